import { describe, expect, it } from 'vitest';
import { EMPTY_SEO_BLOCK, fillSeoBlock, seoBlockInnerHtml } from './block.ts';

const content = { title: 'Live <betting> & more', paragraphs: ['First "one".', 'Second'] };
const image = { src: '/web-api/seo/images/scoreboard.svg', alt: 'A scoreboard', width: 640, height: 240 };

describe('the SEO block on the server', () => {
  it('folds the text under its title, pictures first, everything escaped', () => {
    expect(seoBlockInnerHtml(content, [image])).toBe(
      '<details class="seo-block__details"><summary class="seo-block__summary">Live &lt;betting&gt; &amp; more</summary><div class="seo-block__body">' +
        '<img class="seo-block__image" src="/web-api/seo/images/scoreboard.svg" alt="A scoreboard" width="640" height="240" loading="lazy" decoding="async">' +
        '<p class="seo-block__text">First &quot;one&quot;.</p><p class="seo-block__text">Second</p></div></details>',
    );
    expect(seoBlockInnerHtml(null, [image])).toBe('');
  });

  it('fills the empty block the page rendered, once, and leaves pages without one alone', () => {
    const page = `<main>x</main>${EMPTY_SEO_BLOCK}<footer>$&</footer>`;
    const filled = fillSeoBlock(page, '<p>$& text</p>');
    expect(filled).toBe('<main>x</main><section id="seo-block" class="seo-block"><p>$& text</p></section><footer>$&</footer>');
    expect(fillSeoBlock('<main>x</main>', '<p>text</p>')).toBe('<main>x</main>');
    expect(fillSeoBlock(page, '')).toBe(page);
  });
});
