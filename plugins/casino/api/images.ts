/**
 * The casino's images, drawn by the server as small SVGs: the same input always gives the same bytes,
 * so they can be cached for a year, and each has exactly the width and height the JSON promises.
 */
import { LOGO_SIZE, THUMBNAIL_SIZE, type CatalogGame, type CatalogProvider } from './catalog.ts';

export const PROMOTION_IMAGE_SIZE = { width: 320, height: 160 } as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Up to two lines of at most `max` characters, broken between words. */
function lines(text: string, max: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > max) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out.length > 2 ? [out[0]!, `${out.slice(1).join(' ').slice(0, max - 1)}…`] : out;
}

function svg(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    body +
    '</svg>'
  );
}

export function thumbnailSvg(entry: CatalogGame, provider: CatalogProvider): string {
  const { width, height } = THUMBNAIL_SIZE;
  const hue = provider.hue;
  const textLines = lines(entry.game.name, 16);
  const text = textLines
    .map((line, i) => `<text x="80" y="${62 + (i - (textLines.length - 1) / 2) * 20}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  return svg(
    width,
    height,
    entry.game.name,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},62%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,18%)"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" rx="10" fill="url(#g)"/>` +
      `<circle cx="134" cy="22" r="34" fill="hsl(${(hue + 180) % 360},70%,60%)" opacity=".25"/>` +
      `<g fill="#fff" font-family="system-ui,sans-serif" font-size="16" font-weight="700">${text}</g>` +
      `<text x="80" y="108" text-anchor="middle" fill="#fff" opacity=".8" font-family="system-ui,sans-serif" font-size="10">${escapeXml(provider.name)}</text>`,
  );
}

export function providerLogoSvg(provider: CatalogProvider): string {
  const { width, height } = LOGO_SIZE;
  const initials = provider.name
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
  return svg(
    width,
    height,
    provider.name,
    `<rect width="${width}" height="${height}" rx="8" fill="hsl(${provider.hue},55%,30%)"/>` +
      `<circle cx="24" cy="24" r="16" fill="hsl(${provider.hue},70%,60%)"/>` +
      `<text x="24" y="29" text-anchor="middle" fill="#111" font-family="system-ui,sans-serif" font-size="13" font-weight="700">${escapeXml(initials)}</text>` +
      `<text x="46" y="22" fill="#fff" font-family="system-ui,sans-serif" font-size="11" font-weight="700">${escapeXml(provider.name.split(' ')[0]!.slice(0, 11))}</text>` +
      `<text x="46" y="35" fill="#fff" opacity=".8" font-family="system-ui,sans-serif" font-size="9">${escapeXml(provider.name.split(' ').slice(1).join(' ').slice(0, 13))}</text>`,
  );
}

export function promotionSvg(title: string, hue: number): string {
  const { width, height } = PROMOTION_IMAGE_SIZE;
  const textLines = lines(title, 24);
  const text = textLines.map((line, i) => `<text x="20" y="${70 + i * 26}">${escapeXml(line)}</text>`).join('');
  return svg(
    width,
    height,
    title,
    `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue},65%,32%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},65%,22%)"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" rx="12" fill="url(#p)"/>` +
      `<circle cx="280" cy="40" r="60" fill="#fff" opacity=".08"/><circle cx="250" cy="140" r="40" fill="#fff" opacity=".08"/>` +
      `<g fill="#fff" font-family="system-ui,sans-serif" font-size="22" font-weight="700">${text}</g>`,
  );
}
