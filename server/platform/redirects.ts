/**
 * The reference redirect service: addresses that moved, with why and where they now sit. The answer
 * carries everything the client needs to apply it (code, url, reasons, breadcrumbs); an address
 * that did not move answers `{ redirect: false }`.
 */
import type { RedirectLightAnswer } from '../../schemas/platform-api.schema.ts';

interface MovedAddress {
  /** The old path after the language segment. */
  readonly from: string;
  /** The current path after the language segment. */
  readonly to: string;
  readonly code: 301 | 302;
  readonly reasons: readonly string[];
  /** The current page's title for the breadcrumbs, by language; English where one is missing. */
  readonly title: Readonly<Record<string, string>>;
}

export const MOVED_ADDRESSES: readonly MovedAddress[] = [
  { from: 'games/slots', to: 'slots', code: 301, reasons: ['section_moved'], title: { en: 'Slots', ru: 'Слоты' } },
  { from: 'livecasino', to: 'live-casino', code: 301, reasons: ['renamed'], title: { en: 'Live casino', ru: 'Лайв-казино' } },
  { from: 'bets/live', to: 'live', code: 301, reasons: ['renamed'], title: { en: 'Live', ru: 'Лайв' } },
];

export const MAX_URL_LENGTH = 2048;

/** The answer for a same-site address (path and query), in a site whose languages are `languages`. */
export function redirectFor(url: string, languages: readonly string[], homeTitle: string): RedirectLightAnswer {
  const [path = '', query] = url.split('?', 2);
  const [, lng = '', ...rest] = path.replace(/\/+$/, '').split('/');
  if (!languages.includes(lng)) return { redirect: false };
  const moved = MOVED_ADDRESSES.find((m) => m.from === rest.join('/'));
  if (!moved) return { redirect: false };
  const target = `/${lng}/${moved.to}`;
  return {
    redirect: true,
    code: moved.code,
    // The query travels with the page (a tracking link keeps its parameters).
    url: query === undefined ? target : `${target}?${query}`,
    reasons: [...moved.reasons],
    breadcrumbs: [
      { title: homeTitle, url: `/${lng}/` },
      { title: moved.title[lng] ?? moved.title.en!, url: target },
    ],
  };
}
