/**
 * The page's Core Web Vitals, measured with the browser's own PerformanceObserver (the entries are
 * buffered, so observing when the analytics module arrives still sees the page's start):
 *
 *   LCP  the start time of the last largest-contentful-paint entry;
 *   CLS  the largest session window of layout shifts without recent input (shifts less than 1 s
 *        apart, a window at most 5 s long);
 *   INP  the slowest interaction so far (an interaction's longest event); with 50 or more
 *        interactions one per 50 is left out, as the metric's definition does for outliers;
 *   TTFB the navigation's responseStart.
 *
 * Why not the web-vitals library: it reports final values when the page is hidden, while our report
 * goes at 10 s; what we need is these few lines, not another 2 KB.
 */
export interface Vitals {
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  ttfb: number | null;
}

export interface VitalsCollector {
  read(): Vitals;
  stop(): void;
}

interface ShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

interface EventEntry extends PerformanceEntry {
  interactionId?: number;
}

const round = (ms: number): number => Math.round(ms);

/** CLS: the largest session window of shifts. */
export function clsOf(shifts: readonly { startTime: number; value: number }[]): number {
  let best = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.startTime - last < 1000 && shift.startTime - first < 5000) {
      current += shift.value;
    } else {
      current = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    best = Math.max(best, current);
  }
  return Math.round(best * 10000) / 10000;
}

/** INP: from each interaction's longest event, the slowest, leaving out one per 50 interactions. */
export function inpOf(events: readonly { interactionId?: number; duration: number }[]): number | null {
  const longest = new Map<number, number>();
  for (const event of events) {
    if (!event.interactionId) continue;
    longest.set(event.interactionId, Math.max(longest.get(event.interactionId) ?? 0, event.duration));
  }
  if (longest.size === 0) return null;
  const sorted = [...longest.values()].sort((a, b) => b - a);
  return round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length / 50))]!);
}

export function collectVitals(): VitalsCollector | null {
  if (typeof PerformanceObserver === 'undefined' || typeof performance === 'undefined') return null;
  const supported = PerformanceObserver.supportedEntryTypes ?? [];
  let lcp: number | null = null;
  const shifts: ShiftEntry[] = [];
  const events: EventEntry[] = [];
  const observers: PerformanceObserver[] = [];
  const observe = (type: string, onEntries: (entries: PerformanceEntryList) => void, extra: Record<string, unknown> = {}) => {
    if (!supported.includes(type)) return;
    try {
      const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
      observer.observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
      observers.push(observer);
    } catch {
      // An entry type this browser lists but refuses: that metric stays unknown.
    }
  };
  observe('largest-contentful-paint', (entries) => {
    const last = entries[entries.length - 1];
    if (last) lcp = round(last.startTime);
  });
  observe('layout-shift', (entries) => {
    for (const entry of entries as ShiftEntry[]) if (!entry.hadRecentInput) shifts.push(entry);
  });
  observe('event', (entries) => events.push(...(entries as EventEntry[])), { durationThreshold: 40 });
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const ttfb = navigation && navigation.responseStart > 0 ? round(navigation.responseStart) : null;
  const supportsShifts = supported.includes('layout-shift');
  return {
    read() {
      // Entries the browser queued but has not delivered yet.
      for (const observer of observers) {
        const pending = observer.takeRecords();
        for (const entry of pending) {
          if (entry.entryType === 'largest-contentful-paint') lcp = round(entry.startTime);
          else if (entry.entryType === 'layout-shift' && !(entry as ShiftEntry).hadRecentInput) shifts.push(entry as ShiftEntry);
          else if (entry.entryType === 'event') events.push(entry as EventEntry);
        }
      }
      return { lcp, inp: inpOf(events), cls: supportsShifts ? clsOf(shifts) : null, ttfb };
    },
    stop() {
      for (const observer of observers) observer.disconnect();
    },
  };
}
