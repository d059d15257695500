/**
 * A page's head for search engines (the SEO page data): title, description, robots, canonical,
 * hreflang alternates for every language a guest is offered, media alternates. One function for
 * the SEO API and the HTML head, so both always say the same.
 */
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { SeoPageDataAnswer } from '../../schemas/seo-api.schema.ts';
import type { RouteTable } from '../../src/composer/route-table.ts';
import { isNotFoundPath } from '../route-manifests.ts';
import { guestLanguages, isPrivateRoute } from '../routes/seo-files.ts';
import type { SeoTexts } from './page-texts.ts';
import type { SeoReferenceData } from './reference-data.ts';
import { fillSeoText } from './reference.ts';

export type SeoPageData = SeoPageDataAnswer;

export const INDEXABLE = 'index, follow';
/** Pages that are not content of their own: an error, a player's private page. */
const NOT_INDEXABLE = 'noindex, follow';

export interface SeoPageInput {
  table: RouteTable;
  config: SiteConfig;
  texts: SeoTexts;
  /** The request's path, without the query. */
  pathname: string;
  /** The config's canonical origin (scheme, listed host, port: server/site-origins.ts), for absolute links. */
  origin: string;
  /** The status the page answers with. */
  status: number;
  /** The site-wide description in that language, for pages the texts do not name. */
  fallbackDescription?: string;
  /** The ISO code map (og:locale) and the sports map ({{sport}} in a sport page's texts). */
  reference?: SeoReferenceData;
}

const NO_REFERENCE: SeoReferenceData = { content: {}, visual: {}, images: new Map(), isoCodes: {}, sports: {} };

/** og:locale wants language_REGION; a language the ISO code map lacks stays as it is. */
function localeOf(reference: SeoReferenceData, lng: string): string {
  return reference.isoCodes[lng]?.locale ?? lng;
}

/** The robots a page inherits: those the nearest page above its path hands down. */
function inheritedRobots(table: RouteTable, texts: SeoTexts[string] | undefined, lng: string, rest: string): string | undefined {
  const segments = rest.split('/').filter(Boolean);
  for (let depth = segments.length - 1; depth >= 0; depth -= 1) {
    const above = table.match(`/${[lng, ...segments.slice(0, depth)].join('/')}${depth === 0 ? '/' : ''}`).match;
    const robots = above ? texts?.[above.route.id]?.hierarchyMetaRobots : undefined;
    if (robots) return robots;
  }
  return undefined;
}

function canonicalOf(config: SiteConfig, origin: string, path: string): { canonical: string; custom?: SeoPageData['customCanonical'] } {
  const custom = config.seo?.canonical;
  if (custom?.mode === 'url' && custom.targetUrl) return { canonical: custom.targetUrl, custom: { mode: 'url', targetUrl: custom.targetUrl } };
  if (custom?.mode === 'mirror' && custom.domain) {
    const targetUrl = `https://${custom.domain.host}${path}`;
    return { canonical: targetUrl, custom: { mode: 'mirror', targetUrl, domain: { host: custom.domain.host } } };
  }
  return { canonical: origin + path };
}

export function seoPageData(input: SeoPageInput): SeoPageData {
  const { table, config, texts, origin, status } = input;
  const url = table.match(input.pathname);
  const languages = guestLanguages(config);
  const lng = url.lngSegment !== null && languages.includes(url.lngSegment) ? url.lngSegment : config.languages.default;
  const route = status === 200 ? (url.match?.route ?? null) : null;
  const text = route ? texts[lng]?.[route.id] : undefined;
  const path = `/${lng}${url.rest}`;

  let metaRobots = config.seo?.metaRobots;
  if (metaRobots === undefined) {
    if (route === null || isPrivateRoute(route)) metaRobots = NOT_INDEXABLE;
    else metaRobots = text?.metaRobots ?? text?.hierarchyMetaRobots ?? inheritedRobots(table, texts[lng], lng, url.rest) ?? INDEXABLE;
  }

  // Each language's version of this very page, where the config serves it (the same check as the 404).
  const versions =
    route === null
      ? []
      : languages
          .map((other) => ({ hreflang: other, path: `/${other}${url.rest}` }))
          .filter((version) => !isNotFoundPath(table, config, version.path) && table.match(version.path).match?.route.id === route.id);
  const fallback = versions.find((version) => version.hreflang === config.languages.default);
  const alternates = [
    ...versions.map((version) => ({ hreflang: version.hreflang, href: origin + version.path })),
    ...(fallback ? [{ hreflang: 'x-default', href: origin + fallback.path }] : []),
  ];
  const { canonical, custom } = canonicalOf(config, origin, path);
  const reference = input.reference ?? NO_REFERENCE;
  const page = { language: lng, routeId: route?.id ?? null, params: route ? (url.match?.params ?? {}) : {} };
  // A sport page names its sport; one whose sport is unknown falls back to the site's own words.
  const pageTitle = text ? fillSeoText(text.title, reference, page, config.companyName) : undefined;
  const pageDescription = text ? fillSeoText(text.description, reference, page, config.companyName) : undefined;
  const title = pageTitle ?? config.companyName;
  const description = pageTitle !== undefined && pageDescription !== undefined ? pageDescription : (input.fallbackDescription ?? '');

  return {
    routeId: route?.id ?? null,
    language: lng,
    title,
    description,
    metaRobots,
    ...(text?.hierarchyMetaRobots ? { hierarchyMetaRobots: text.hierarchyMetaRobots } : {}),
    metas: [
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: localeOf(reference, lng) },
      ...versions.filter((v) => v.hreflang !== lng).map((v) => ({ property: 'og:locale:alternate', content: localeOf(reference, v.hreflang) })),
      { property: 'og:site_name', content: config.companyName },
    ],
    ...(custom ? { customCanonical: custom } : {}),
    canonical,
    alternates,
    mediaAlternates: route === null ? [] : (config.seo?.mediaAlternates ?? []).map(({ media, origin: other }) => ({ media, href: other + path })),
  };
}
