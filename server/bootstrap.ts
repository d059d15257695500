/**
 * The first load cannot go blank: the HTML does not name the app entry in a
 * <script type="module" src>, whose failure (or the failure of a chunk it imports statically)
 * would leave a white page. A tiny inline script, carrying the response's CSP nonce, loads the
 * entry with import() ('strict-dynamic' trusts what a nonce'd script loads), and:
 *
 *  1. retries a failed import under a fresh URL (?attempt=1, ?attempt=2: the convention of
 *     moduleUrl in src/app/asset-map.ts) after 500 ms, then 1500 ms. A failed module fetch stays
 *     failed in the document's module map for that URL, so a fresh entry URL cures a failed
 *     entry, but not a failed static dependency (the entry's "./chunks/x.js" is the same URL);
 *  2. then reloads the page, which fetches everything again, at most once per minute: the same
 *     rule, localStorage key and window as src/composer/reload-guard.ts, so the app's own chunk
 *     reloads and this one share the budget. Without storage it does not reload (it could loop);
 *  3. otherwise shows the fallback rendered here: a localized message and a Refresh button, whose
 *     click listener the script attaches (no inline handler: the CSP forbids them). It sits above
 *     #root, so whatever the server rendered there stays.
 *
 * The app needs no hook: the import() promise resolves once the entry module has evaluated, i.e.
 * the app started; nothing the app does afterwards reaches this script. Where #root holds
 * server-rendered markup, the import waits for the next frame, so that markup paints before the
 * app's code is fetched, evaluated and hydrates it. Then every module of the first screen (the
 * script's data-preload list) is asked for at once with <link rel="modulepreload">, so none waits
 * for its parent to arrive.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from '../src/composer/reload-guard.ts';
import { FALLBACK_LANGUAGE, isLanguage, type DictionaryReader } from './dictionaries.ts';

/** The fallback container; the bootstrap script un-hides it and wires its button. */
export const LOAD_FAILED_ID = 'app-load-failed';
/** Waits before the 1st and 2nd retry; then the reload (or the fallback). */
export const BOOTSTRAP_RETRY_DELAYS_MS: readonly number[] = [500, 1500];
/** Module preloads the bootstrap adds in one task (a few milliseconds each on a phone). */
export const BOOTSTRAP_PRELOADS_PER_TASK = 6;

/**
 * The bootstrap as a function expression of (load, window, document), hand-written ES2020 with no
 * imports, so a unit test can run it with a stubbed load(). The reload key and window are those of
 * src/composer/reload-guard.ts. It must never contain "</script" or "<!--".
 */
export const BOOTSTRAP_FUNCTION =
  'function(load,w,d){' +
  `var K=${JSON.stringify(RELOAD_GUARD_KEY)},M=${RELOAD_GUARD_MS},B=${JSON.stringify(BOOTSTRAP_RETRY_DELAYS_MS)},u;` +
  'function show(){' +
  `var f=d.getElementById('${LOAD_FAILED_ID}'),b=f&&f.querySelector('button');` +
  'if(!f)return;f.hidden=false;' +
  "b&&b.addEventListener('click',function(){w.location.reload()})}" +
  'function fail(){var t=Date.now(),s,l;' +
  // reload-guard: a stored time less than a minute old forbids it; storage that throws forbids it.
  "try{s=w.localStorage;l=Number(s.getItem(K)||0);if(!(isFinite(l)&&t-l<M)){s.setItem(K,String(t));w.location.reload();return}}catch(e){}" +
  'show()}' +
  'function go(n){' +
  "load(n?u+(u.indexOf('?')<0?'?':'&')+'attempt='+n:u).then(null,function(){n<B.length?w.setTimeout(go,B[n],n+1):fail()})}" +
  "try{u=JSON.parse(d.getElementById('asset-map').textContent).entry.js}catch(e){}" +
  // A tap on a server-rendered button (in #root), or a choice in a server-rendered list (the odds format),
  // before the app has taken the page over would be lost: the last tap and each list's last choice
  // are kept and made again once the app is ready (it calls __replayEarlyInput). A choice can also be
  // undone while React is still hydrating that part: the list's "input" event makes React hydrate it
  // at once, which puts the server's value back before the "change" event React acts on. A change
  // whose value is not its input's is such an undo, and the input's value is made again. A choice is
  // made again, as the browser makes it, by setting the value and firing input and change, once React
  // has hydrated the element (it marks an element it owns with a "__reactProps$..." key; polled
  // every 25 ms, 10 s at most).
  // Until then a tap is the bootstrap's alone: it goes no further than the document (React listens on
  // #root as soon as hydration starts), so React cannot act on it as well (a price would go into the
  // coupon and out again), nor before the plugins' sagas have started (the coupon, restored from
  // storage then, would drop the price).
  "var q=null,c=new Map,z=new Map,y=0,h=function(t){return Object.keys(t).some(function(k){return k.indexOf('__reactProps$')===0})}," +
  "a=function(t,f,n){t.isConnected&&(h(t)?w.setTimeout(f,0):n<400&&w.setTimeout(a,25,t,f,n+1))}," +
  "p=function(t){a(t,function(){var v=c.get(t);c.delete(t);v!=null&&(t.value=v,['input','change'].forEach(function(n){t.dispatchEvent(new Event(n,{bubbles:true}))}))},0)}," +
  "early=function(e){var b=e.target&&e.target.closest&&e.target.closest('#root button');if(b){q=b;e.preventDefault();e.stopPropagation()}}," +
  "chosen=function(e){var t=e.target,v;if(!t||t.tagName!=='SELECT')return;if(e.type==='input'){z.set(t,t.value);return}" +
  "v=z.has(t)?z.get(t):t.value;z.delete(t);(!y||v!==t.value)&&(c.set(t,v),y&&p(t))};" +
  "d.addEventListener('click',early,true);d.addEventListener('input',chosen,true);d.addEventListener('change',chosen,true);" +
  "w.__replayEarlyInput=function(){var b=q;y=1;q=null;d.removeEventListener('click',early,true);c.forEach(function(v,t){p(t)});b&&a(b,function(){b.click()},0)};" +
  // Server-rendered markup paints before the app's code is fetched and evaluated: one frame, or 100 ms
  // where frames do not come (a background tab).
  // The first screen's modules (data-preload on this script) are asked for only then, all at once: asked
  // for in <head>, they shared the network with the rest of the HTML and its pictures before the first paint.
  // A link asked for costs the page's thread a little (a request, its checks); thirty at once were one
  // long task on a phone, so they are added a few per task, the entry's first.
  "var x=d.currentScript,r=d.getElementById('root'),s=0,l=x?(x.dataset.preload||'').split(' ').filter(Boolean):[]," +
  `more=function(){var f=d.createDocumentFragment();l.splice(0,${BOOTSTRAP_PRELOADS_PER_TASK}).forEach(function(h){f.append(Object.assign(d.createElement('link'),{rel:'modulepreload',href:h,nonce:x.nonce}))});d.head.append(f);l.length&&w.setTimeout(more,0)},` +
  "start=function(){s||(s=1,more(),go(0))};" +
  "if(!u)fail();else if(r&&r.firstChild&&w.requestAnimationFrame){w.requestAnimationFrame(function(){w.setTimeout(start,0)});w.setTimeout(start,100)}else start()}";

/**
 * The inline script's text: the entry URL comes from the asset-map JSON block already in the page.
 * It runs at the end of <body>: #root (and anything server-rendered in it) and the fallback exist
 * by then, as they did for the deferred module script it replaces.
 */
export const BOOTSTRAP_SCRIPT = `(${BOOTSTRAP_FUNCTION})(function(u){return import(u)},window,document)`;

export interface LoadFailedTexts {
  /** main_load_failed */
  message: string;
  /** main_page_refresh_button */
  refresh: string;
}

export const LOAD_FAILED_KEY = 'main_load_failed';
export const REFRESH_KEY = 'main_page_refresh_button';
/** If even the English dictionary lacks them (or cannot be read): the page must still say something. */
export const ENGLISH_LOAD_FAILED_TEXTS: LoadFailedTexts = {
  message: 'The page could not be loaded. Check your connection and try again.',
  refresh: 'Refresh page',
};

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * The hidden fallback: plain block elements, readable at 320 px without any stylesheet (app.css
 * may be what failed, and the CSP allows no inline style). role="alert" announces it when shown.
 */
export function renderLoadFailed(texts: LoadFailedTexts): string {
  return (
    `<div id="${LOAD_FAILED_ID}" hidden>` +
    `<p role="alert">${escape(texts.message)}</p>` +
    `<button type="button">${escape(texts.refresh)}</button>` +
    '</div>'
  );
}

function textsFrom(entries: unknown, base: LoadFailedTexts): LoadFailedTexts {
  const record = (typeof entries === 'object' && entries !== null ? entries : {}) as Record<string, unknown>;
  const pick = (key: string, fallback: string) => (typeof record[key] === 'string' && record[key] !== '' ? (record[key] as string) : fallback);
  return { message: pick(LOAD_FAILED_KEY, base.message), refresh: pick(REFRESH_KEY, base.refresh) };
}

/**
 * The fallback's texts from the `main` dictionary of `lang` (a missing file or key falls back to
 * English); a broken dictionary must not take the shell down. For the shell route to pass to
 * renderShell as `loadFailedTexts`.
 */
export async function readLoadFailedTexts(read: DictionaryReader, lang: string): Promise<LoadFailedTexts> {
  try {
    const english = lang === FALLBACK_LANGUAGE ? ENGLISH_LOAD_FAILED_TEXTS : await readLoadFailedTexts(read, FALLBACK_LANGUAGE);
    const dictionary = await read('main', lang);
    return textsFrom(dictionary?.entries, english);
  } catch {
    return ENGLISH_LOAD_FAILED_TEXTS;
  }
}

/** server/data, where buildServer reads dictionaries unless told otherwise. */
const DEFAULT_DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), 'data');
const defaultTextsCache = new Map<string, LoadFailedTexts>();

function readDefaultEntries(lang: string): unknown {
  try {
    return JSON.parse(readFileSync(join(DEFAULT_DATA_DIR, 'dictionaries', 'main', `${lang}.json`), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Until the shell route passes `loadFailedTexts` (server/routes/shell.ts, not changed here),
 * renderShell takes them from the project's own server/data dictionaries: read once per language
 * and kept (a few short strings), English when the language has no file or key.
 */
export function defaultLoadFailedTexts(lang: string): LoadFailedTexts {
  const key = isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
  let texts = defaultTextsCache.get(key);
  if (!texts) {
    const english = textsFrom(readDefaultEntries(FALLBACK_LANGUAGE), ENGLISH_LOAD_FAILED_TEXTS);
    texts = key === FALLBACK_LANGUAGE ? english : textsFrom(readDefaultEntries(key), english);
    defaultTextsCache.set(key, texts);
  }
  return texts;
}
