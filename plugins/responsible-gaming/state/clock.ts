/**
 * Time and storage for the timers, behind calls so saga tests run them with fake timers and jsdom's
 * storage. The browser's localStorage may be missing or refuse writes (private modes): then each
 * tab keeps its own deadline.
 */
export const nowMs = (): number => Date.now();

export function readStored<T>(key: string, parse: (v: unknown) => T | null): T | null {
  try {
    const text = globalThis.localStorage?.getItem(key);
    return text ? parse(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Nowhere to keep it: this tab's timer still runs from memory.
  }
}
