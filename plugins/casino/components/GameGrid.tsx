import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, RemoteState, useAppDispatch, useAppSelector, useTexts } from '@plugin-api';
import { gameListShown, gamesPageRequested, listKeyOf, selectGameList, type ListQuery } from '../games-slice.ts';
import { useFavorites } from './favorites.ts';
import { GameTile, SkeletonTile } from './GameTile.tsx';
import { columnsFor, pagesFor, TILE_GAP, visibleRows, type RowWindow } from './windowing.ts';

/** Columns before the grid could measure itself (the server's render, a phone's first paint). */
const FIRST_COLUMNS = 3;
/** Rows rendered before the grid knows a row's height: a phone's first screen and a bit. */
const FIRST_ROWS = 4;
/** Tiles a phone shows without scrolling: their pictures are not left for later. */
const FIRST_SCREEN_TILES = 6;

/**
 * A game list of any length: only the rows near the viewport are in the DOM, the others are stood
 * in for by padding of their height, and the API's pages are fetched as the rows that hold them
 * come near. While the first page loads, `skeletonCount` stand-in tiles keep the place.
 */
export function GameGrid({ query, skeletonCount, label, empty }: {
  query: ListQuery;
  skeletonCount: number;
  /** The list's accessible name. */
  label: string;
  /** What to say, and the next step, when no game matches. */
  empty: ReactNode;
}): ReactNode {
  const { t } = useTexts('casino');
  const dispatch = useAppDispatch();
  const key = listKeyOf(query);
  const list = useAppSelector((state) => selectGameList(state, key));
  const favorites = useFavorites();
  const listRef = useRef<HTMLUListElement>(null);
  const [columns, setColumns] = useState(FIRST_COLUMNS);
  // The row height and the rows in the DOM change together: one state, one render per measure.
  const [{ rowPitch, rows }, setWindow] = useState<{ rowPitch: number; rows: RowWindow }>({ rowPitch: 0, rows: { start: 0, end: FIRST_ROWS } });
  // The query object is rebuilt on every render; the key is what identifies the list.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableQuery = useMemo(() => query, [key]);

  const shownKey = useRef<string | null>(null);
  useEffect(() => {
    dispatch(gameListShown({ key }));
    dispatch(gamesPageRequested({ key, query: stableQuery, page: 1 }));
    // Another list (a filter, a search) starts at its top; the first one keeps the page where it is.
    if (shownKey.current !== null && shownKey.current !== key && listRef.current && listRef.current.getBoundingClientRect().top < 0) {
      listRef.current.scrollIntoView({ block: 'start' });
    }
    shownKey.current = key;
  }, [dispatch, key, stableQuery]);

  const total = list.total ?? 0;
  const rowCount = Math.ceil(total / columns);

  // Where the viewport is over the grid decides the rows; measured again on scroll and resize, at most once a frame.
  // The last row height seen: rows out of the DOM keep it while no tile is there to measure.
  const pitchRef = useRef(0);
  const measure = useCallback(() => {
    const element = listRef.current;
    if (!element) return;
    const nextColumns = columnsFor(element.clientWidth);
    setColumns((c) => (c === nextColumns ? c : nextColumns));
    const tile = element.querySelector<HTMLElement>('.casino-tile');
    if (tile && tile.offsetHeight > 0) pitchRef.current = tile.offsetHeight + TILE_GAP;
    const pitch = pitchRef.current;
    if (pitch <= 0 || total === 0) return;
    const next = visibleRows(element.getBoundingClientRect().top, window.innerHeight, pitch, Math.ceil(total / nextColumns));
    setWindow((w) => (w.rowPitch === pitch && w.rows.start === next.start && w.rows.end === next.end ? w : { rowPitch: pitch, rows: next }));
  }, [total]);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [measure]);

  const start = rowPitch > 0 ? rows.start : 0;
  const end = rowPitch > 0 ? rows.end : Math.min(rowCount, FIRST_ROWS);

  // Pages of the rows in the DOM are asked for; the slice ignores those loaded or on their way.
  useEffect(() => {
    if (list.total === null) return;
    for (const page of pagesFor(start * columns, Math.min(total, end * columns), list.pageSize)) {
      if (!list.pages[page] && !list.loading.includes(page) && !list.error) dispatch(gamesPageRequested({ key, query: stableQuery, page }));
    }
  }, [dispatch, key, stableQuery, start, end, columns, total, list]);

  // The stand-in height of the rows not in the DOM, set through the CSS object model: the strict CSP
  // refuses style attributes, not properties a script sets on an element.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    element.style.setProperty('--casino-columns', String(columns));
    element.style.setProperty('--casino-before', `${start * rowPitch}px`);
    element.style.setProperty('--casino-after', `${Math.max(0, rowCount - end) * rowPitch}px`);
  }, [columns, start, end, rowCount, rowPitch]);

  const retry = useCallback(() => {
    const page = list.total === null ? 1 : (pagesFor(start * columns, Math.min(total, end * columns), list.pageSize).find((p) => !list.pages[p]) ?? 1);
    dispatch(gamesPageRequested({ key, query: stableQuery, page }));
  }, [dispatch, key, stableQuery, list, start, end, columns, total]);

  if (list.total === null && list.error) return <RemoteState status="error" error={list.error} onRetry={retry} />;
  if (list.total === 0) return <RemoteState status="ready" isEmpty empty={empty} onRetry={retry} />;

  const tiles: ReactNode[] = [];
  if (list.total === null) {
    for (let i = 0; i < skeletonCount; i += 1) tiles.push(<SkeletonTile key={`s${i}`} />);
  } else {
    for (let index = start * columns; index < Math.min(total, end * columns); index += 1) {
      const game = list.pages[Math.floor(index / list.pageSize) + 1]?.[index % list.pageSize];
      tiles.push(
        game ? (
          <GameTile
            key={game.id}
            game={game}
            position={index + 1}
            total={total}
            favorite={favorites.enabled ? favorites.isFavorite(game.id) : undefined}
            onToggleFavorite={favorites.toggle}
            firstScreen={index < FIRST_SCREEN_TILES}
          />
        ) : (
          <SkeletonTile key={`s${index}`} />
        ),
      );
    }
  }

  return (
    <div className="casino-grid">
      <p className="casino-grid__count" role="status" aria-live="polite">
        {list.total === null ? t('casino_games_loading') : t('casino_games_count', { count: total })}
      </p>
      <ul ref={listRef} className="casino-grid__list" aria-label={label} aria-busy={list.total === null}>
        {tiles}
      </ul>
      {list.total !== null && list.error && (
        <div className="casino-grid__more-error" role="alert">
          <p>{t('casino_games_page_failed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('casino_retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
