/**
 * A stand-in for the toto provider the site frames: on the reference game origin, one page per toto
 * pool (GET /toto/:section?lang=) with this week's draw, its events and how the pool's bets are
 * spread over the outcomes, and its stylesheet. The page has no script; its policy lets only sites
 * on this machine frame it, as a real provider lists the sites of its partners.
 */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { TOTO_SECTIONS, type TotoSection } from '../../schemas/lotto-config.schema.ts';

type Language = 'en' | 'ru';

const FRAME_ANCESTORS = 'http://127.0.0.1:* http://localhost:*';
const WEEK = 7 * 24 * 3_600_000;
/** The first toto draw: Monday 1 January 2024. */
const FIRST_DRAW = Date.UTC(2024, 0, 1);

interface Pool {
  readonly name: Record<Language, string>;
  readonly events: number;
  readonly outcomes: readonly string[];
  readonly teams: readonly string[];
  readonly poolUsd: number;
}

const CLUBS = ['Northbridge', 'Port Alder', 'Riverton', 'Eastfield', 'Kingsmoor', 'Harrowgate', 'Westvale', 'Stonehill', 'Ashford', 'Lakeside', 'Redcliff', 'Brookhaven', 'Oakridge', 'Fairport', 'Millbrook', 'Highcastle', 'Greywater', 'Southmere', 'Elmstead', 'Claymore', 'Blackrock', 'Silverton', 'Thornbury', 'Wolfden', 'Marston', 'Cresthill', 'Dunmore', 'Glenwood', 'Irongate', 'Larkspur'];
const TEAMS_ESPORTS = ['Vortex', 'Nightfall', 'Crimson Five', 'Arcadia', 'Polaris', 'Hexagon', 'Blue Comet', 'Iron Wolves', 'Nova Prime', 'Zenith', 'Shadow Unit', 'Red Falcons', 'Quantum', 'Aurora', 'Titans', 'Eclipse', 'Phantom', 'Storm Riders', 'Pulse', 'Kraken'];

const POOLS: Readonly<Record<TotoSection, Pool>> = {
  fifteen: { name: { en: 'Toto 15', ru: 'Тото 15' }, events: 15, outcomes: ['1', 'X', '2'], teams: CLUBS, poolUsd: 1_250_000 },
  'correct-score': { name: { en: 'Correct score', ru: 'Точный счёт' }, events: 8, outcomes: ['1:0', '1:1', '0:1', '2:1', '1:2', '2:0', '0:2', '0:0'], teams: CLUBS, poolUsd: 400_000 },
  football: { name: { en: 'Football toto', ru: 'Футбольное тото' }, events: 12, outcomes: ['1', 'X', '2'], teams: CLUBS, poolUsd: 800_000 },
  hockey: { name: { en: 'Hockey toto', ru: 'Хоккейное тото' }, events: 10, outcomes: ['1', 'X', '2'], teams: CLUBS, poolUsd: 300_000 },
  cyber: { name: { en: 'Esports toto', ru: 'Киберспортивное тото' }, events: 10, outcomes: ['1', '2'], teams: TEAMS_ESPORTS, poolUsd: 150_000 },
};

const TEXTS = {
  en: {
    draw: 'Draw',
    closes: 'Bets close',
    pool: 'Pool',
    events: 'Events of this draw',
    match: 'Match',
    spread: 'How the pool has bet',
    rules: 'Call every event of the draw. The pool, less the operator’s share, is shared by the tickets with the most correct calls.',
    missing: 'This toto pool does not exist.',
  },
  ru: {
    draw: 'Тираж',
    closes: 'Приём ставок до',
    pool: 'Пул',
    events: 'События тиража',
    match: 'Матч',
    spread: 'Как распределились ставки',
    rules: 'Угадайте исход каждого события тиража. Пул за вычетом доли оператора делят билеты с наибольшим числом угаданных исходов.',
    missing: 'Такого пула тото нет.',
  },
} as const;

/** A stable stream of small numbers for one pool's draw: the same page for everyone, all week. */
function seeded(seed: string): () => number {
  let counter = 0;
  let bytes = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 2 > bytes.length) {
      bytes = createHash('sha256').update(`${seed}:${counter}`).digest();
      counter += 1;
      offset = 0;
    }
    const value = bytes.readUInt16BE(offset);
    offset += 2;
    return value;
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function totoPage(section: TotoSection, language: Language, now: number): string {
  const pool = POOLS[section];
  const t = TEXTS[language];
  const draw = Math.floor((now - FIRST_DRAW) / WEEK) + 1;
  const closesAt = new Date(FIRST_DRAW + draw * WEEK - 3_600_000);
  const next = seeded(`${section}:${draw}`);
  const teams = [...pool.teams];
  const rows: string[] = [];
  for (let i = 0; i < pool.events; i += 1) {
    const home = teams.splice(next() % teams.length, 1)[0]!;
    const away = teams.splice(next() % teams.length, 1)[0]!;
    const weights = pool.outcomes.map(() => 1 + (next() % 60));
    const total = weights.reduce((a, b) => a + b, 0);
    const spread = pool.outcomes.map((outcome, k) => `<li><span class="outcome">${escapeHtml(outcome)}</span> ${Math.round((weights[k]! * 100) / total)}%</li>`).join('');
    rows.push(`<tr><td>${i + 1}</td><td>${escapeHtml(home)} – ${escapeHtml(away)}</td><td><ul class="spread">${spread}</ul></td></tr>`);
  }
  const locale = language === 'ru' ? 'ru-RU' : 'en-GB';
  const closes = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(closesAt);
  const poolText = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(pool.poolUsd);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(pool.name[language])}</title>
<link rel="stylesheet" href="/toto.css">
</head>
<body>
<main class="toto">
<h1>${escapeHtml(pool.name[language])}</h1>
<dl class="facts">
<div><dt>${t.draw}</dt><dd>${draw}</dd></div>
<div><dt>${t.closes}</dt><dd>${escapeHtml(closes)} UTC</dd></div>
<div><dt>${t.pool}</dt><dd>${escapeHtml(poolText)}</dd></div>
</dl>
<h2>${t.events}</h2>
<table>
<thead><tr><th scope="col">#</th><th scope="col">${t.match}</th><th scope="col">${t.spread}</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
<p class="rules">${t.rules}</p>
</main>
</body>
</html>
`;
}

const TOTO_CSS = `body{margin:0;background:#f4f6f8;color:#17202a;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.toto{padding:12px;max-width:720px;margin:0 auto}
h1{font-size:20px;margin:0 0 8px}h2{font-size:16px;margin:16px 0 8px}
.facts{display:flex;flex-wrap:wrap;gap:8px;margin:0}.facts div{background:#fff;border-radius:8px;padding:6px 10px}
.facts dt{color:#4a5866;font-size:13px}.facts dd{margin:0;font-weight:600}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px}
th,td{text-align:left;padding:6px;border-bottom:1px solid #dde3e8;vertical-align:top}th{color:#4a5866;font-size:13px}
.spread{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(64px,1fr));gap:2px 8px}
.spread li{white-space:nowrap}
.outcome{display:inline-block;min-width:22px;font-weight:700;color:#0b5394}
.rules{color:#4a5866}
`;

export function totoCsp(): string {
  return ["default-src 'none'", "style-src 'self'", "img-src 'self' data:", "base-uri 'none'", "form-action 'none'", `frame-ancestors ${FRAME_ANCESTORS}`].join('; ');
}

export function registerTotoStandIn(app: FastifyInstance, now: () => number = Date.now): void {
  app.get<{ Params: { section: string }; Querystring: { lang?: string } }>('/toto/:section', async (request, reply) => {
    const language: Language = request.query.lang === 'ru' ? 'ru' : 'en';
    reply.header('content-security-policy', totoCsp()).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const section = TOTO_SECTIONS.find((s) => s === request.params.section);
    if (!section) return reply.code(404).send(`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>404</title></head><body><main><h1>${TEXTS[language].missing}</h1></main></body></html>`);
    return reply.send(totoPage(section, language, now()));
  });
  app.get('/toto.css', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').type('text/css; charset=utf-8').send(TOTO_CSS));
}
