/**
 * Answers built from the SEO reference data (reference-data.ts) for one site config: a page's SEO
 * text and pictures, the ISO code map of the site's languages and the sports map.
 */
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { SeoContent, SeoImage, SeoIsoCodesAnswer, SeoSportsMapAnswer } from '../../schemas/seo-api.schema.ts';
import type { RouteTable } from '../../src/composer/route-table.ts';
import { isNotFoundPath } from '../route-manifests.ts';
import { guestLanguages, isPrivateRoute } from '../routes/seo-files.ts';
import { SPORTS } from '../sports/catalog.ts';
import { fixtureOf } from '../sports/feed.ts';
import { fillCompanyName } from './page-texts.ts';
import { SEO_IMAGE, type SeoReferenceData } from './reference-data.ts';

/** Where the SEO pictures are served. */
export const SEO_IMAGES_PATH = '/web-api/seo/images';

export interface SeoPage {
  readonly language: string;
  /** The route the address opens, when it is a public page that exists; null otherwise. */
  readonly routeId: string | null;
  readonly params: Readonly<Record<string, string | number | undefined>>;
}

/** The page at `path` as the SEO answers see it: its language, and its route when a guest may see it. */
export function seoPageOf(table: RouteTable, config: SiteConfig, path: string): SeoPage {
  const url = table.match(path);
  const languages = guestLanguages(config);
  const language = url.lngSegment !== null && languages.includes(url.lngSegment) ? url.lngSegment : config.languages.default;
  const route = url.match && !isNotFoundPath(table, config, path) && !isPrivateRoute(url.match.route) ? url.match.route : null;
  return { language, routeId: route?.id ?? null, params: route ? (url.match?.params ?? {}) : {} };
}

/** A sport's name in `lng` by its English address name; English, then the catalogue's, where the language lacks it. */
export function sportName(data: SeoReferenceData, lng: string, nameEng: string): string | undefined {
  return data.sports[lng]?.[nameEng] ?? data.sports.en?.[nameEng] ?? SPORTS.find((sport) => sport.id === nameEng)?.name;
}

/** Who plays in the game the page's address names (its `game` parameter), or undefined. */
function teamsOf(page: SeoPage): { home: string; away: string } | undefined {
  const game = Number(page.params.game);
  const fixture = Number.isSafeInteger(game) && game > 0 ? fixtureOf(game) : null;
  return fixture ? { home: fixture.home, away: fixture.away } : undefined;
}

/**
 * Fills a text's {{companyName}}, {{sport}} and a game page's {{home}} and {{away}}; undefined when
 * it names a sport or a game the page's address does not (an unknown one gets no text rather than a
 * sentence with a hole).
 */
export function fillSeoText(text: string, data: SeoReferenceData, page: SeoPage, companyName: string): string | undefined {
  let filled = fillCompanyName(text, companyName);
  if (filled.includes('{{sport}}')) {
    const sport = typeof page.params.sport === 'string' ? sportName(data, page.language, page.params.sport) : undefined;
    if (sport === undefined) return undefined;
    filled = filled.replaceAll('{{sport}}', sport);
  }
  if (filled.includes('{{home}}') || filled.includes('{{away}}')) {
    const teams = teamsOf(page);
    if (teams === undefined) return undefined;
    filled = filled.replaceAll('{{home}}', teams.home).replaceAll('{{away}}', teams.away);
  }
  return filled;
}

export function seoContentOf(data: SeoReferenceData, page: SeoPage, companyName: string): SeoContent | null {
  const block = page.routeId === null ? undefined : data.content[page.language]?.[page.routeId];
  if (!block) return null;
  const title = fillSeoText(block.title, data, page, companyName);
  const paragraphs = block.paragraphs.map((p) => fillSeoText(p, data, page, companyName));
  if (title === undefined || paragraphs.some((p) => p === undefined)) return null;
  return { title, paragraphs: paragraphs as string[] };
}

export function seoImagesOf(data: SeoReferenceData, page: SeoPage): SeoImage[] {
  const entries = page.routeId === null ? [] : (data.visual[page.routeId] ?? []);
  return entries.map((entry) => ({
    src: `${SEO_IMAGES_PATH}/${entry.image}.svg`,
    alt: entry.alt[page.language] ?? entry.alt.en!,
    width: SEO_IMAGE.width,
    height: SEO_IMAGE.height,
  }));
}

/** The site's languages (those offered to guests) with their ISO codes, named in `lng`. */
export function isoCodesOf(data: SeoReferenceData, config: SiteConfig, lng: string): SeoIsoCodesAnswer {
  const codes = guestLanguages(config).flatMap((code) => {
    const entry = data.isoCodes[code];
    return entry ? [{ code, iso: entry.iso, locale: entry.locale, name: entry.names[lng] ?? entry.names.en!, nameEng: entry.nameEng }] : [];
  });
  return { language: lng, codes };
}

/** Every sport of the catalogue by its English address name, named in `lng`; with `nameEng`, that one only. */
export function sportsMapOf(data: SeoReferenceData, lng: string, nameEng?: string): SeoSportsMapAnswer {
  const sports = SPORTS.filter((sport) => nameEng === undefined || sport.id === nameEng).map((sport) => ({
    sportId: sport.sportId,
    nameEng: sport.id,
    name: sportName(data, lng, sport.id) ?? sport.name,
  }));
  return { language: lng, sports };
}
