/* global window, document */
// The demo slot's page script. The server draws every result and settles the money; this only shows
// them, keeps the round at least as long as the region's minimum game cycle, and tells the site that
// framed the game (and no other origin) the balance, net position and time played.
(function () {
  'use strict';
  var body = document.body;
  var data = body.dataset;
  var minCycle = Number(data.cycle) || 0;
  var parentOrigin = data.parent;
  var state = { balance: Number(data.balance), net: Number(data.net), elapsedSeconds: Number(data.elapsed) };
  var loadedAt = Date.now();
  var money = new Intl.NumberFormat(data.lang, { style: 'currency', currency: data.currency });
  var reels = document.getElementById('reels');
  var result = document.getElementById('result');
  var spinButton = document.getElementById('spin');
  var stake = document.getElementById('stake');
  var autoplay = document.getElementById('autoplay');
  var turbo = document.getElementById('turbo');
  var busy = false;

  function elapsedSeconds() {
    return state.elapsedSeconds + Math.floor((Date.now() - loadedAt) / 1000);
  }

  function clock(seconds) {
    var m = Math.floor(seconds / 60);
    var s = seconds % 60;
    return m + ':' + (s < 10 ? '0' : '') + s;
  }

  function report() {
    var message = { type: 'game-state', balance: state.balance, net: state.net, elapsedSeconds: elapsedSeconds() };
    // Only the site that launched the game may hear about the player's money.
    if (window.parent !== window && parentOrigin) window.parent.postMessage(message, parentOrigin);
  }

  function render() {
    document.getElementById('balance').textContent = money.format(state.balance);
    document.getElementById('net').textContent = (state.net > 0 ? '+' : '') + money.format(state.net);
    document.getElementById('elapsed').textContent = clock(elapsedSeconds());
  }

  function showReels(symbols) {
    var cells = reels.querySelectorAll('span');
    for (var i = 0; i < cells.length; i++) cells[i].textContent = symbols[i];
    reels.setAttribute('aria-label', reels.getAttribute('aria-label').split(':')[0] + ': ' + symbols.join(' '));
  }

  function wait(ms) {
    return new Promise(function (resolve) {
      window.setTimeout(resolve, ms);
    });
  }

  function spin() {
    if (busy) return;
    busy = true;
    spinButton.disabled = true;
    spinButton.textContent = data.textSpinning;
    reels.classList.add('spinning');
    result.textContent = '';
    // The round lasts at least the minimum cycle, whatever the network does.
    var animation = minCycle > 0 ? minCycle : turbo && turbo.checked ? 150 : 700;
    var round = JSON.stringify({ seat: data.seat, stake: Number(stake.value) });
    function play(retry) {
      return fetch('/spin', {
        method: 'POST',
        // text/plain keeps the request simple (no preflight) from a sandboxed frame.
        headers: { 'content-type': 'text/plain' },
        body: round,
      }).then(function (response) {
        return response.json().then(function (answer) {
          // The server counts the cycle from when it got the last round; network jitter can make this
          // one early by a moment: wait what it says, once, rather than show the player a refusal.
          if (response.status === 429 && retry && answer && answer.retryAfterSeconds > 0) {
            return wait(answer.retryAfterSeconds * 1000).then(function () {
              return play(false);
            });
          }
          return { ok: response.ok, answer: answer };
        });
      });
    }
    var request = play(true);
    Promise.all([request, wait(animation)])
      .then(function (all) {
        var outcome = all[0];
        if (!outcome.ok) throw new Error(outcome.answer && outcome.answer.message ? outcome.answer.message : data.textFailed);
        var answer = outcome.answer;
        showReels(answer.reels);
        state.balance = answer.balance;
        state.net = answer.net;
        result.textContent = answer.win > 0 ? data.textWin + ' ' + money.format(answer.win) : data.textNoWin;
      })
      .catch(function (error) {
        result.textContent = error && error.message ? error.message : data.textFailed;
        if (autoplay) autoplay.checked = false;
      })
      .then(function () {
        reels.classList.remove('spinning');
        busy = false;
        spinButton.disabled = false;
        spinButton.textContent = data.textSpin;
        render();
        report();
        if (autoplay && autoplay.checked) window.setTimeout(spin, 300);
      });
  }

  spinButton.addEventListener('click', spin);
  if (autoplay) autoplay.addEventListener('change', function () {
    if (autoplay.checked) spin();
  });

  // Once a second while visible: the time played moves on even between rounds.
  function tick() {
    if (!document.hidden) {
      render();
      report();
    }
    window.setTimeout(tick, 1000);
  }
  render();
  report();
  window.setTimeout(tick, 1000);
})();
