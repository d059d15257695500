/**
 * The demo game's HTML: a document with no inline script or style (its CSP allows only its own
 * files), the session's facts in data- attributes for game.js, and every control labelled.
 */
import type { GameTexts } from './texts.ts';

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface GamePageFacts {
  language: string;
  gameName: string;
  mode: 'real' | 'demo';
  seat: string;
  parentOrigin: string;
  currency: string;
  balance: number;
  net: number;
  elapsedSeconds: number;
  minGameCycleMs: number;
  stakes: readonly number[];
  texts: GameTexts;
}

export function gamePage(f: GamePageFacts): string {
  const t = f.texts;
  const quick = f.minGameCycleMs === 0;
  const data = {
    seat: f.seat,
    parent: f.parentOrigin,
    currency: f.currency,
    balance: String(f.balance),
    net: String(f.net),
    elapsed: String(f.elapsedSeconds),
    cycle: String(f.minGameCycleMs),
    lang: f.language,
    'text-no-win': t.noWin,
    'text-win': t.win,
    'text-spin': t.spin,
    'text-spinning': t.spinning,
    'text-failed': t.failed,
  };
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  const options = f.stakes.map((stake, i) => `<option value="${stake}"${i === 0 ? ' selected' : ''}>${stake}</option>`).join('');
  return `<!doctype html>
<html lang="${escapeHtml(f.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(f.gameName)}</title>
<link rel="stylesheet" href="/game.css">
<script src="/game.js" defer></script>
</head>
<body${attributes}>
<main class="game">
<h1>${escapeHtml(f.gameName)}</h1>
<p class="mode mode-${f.mode}">${f.mode === 'real' ? t.real : t.fun}</p>
<div class="reels" id="reels" role="img" aria-label="${t.reels}: 7 7 7"><span>7</span><span>7</span><span>7</span></div>
<p class="result" id="result" role="status" aria-live="polite"></p>
<dl class="stats">
<div><dt>${t.balance}</dt><dd id="balance"></dd></div>
<div><dt>${t.net}</dt><dd id="net"></dd></div>
<div><dt>${t.elapsed}</dt><dd id="elapsed"></dd></div>
</dl>
<div class="controls">
<label class="stake" for="stake">${t.stake} (${escapeHtml(f.currency)})</label>
<select id="stake" name="stake">${options}</select>
<button id="spin" type="button">${t.spin}</button>
${quick ? `<label class="toggle"><input type="checkbox" id="autoplay"> ${t.autoplay}</label>\n<label class="toggle"><input type="checkbox" id="turbo"> ${t.turbo}</label>` : ''}
</div>
<p class="rules">${t.paytable}${quick ? '' : ` ${t.cycle.replace('{seconds}', String(f.minGameCycleMs / 1000))}`}</p>
</main>
</body>
</html>
`;
}

/** What a player sees when the link cannot open a game (forged, broken or expired). */
export function refusalPage(language: string, title: string, next: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/game.css">
</head>
<body>
<main class="game">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(next)}</p>
</main>
</body>
</html>
`;
}
