/**
 * Which rows of a long grid are near the viewport: pure arithmetic, so it is tested without a browser.
 * The grid keeps only those rows in the DOM and stands in for the others with padding of their height.
 */

export const TILE_MIN_WIDTH = 104;
export const TILE_GAP = 8;
/** Rows kept beyond each edge of the viewport, so a flick does not show blank space first. */
export const OVERSCAN_ROWS = 2;

/** As many columns as fit tiles of at least TILE_MIN_WIDTH, never fewer than two. */
export function columnsFor(width: number): number {
  return Math.max(2, Math.floor((width + TILE_GAP) / (TILE_MIN_WIDTH + TILE_GAP)));
}

export interface RowWindow {
  /** First row in the DOM (0-based) and the row after the last one. */
  readonly start: number;
  readonly end: number;
}

/**
 * The rows to render, given where the grid's top is relative to the viewport's top (negative once
 * scrolled past), the viewport's height, a row's height (gap included) and the number of rows.
 */
export function visibleRows(gridTop: number, viewportHeight: number, rowHeight: number, rowCount: number, overscan = OVERSCAN_ROWS): RowWindow {
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, -gridTop) / rowHeight);
  const last = Math.ceil(Math.max(0, viewportHeight - gridTop) / rowHeight);
  const start = Math.min(rowCount, Math.max(0, first - overscan));
  const end = Math.min(rowCount, Math.max(start, last + overscan));
  return { start, end };
}

/** The API pages (1-based, `pageSize` games each) holding the items [from, to). */
export function pagesFor(from: number, to: number, pageSize: number): number[] {
  if (to <= from) return [];
  const first = Math.floor(from / pageSize) + 1;
  const last = Math.floor((to - 1) / pageSize) + 1;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
