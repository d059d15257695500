/**
 * The captcha picture: an SVG, sent as a data: URI (the CSP allows `img-src data:`), drawn with a
 * little jitter and noise so it reads like a captcha. It is no defence against a determined bot —
 * the reference only has to give the client a real challenge to show.
 */
import { randomInt } from 'node:crypto';

export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 5;

export function newCaptchaCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

const WIDTH = 160;
const HEIGHT = 56;
const INKS = ['#1b3a5c', '#5c1b3a', '#2e5c1b', '#5c4a1b', '#3a1b5c'];

export function captchaImage(code: string): string {
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f1ea"/>`,
  ];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<line x1="${randomInt(WIDTH)}" y1="${randomInt(HEIGHT)}" x2="${randomInt(WIDTH)}" y2="${randomInt(HEIGHT)}" stroke="${INKS[i % INKS.length]}" stroke-opacity="0.35" stroke-width="${1 + randomInt(2)}"/>`,
    );
  }
  [...code].forEach((char, i) => {
    const x = 16 + i * 28 + randomInt(-3, 4);
    const y = 38 + randomInt(-4, 5);
    const angle = randomInt(-20, 21);
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" font-family="monospace" font-size="30" font-weight="bold" fill="${INKS[i % INKS.length]}">${char}</text>`,
    );
  });
  parts.push('</svg>');
  return `data:image/svg+xml;base64,${Buffer.from(parts.join('')).toString('base64')}`;
}
