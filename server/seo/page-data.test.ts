// The SEO page data over the test route table: robots, canonical modes, hreflang, media alternates.
import { describe, expect, it } from 'vitest';
import { makeSiteConfig, makeTable } from '../../tests/helpers/fixtures.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { seoHeadTags } from './head.ts';
import { seoPageData } from './page-data.ts';
import { parseSeoTexts, type SeoTexts } from './page-texts.ts';

const table = makeTable();
const texts: SeoTexts = {
  en: {
    home: { title: '{{companyName}}: bets', description: 'Bet at {{companyName}}.' },
    menu: { title: 'Menu', description: 'Everything', metaRobots: 'noindex, follow' },
    promo: { title: 'Promo', description: 'Offers', hierarchyMetaRobots: 'noindex, nofollow' },
  },
  ru: { home: { title: '{{companyName}}: ставки', description: 'Ставки в {{companyName}}.' } },
};
const page = (pathname: string, config: SiteConfig = makeSiteConfig(), status = 200) =>
  seoPageData({ table, config, texts, pathname, origin: 'https://bet.example', status, fallbackDescription: 'Site-wide words' });

describe('SEO page data', () => {
  it('gives the route its texts in the language of the address, with the operator named', () => {
    expect(page('/ru/')).toMatchObject({ routeId: 'home', language: 'ru', title: 'TestBet: ставки', description: 'Ставки в TestBet.', metaRobots: 'index, follow' });
    // A page the texts do not name: the operator's name and the site-wide description.
    expect(page('/en/fast')).toMatchObject({ routeId: 'fast', title: 'TestBet', description: 'Site-wide words' });
  });

  it('links every language a guest is offered (not the hidden one) and x-default, canonical on its own address', () => {
    const data = page('/en/game/5');
    expect(data.canonical).toBe('https://bet.example/en/game/5');
    expect(data.alternates).toEqual([
      { hreflang: 'en', href: 'https://bet.example/en/game/5' },
      { hreflang: 'ru', href: 'https://bet.example/ru/game/5' },
      { hreflang: 'fr', href: 'https://bet.example/fr/game/5' },
      { hreflang: 'x-default', href: 'https://bet.example/en/game/5' },
    ]);
  });

  it('skips languages where the config does not serve the page', () => {
    // rules is enabled (47); vip (99) is not, so it is a 404 with no alternates and noindex.
    expect(page('/en/information/rules').alternates.map((a) => a.hreflang)).toEqual(['en', 'ru', 'fr', 'x-default']);
    const missing = page('/en/vip', makeSiteConfig(), 404);
    expect(missing).toMatchObject({ routeId: null, metaRobots: 'noindex, follow', alternates: [], mediaAlternates: [] });
  });

  it('takes a page’s own robots, hands hierarchy robots down the path, and lets the site override all', () => {
    expect(page('/en/menu').metaRobots).toBe('noindex, follow');
    expect(page('/en/promo').metaRobots).toBe('noindex, nofollow');
    expect(page('/en/promo/12')).toMatchObject({ routeId: 'promo', metaRobots: 'noindex, nofollow' });
    expect(page('/en/fast').metaRobots).toBe('index, follow');
    const staging = makeSiteConfig((c) => (c.seo = { metaRobots: 'noindex, nofollow' }));
    expect(page('/en/', staging).metaRobots).toBe('noindex, nofollow');
  });

  it('points the canonical at the url mode’s address or at the same path on the mirror', () => {
    const url = makeSiteConfig((c) => (c.seo = { canonical: { mode: 'url', targetUrl: 'https://main.example/en/' } }));
    expect(page('/en/fast', url)).toMatchObject({ canonical: 'https://main.example/en/', customCanonical: { mode: 'url', targetUrl: 'https://main.example/en/' } });
    const mirror = makeSiteConfig((c) => (c.seo = { canonical: { mode: 'mirror', domain: { host: 'mirror.example' } } }));
    expect(page('/ru/fast', mirror)).toMatchObject({
      canonical: 'https://mirror.example/ru/fast',
      customCanonical: { mode: 'mirror', targetUrl: 'https://mirror.example/ru/fast', domain: { host: 'mirror.example' } },
    });
  });

  it('names the other screens’ versions of the page', () => {
    const config = makeSiteConfig((c) => (c.seo = { mediaAlternates: [{ media: 'only screen and (min-width: 1024px)', origin: 'https://desktop.example' }] }));
    expect(page('/en/menu', config).mediaAlternates).toEqual([{ media: 'only screen and (min-width: 1024px)', href: 'https://desktop.example/en/menu' }]);
  });
});

describe('SEO head tags', () => {
  it('writes robots, canonical, alternates and Open Graph, escaping every value', () => {
    const tags = seoHeadTags({ ...page('/en/'), title: 'A "quoted" <title>' , metas: [{ property: 'og:title', content: 'A "quoted" <title>' }] });
    expect(tags).toContain('<meta name="robots" content="index, follow">');
    expect(tags).toContain('<link rel="canonical" href="https://bet.example/en/">');
    expect(tags).toContain('<link rel="alternate" hreflang="ru" href="https://bet.example/ru/">');
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://bet.example/en/">');
    expect(tags).toContain('<meta property="og:title" content="A &quot;quoted&quot; &lt;title&gt;">');
  });
});

describe('SEO texts file', () => {
  it('refuses entries without a title, with unknown fields or malformed robots', () => {
    expect(() => parseSeoTexts({ en: { home: { description: 'x' } } }, 'f')).toThrow('en.home has no title');
    expect(() => parseSeoTexts({ en: { home: { title: 't', description: 'd', extra: 1 } } }, 'f')).toThrow('unknown fields extra');
    expect(() => parseSeoTexts({ en: { home: { title: 't', description: 'd', metaRobots: '<script>' } } }, 'f')).toThrow('malformed metaRobots');
    expect(parseSeoTexts({ en: { home: { title: 't', description: 'd' } } }, 'f')).toEqual({ en: { home: { title: 't', description: 'd' } } });
  });
});
