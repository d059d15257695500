/**
 * The home-screen icons as PNG (iOS takes no SVG for apple-touch-icon, and installable Chromium apps
 * want a 192 and a 512 PNG): the site's theme colour with a ring in whichever of black or white reads
 * better on it. Encoded here (deflate from node:zlib) so the reference needs no image library.
 */
import { deflateSync } from 'node:zlib';

/** Apple-touch icon sizes, in pixels. */
export const APPLE_TOUCH_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;

/** iOS up to this major version is given the precomposed icon type. */
export const LAST_PRECOMPOSED_IOS = 14;

export function isIconSize(size: number): boolean {
  return (APPLE_TOUCH_ICON_SIZES as readonly number[]).includes(size);
}

export function appleTouchIconPath(size: number, precomposed: boolean): string {
  return `/icons/apple-touch-icon-${size}x${size}${precomposed ? '-precomposed' : ''}.png`;
}

/** The iOS major version of a user agent (iPhone, iPad, iPod), or null for anything else. */
export function iosVersionOf(userAgent: string | undefined): number | null {
  const match = /\((?:iPhone|iPad|iPod)[^)]*? OS (\d+)_/.exec(userAgent ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The tab's icon, then <link> tags for every apple-touch icon size (the precomposed type for iOS 14 and
 * older). Without a tab icon the browser asks for a favicon.ico the site does not have, and logs its 404.
 */
export function appleTouchIconLinks(userAgent: string | undefined): string {
  const ios = iosVersionOf(userAgent);
  const precomposed = ios !== null && ios <= LAST_PRECOMPOSED_IOS;
  const rel = precomposed ? 'apple-touch-icon-precomposed' : 'apple-touch-icon';
  const tabIcon = `<link rel="icon" type="image/png" sizes="192x192" href="${appleTouchIconPath(192, false)}">`;
  return tabIcon + APPLE_TOUCH_ICON_SIZES.map((size) => `<link rel="${rel}" sizes="${size}x${size}" href="${appleTouchIconPath(size, precomposed)}">`).join('');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function rgbOf(hex: string): [number, number, number] {
  return [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
}

/** A square PNG (8-bit RGB): `background` with a ring of `foreground` in the middle. */
export function ringIconPng(size: number, background: string, foreground: string): Buffer {
  const [bg, fg] = [rgbOf(background), rgbOf(foreground)];
  const center = (size - 1) / 2;
  const [outer, inner] = [size * 0.3, size * 0.2];
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3); // each row starts with filter type 0 (none)
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x - center, y - center);
      const [r, g, b] = distance <= outer && distance >= inner ? fg : bg;
      rows.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, filter 0, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
