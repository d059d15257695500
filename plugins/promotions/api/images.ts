/**
 * The landing pictures: small SVG scenes drawn here, so the reference needs no image files. They carry
 * no text (what they show is said in each block's alt text, in the reader's language).
 */

const WIDTH = 640;
const HEIGHT = 320;

interface Scene {
  readonly sky: string;
  readonly ground: string;
  readonly shapes: string;
}

const SCENES: Readonly<Record<string, Scene>> = {
  'welcome-hero': {
    sky: '#0d2a4a',
    ground: '#1f7a3a',
    shapes:
      '<circle cx="320" cy="230" r="60" fill="none" stroke="#fff" stroke-width="4"/><line x1="320" y1="150" x2="320" y2="320" stroke="#fff" stroke-width="4"/>' +
      '<circle cx="320" cy="230" r="16" fill="#fff"/><circle cx="120" cy="40" r="14" fill="#ffe9a8"/><circle cx="520" cy="40" r="14" fill="#ffe9a8"/>',
  },
  'derby-hero': {
    sky: '#2a0d36',
    ground: '#1f6a34',
    shapes:
      '<rect x="0" y="90" width="320" height="60" fill="#c8102e"/><rect x="320" y="90" width="320" height="60" fill="#1c4fa0"/>' +
      '<circle cx="320" cy="240" r="18" fill="#fff"/><circle cx="320" cy="40" r="16" fill="#ffe9a8"/>',
  },
};

export const imageExists = (name: string): boolean => Object.hasOwn(SCENES, name);

/** Where a scene is served and its size (the page reserves its box before it loads). */
export function imageOf(name: string): { url: string; width: number; height: number } {
  if (!imageExists(name)) throw new Error(`No landing picture "${name}" (known: ${Object.keys(SCENES).join(', ')})`);
  return { url: `/web-api/promo/images/${name}.svg`, width: WIDTH, height: HEIGHT };
}

export function imageSvg(name: string): string | undefined {
  const scene = SCENES[name];
  if (!scene) return undefined;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${scene.sky}"/><rect y="150" width="${WIDTH}" height="170" fill="${scene.ground}"/>${scene.shapes}</svg>`
  );
}
