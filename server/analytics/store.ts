/**
 * What players' browsers send us (performance reports, analytics events), kept in memory for the
 * server's life. A ring: the newest `capacity` entries, so a flood of reports costs bounded memory.
 */
export interface Received<T> {
  receivedAt: string;
  host: string;
  item: T;
}

export class Ring<T> {
  private readonly items: Received<T>[] = [];
  constructor(private readonly capacity: number) {}

  add(host: string, item: T, now: number): void {
    this.items.push({ receivedAt: new Date(now).toISOString(), host, item });
    if (this.items.length > this.capacity) this.items.splice(0, this.items.length - this.capacity);
  }

  /** Newest first. */
  list(host?: string): Received<T>[] {
    return this.items.filter((r) => host === undefined || r.host === host).reverse();
  }
}

/** The 75th percentile (nearest rank) of the numbers, or null when there are none. */
export function p75(values: readonly (number | null | undefined)[]): number | null {
  const known = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (known.length === 0) return null;
  return known[Math.ceil(known.length * 0.75) - 1]!;
}
