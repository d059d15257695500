import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Field, fieldDescribedBy, RemoteState, RouteLink, useRemoteData, useTexts } from '@plugin-api';
import { parseCricketEvents } from './answers.ts';
import { CricketFrame } from './CricketFrame.tsx';
import { useCricketFavorites } from './favorites.ts';
import { GameGroups } from './GameCard.tsx';
import { cricketGameTarget } from './targets.ts';

/** Text shorter than this is not sent; longer than SEARCH_MAX is refused by the server too. */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 50;
/** Typing pauses this long before a search is asked for. */
export const SEARCH_DEBOUNCE_MS = 300;

function Results({ text }: { text: string }): ReactNode {
  const { t } = useTexts('cricket');
  const favorites = useCricketFavorites();
  // One key per text: an answer to an older text is never shown for a newer one.
  const found = useRemoteData(`cricket/search/${text}`, '/cricket/search', { query: { q: text }, parse: parseCricketEvents });
  return (
    <div aria-live="polite">
      <RemoteState
        status={found.status}
        error={found.error}
        onRetry={found.reload}
        isEmpty={found.data?.games.length === 0}
        empty={
          <>
            <p>{t('cricket_search_nothing', { text })}</p>
            <RouteLink to="cricket-all-events" className="cricket-next">
              {t('cricket_see_all_events')}
            </RouteLink>
          </>
        }
      >
        {found.data && (
          <>
            <p className="cricket-found">{t('cricket_search_found', { count: found.data.games.length })}</p>
            <GameGroups games={found.data.games} targetOf={cricketGameTarget} favorites={favorites} />
          </>
        )}
      </RemoteState>
    </div>
  );
}

/** Search cricket games by team or championship as the visitor types; the text stays in the address. */
export function CricketSearch({ query }: { query: string }): ReactNode {
  const { t } = useTexts('cricket');
  const navigate = useNavigate();
  const location = useLocation();
  const fromUrl = new URLSearchParams(query).get('q') ?? '';
  const [text, setText] = useState(fromUrl);
  const [settled, setSettled] = useState(fromUrl.trim());

  // A search that comes from elsewhere (a link, back) replaces what the field holds; the address
  // catching up with this page's own search does not (the player may have typed on meanwhile).
  const settledRef = useRef(settled);
  settledRef.current = settled;
  useEffect(() => {
    if (fromUrl.trim() === settledRef.current) return;
    setText(fromUrl);
    setSettled(fromUrl.trim());
  }, [fromUrl]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === settled) return undefined;
    const timer = setTimeout(() => {
      setSettled(wanted);
      const search = wanted === '' ? '' : `?q=${encodeURIComponent(wanted)}`;
      void navigate({ pathname: location.pathname, search }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, settled, navigate, location.pathname]);

  const tooLong = text.trim().length > SEARCH_MAX;
  const hint = t('cricket_search_hint', { min: SEARCH_MIN });
  const error = tooLong ? t('cricket_search_too_long', { max: SEARCH_MAX }) : undefined;
  const ready = settled.length >= SEARCH_MIN && settled.length <= SEARCH_MAX;
  return (
    <CricketFrame title={t('cricket_search')}>
      <form className="cricket-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <Field id="cricket-search-text" label={t('cricket_search_label')} hint={hint} error={error}>
          <input
            id="cricket-search-text"
            className="cricket-search__input"
            type="search"
            value={text}
            autoComplete="off"
            aria-invalid={tooLong || undefined}
            aria-describedby={fieldDescribedBy('cricket-search-text', { hint, error })}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
      </form>
      {ready ? <Results text={settled} /> : <p className="cricket-empty">{t('cricket_search_start')}</p>}
    </CricketFrame>
  );
}
