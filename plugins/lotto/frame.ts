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
