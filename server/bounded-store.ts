/**
 * A map with a ceiling on size and on age, for what callers without a token can make the server
 * remember (social sign-up states, support requests, QR and captcha states, reset links ...): a flood
 * of guest requests costs bounded memory and is forgotten, instead of growing until the process dies.
 *
 * An entry lives `maxAgeMs` from its last `set`; past `maxEntries` the oldest is evicted. Insertion
 * order is age order (a `set` moves the entry to the end), so both limits are kept by dropping from
 * the front: O(1) per write, however full the map.
 */
export interface Bounds {
  readonly maxEntries: number;
  readonly maxAgeMs: number;
}

interface Stored<V> {
  readonly value: V;
  readonly storedAt: number;
}

export class BoundedMap<K, V> {
  private readonly stored = new Map<K, Stored<V>>();

  constructor(
    readonly bounds: Bounds,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    this.forgetExpired();
    return this.stored.size;
  }

  get(key: K): V | undefined {
    const entry = this.stored.get(key);
    if (entry === undefined) return undefined;
    if (this.isExpired(entry)) {
      this.stored.delete(key);
      return undefined;
    }
    return entry.value;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  set(key: K, value: V): this {
    this.stored.delete(key);
    this.stored.set(key, { value, storedAt: this.now() });
    this.forgetExpired();
    while (this.stored.size > this.bounds.maxEntries) this.stored.delete(this.stored.keys().next().value as K);
    return this;
  }

  delete(key: K): boolean {
    return this.stored.delete(key);
  }

  /** The live entries, oldest first. */
  *entries(): IterableIterator<[K, V]> {
    this.forgetExpired();
    for (const [key, entry] of this.stored) yield [key, entry.value];
  }

  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries();
  }

  *values(): IterableIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  private isExpired(entry: Stored<V>): boolean {
    return this.now() - entry.storedAt >= this.bounds.maxAgeMs;
  }

  private forgetExpired(): void {
    for (const [key, entry] of this.stored) {
      if (!this.isExpired(entry)) return;
      this.stored.delete(key);
    }
  }
}
