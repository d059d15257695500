/**
 * The technical pages remote application: the views it renders for this site's technical routes (the
 * server error page), in English and Russian. Links are built from route ids by the caller, so a view
 * never points at a route the region does not serve.
 */

export type ViewLanguage = 'en' | 'ru';

export const TECHNICAL_PAGES_APP = 'technical-pages';

/** Where the view's own script lives (same origin as the site: loaded with the page nonce). */
export const TECHNICAL_PAGES_SCRIPT_PATH = '/remote-views/technical-pages/view.js';

/** A route of this site a view links to, with its text; dropped when the region does not serve it. */
export interface ViewLink {
  readonly routeId: string;
  readonly text: Readonly<Record<ViewLanguage, string>>;
}

export interface TechnicalView {
  readonly title: Readonly<Record<ViewLanguage, string>>;
  readonly lead: Readonly<Record<ViewLanguage, string>>;
  readonly nextStepsTitle: Readonly<Record<ViewLanguage, string>>;
  readonly nextSteps: readonly ViewLink[];
  readonly timeLabel: Readonly<Record<ViewLanguage, string>>;
}

/** By route id: the routes this application renders a view for. */
export const TECHNICAL_VIEWS: Readonly<Record<string, TechnicalView>> = {
  'error-500': {
    title: { en: 'Something went wrong on our side', ru: 'У нас что-то сломалось' },
    lead: {
      en: 'The page could not be shown because of an error on our servers. Your account, balance and bets are safe: nothing was changed.',
      ru: 'Страницу не удалось показать из-за ошибки на наших серверах. Ваш счёт, баланс и ставки в безопасности: ничего не изменилось.',
    },
    nextStepsTitle: { en: 'What you can do', ru: 'Что можно сделать' },
    nextSteps: [
      { routeId: 'home', text: { en: 'Go to the home page and try again in a minute', ru: 'Перейдите на главную и попробуйте снова через минуту' } },
      { routeId: 'history', text: { en: 'If you were placing a bet, check your bet history before trying again', ru: 'Если вы делали ставку, проверьте историю ставок, прежде чем пробовать снова' } },
      { routeId: 'support', text: { en: 'If it keeps happening, contact support', ru: 'Если ошибка повторяется, напишите в поддержку' } },
      { routeId: 'contacts', text: { en: 'Our contacts', ru: 'Наши контакты' } },
    ],
    timeLabel: { en: 'Time of the error', ru: 'Время ошибки' },
  },
};

/** The view's CSS: class names of its own (tp-), colours from the shell's variables. */
export const TECHNICAL_PAGES_STYLE =
  '.tp-view{display:grid;gap:12px;text-align:start}' +
  '.tp-view__lead{margin:0;line-height:1.5}' +
  '.tp-view__steps{margin:0;padding-inline-start:20px;display:grid;gap:8px}' +
  '.tp-view__steps a{display:inline-block;min-height:44px;line-height:44px;color:var(--accent)}' +
  '.tp-view__time{margin:0;color:var(--muted);font-size:.875rem}';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The view's HTML, with links only to the routes `hrefOf` resolves (the others are left out). */
export function technicalViewBody(view: TechnicalView, lang: ViewLanguage, hrefOf: (routeId: string) => string | null): string {
  const steps = view.nextSteps
    .map((step) => ({ href: hrefOf(step.routeId), text: step.text[lang] }))
    .filter((step): step is { href: string; text: string } => step.href !== null)
    .map((step) => `<li><a href="${escapeHtml(step.href)}">${escapeHtml(step.text)}</a></li>`)
    .join('');
  return (
    '<section class="tp-view">' +
    `<p class="tp-view__lead">${escapeHtml(view.lead[lang])}</p>` +
    `<h3>${escapeHtml(view.nextStepsTitle[lang])}</h3>` +
    `<ul class="tp-view__steps">${steps}</ul>` +
    `<p class="tp-view__time">${escapeHtml(view.timeLabel[lang])}: <time data-technical-pages-now>—</time></p>` +
    '</section>'
  );
}

/**
 * The view's script: it writes the time the error page was shown, in the player's own clock, so a
 * player who contacts support can say when it happened. Plain DOM text, no HTML.
 */
export const TECHNICAL_PAGES_SCRIPT = `(function () {
  var now = new Date();
  var nodes = document.querySelectorAll('time[data-technical-pages-now]');
  for (var i = 0; i < nodes.length; i++) {
    nodes[i].dateTime = now.toISOString();
    nodes[i].textContent = now.toLocaleString(document.documentElement.lang || undefined);
  }
})();
`;

/**
 * What the real remote applications send and the site must never run. The reference sends it so
 * the refusal is exercised on every error page, not only in tests.
 */
export const REFUSED_CODE_TO_EVAL = 'window.technicalPagesCodeEvaluated = true;';
