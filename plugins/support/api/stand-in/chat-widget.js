/* global window, document */
/*
 * The reference server's stand-in for a live-chat provider's script. It offers the same global API
 * the real provider's script does (which one follows from this file's name), so the site's chat
 * adapters work unchanged against it; when opened it shows a small chat panel whose messages go to
 * the reference support API. No inline style: its look comes from chat-widget.css on this origin.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var provider = script && /\/([a-z]+)\.js(\?|$)/.exec(script.src) ? /\/([a-z]+)\.js(\?|$)/.exec(script.src)[1] : 'livechatinc';
  var base = script ? script.src.replace(/\/[^/]*$/, '/') : '/chat-standin/';
  var ru = (document.documentElement.lang || '').slice(0, 2) === 'ru';
  var texts = ru
    ? { title: 'Чат поддержки', intro: 'Консультант на связи. Напишите вопрос.', label: 'Сообщение', send: 'Отправить', close: 'Закрыть чат', failed: 'Сообщение не отправлено, попробуйте ещё раз.', you: 'Вы', agent: 'Консультант' }
    : { title: 'Support chat', intro: 'A consultant is here. Write your question.', label: 'Message', send: 'Send', close: 'Close chat', failed: 'The message was not sent, try again.', you: 'You', agent: 'Consultant' };
  var panel = null;
  var log = null;
  var input = null;

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function addLine(who, text) {
    var line = element('p', 'chat-standin__line');
    line.appendChild(element('strong', null, who + ': '));
    line.appendChild(document.createTextNode(text));
    log.appendChild(line);
  }

  function send(text) {
    addLine(texts.you, text);
    fetch('/web-api/support/chat-standin/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': ru ? 'ru' : 'en' },
      body: JSON.stringify({ text: text, provider: provider }),
    })
      .then(function (res) {
        return res.json().then(function (body) {
          addLine(texts.agent, res.ok ? body.reply : body.message || texts.failed);
        });
      })
      .catch(function () {
        addLine(texts.agent, texts.failed);
      });
  }

  function build() {
    var css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = base + 'chat-widget.css';
    document.head.appendChild(css);
    panel = element('section', 'chat-standin');
    panel.setAttribute('aria-labelledby', 'chat-standin-title');
    panel.setAttribute('data-provider', provider);
    var head = element('div', 'chat-standin__head');
    var title = element('h2', 'chat-standin__title', texts.title);
    title.id = 'chat-standin-title';
    var close = element('button', 'chat-standin__close', '×');
    close.type = 'button';
    close.setAttribute('aria-label', texts.close);
    close.addEventListener('click', hide);
    head.appendChild(title);
    head.appendChild(close);
    log = element('div', 'chat-standin__log');
    log.setAttribute('role', 'log');
    log.appendChild(element('p', 'chat-standin__line', texts.intro));
    var form = element('form', 'chat-standin__form');
    var label = element('label', 'chat-standin__label', texts.label);
    label.htmlFor = 'chat-standin-input';
    input = element('input', 'chat-standin__input');
    input.id = 'chat-standin-input';
    input.maxLength = 500;
    input.autocomplete = 'off';
    var button = element('button', 'chat-standin__send', texts.send);
    button.type = 'submit';
    form.appendChild(label);
    form.appendChild(input);
    form.appendChild(button);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var text = input.value.trim();
      if (!text) return;
      input.value = '';
      send(text);
    });
    panel.appendChild(head);
    panel.appendChild(log);
    panel.appendChild(form);
    document.body.appendChild(panel);
  }

  function show() {
    if (!panel) build();
    panel.hidden = false;
    input.focus();
  }

  function hide() {
    if (panel) panel.hidden = true;
  }

  // Each provider's own global API, as the site's adapters call it.
  if (provider === 'livechatinc') {
    window.LiveChatWidget = {
      call: function (command) {
        if (command === 'maximize') show();
        if (command === 'minimize' || command === 'hide') hide();
      },
    };
  } else if (provider === 'chatra') {
    window.Chatra = function (command) {
      if (command === 'openChat' || command === 'show') show();
      if (command === 'hide') hide();
    };
  } else if (provider === 'helpcrunch') {
    window.HelpCrunch = function (command) {
      if (command === 'openChat') show();
      if (command === 'closeChat') hide();
    };
  } else if (provider === 'suphelper') {
    window.SupHelper = { open: show, close: hide };
    window.SupHelperV3 = function (command) {
      if (command === 'open') show();
      if (command === 'close') hide();
    };
  }
})();
