/**
 * No dead links: for every site config and every language a guest may use, each page of the
 * catalog that the config serves is rendered as a first load, and every link in it (the shell's
 * header, navigation and footer included) is followed as a first load too. A link that answers 404
 * (a route the config disables, a path no route matches, or data that does not exist) fails, named
 * with the config, the page it is on and where it leads. Each page's markup is held to its own
 * Content-Security-Policy too (nothing inline the policy blocks). The walk is ./link-walk.ts, run in a Node
 * process of its own (see there why).
 *
 * Pages a guest sees only as a sign-in (signed-in pages) carry no markup on a first load, so their
 * links are not in reach here.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIGS, guestLanguages, internalLinks, policyBreaks, shapeOf, type LinkWalk } from './link-walk.ts';

const WALK = fileURLToPath(new URL('./link-walk.ts', import.meta.url));

let walks: LinkWalk[];
beforeAll(async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', WALK], { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'test' } });
  walks = JSON.parse(stdout.trim().split('\n').at(-1)!) as LinkWalk[];
}, 240_000);

describe('no dead links, for every site config and language', () => {
  it('finds internal links on the pages', () => {
    expect(internalLinks('<a class="x" href="/en/line?x=1&amp;y=2#top">a</a><a href="https://example.com">b</a><a href="mailto:a@b.c">c</a>')).toEqual(['/en/line?x=1&y=2']);
  });

  it('follows one link of each shape: ids are placeholders, names are not', () => {
    expect(shapeOf('/en/line/football/12/9000001')).toBe('/en/line/football/#/#');
    expect(shapeOf('/en/line/football/12/9000001?x=1')).toBe('/en/line/football/#/#?x=1');
    expect(shapeOf('/en/slots/vulkan')).toBe('/en/slots/vulkan');
    expect(shapeOf('/en/game/123/book-of-ra')).toBe('/en/game/#/book-of-ra');
  });

  it("finds what a page's policy blocks in its markup: scripts and styles without the nonce, inline styles and handlers, javascript: addresses", () => {
    const policy = "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'; style-src 'self' 'nonce-abc'";
    const clean = '<style nonce="abc">a{}</style><script type="application/json" id="hydration">{}</script><div id="root"><a href="/en/">x</a></div><script nonce="abc">go()</script>';
    expect(policyBreaks(clean, policy)).toEqual([]);
    expect(policyBreaks('<script>go()</script><script nonce="xyz">go()</script><style>a{}</style>', policy)).toHaveLength(3);
    expect(policyBreaks('<div style="color:red">x</div><button onclick="go()">x</button><a href="javascript:go()">x</a>', policy)).toEqual([
      'an inline style attribute: <div style="color:red"',
      'an inline event handler: <button onclick="go()"',
      'a javascript: address: href="javascript:go()"',
    ]);
    // A policy without a nonce allows no inline script at all.
    expect(policyBreaks('<script nonce="abc">go()</script>', "script-src 'self'")).toHaveLength(1);
  });

  for (const config of CONFIGS) {
    for (const lng of guestLanguages(config)) {
      it(`${config.id} (${lng}): every link on every page leads to a page`, () => {
        const walk = walks.find((w) => w.config === config.id && w.lng === lng);
        expect(walk, 'walked').toBeDefined();
        expect(walk!.pages).toBeGreaterThan(20);
        expect(walk!.links).toBeGreaterThan(20);
        expect(walk!.dead).toEqual([]);
        expect(walk!.policyBreaks, 'what the page\'s policy blocks in its first load\'s markup').toEqual([]);
      });
    }
  }
});
