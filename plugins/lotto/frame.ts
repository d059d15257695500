/** Which toto frame may be shown: only an http(s) address on the provider origin the site config names. */
export function totoFrameAllowed(url: string, origin: string | null | undefined): boolean {
  if (!origin) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === origin;
  } catch {
    return false;
  }
}

/**
 * The sandbox of the toto frame: the provider's page runs its own scripts and forms on its own origin
 * (which cannot reach this site's) and may open windows (its rules). A window it opens stays
 * sandboxed like the frame, unless the site config names the frame's origin as one whose provider
 * needs its popups free (`lotto.toto.popupsEscapeSandbox`).
 */
export function totoSandbox(frameOrigin: string, popupsEscapeFrom: readonly string[]): string {
  const tokens = ['allow-scripts', 'allow-forms', 'allow-same-origin', 'allow-popups'];
  if (popupsEscapeFrom.includes(frameOrigin)) tokens.push('allow-popups-to-escape-sandbox');
  return tokens.join(' ');
}
