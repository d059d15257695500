import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Field, fieldDescribedBy, RemoteState, RouteLink, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../schemas.ts';
import { parseSearch } from '../extras/answers.ts';
import { GameSection } from '../extras/GameItem.tsx';
import { useSportName } from '../extras/ui.tsx';
import { TeamLink } from '../extras/TeamLink.tsx';
import { teamsMatching } from '../extras/team.ts';
import '../extras/extras.css';

export { extrasSlices as slices, extrasSagas as sagas } from '../extras/state.ts';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

function queryOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

/**
 * The search field and the URL's ?q=: the URL follows the field once typing pauses (a search can be
 * shared, and back returns to the one before), and the field follows a search that comes from
 * elsewhere (a link, back) without undoing what is being typed.
 */
function useSearchInUrl(): { typed: string; setTyped(text: string): void; settled: string } {
  const location = useLocation();
  const navigate = useNavigate();
  const settled = queryOf(location.search);
  const [typed, setTyped] = useState(settled);
  const sent = useRef(settled);
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === settled) return undefined;
    const timer = setTimeout(() => {
      sent.current = wanted;
      const params = new URLSearchParams(location.search);
      if (wanted === '') params.delete('q');
      else params.set('q', wanted);
      const search = params.toString();
      navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, settled, location.pathname, location.search, navigate]);
  useEffect(() => {
    if (settled === sent.current) return;
    sent.current = settled;
    setTyped(settled);
  }, [settled]);
  return { typed, setTyped, settled };
}

/** The teams the search names, as links to their pages. */
function TeamsFound({ names, query }: { names: readonly string[]; query: string }): ReactNode {
  const { t } = useTexts('sports-extras');
  const teams = teamsMatching(names, query);
  if (teams.length === 0) return null;
  return (
    <section className="extras-section" aria-labelledby="search-teams">
      <h2 id="search-teams" className="extras-section__title">
        {t('extras_search_teams')}
      </h2>
      <ul className="extras-teams">
        {teams.map((name) => (
          <li key={name}>
            <TeamLink name={name} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Search of games in play and in the line by team or championship, as the player types: sent once
 * typing pauses (the search is the URL's ?q=), under one key so a newer search supersedes the one
 * still running (its answer is dropped), results grouped by sport, teams found as links.
 */
export default function SearchEventsPage(_props: PageProps): ReactNode {
  const { t } = useTexts('sports-extras');
  const sportName = useSportName();
  const id = useId();
  const { typed: text, setTyped: setText, settled } = useSearchInUrl();
  const field = useRef<HTMLInputElement>(null);
  // Letters typed into the server's markup before the app took it over are kept, not wiped by the
  // first render (hydration leaves the field's value as the player left it).
  useEffect(() => {
    const typedEarly = field.current?.value;
    if (typedEarly !== undefined && typedEarly !== text) setText(typedEarly);
    // Once, as the page is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const tooShort = settled.length < SEARCH_MIN_LENGTH;
  const results = useRemoteData('sports-extras/search', '/sports-extras/search', { query: { q: settled }, parse: parseSearch, skip: tooShort });
  const typedTooShort = text.trim().length > 0 && text.trim().length < SEARCH_MIN_LENGTH;
  const hint = typedTooShort ? null : t('extras_search_hint', { count: SEARCH_MIN_LENGTH });
  const error = typedTooShort ? t('extras_search_too_short', { count: SEARCH_MIN_LENGTH }) : null;

  return (
    <article className="extras-page" aria-labelledby="search-title">
      <h1 id="search-title" className="extras-page__title">
        {t('extras_search_title')}
      </h1>
      <form className="extras-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <Field id={`${id}-q`} label={t('extras_search_label')} hint={hint} error={error}>
          <input
            ref={field}
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy(`${id}-q`, { hint, error })}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
      </form>
      {!tooShort && (
        <div aria-live="polite">
          <RemoteState
            status={results.status}
            error={results.error}
            onRetry={results.reload}
            isEmpty={results.data?.groups.length === 0}
            empty={
              <div className="extras-empty">
                <p>{t('extras_search_empty', { query: settled })}</p>
                <p>{t('extras_search_try')}</p>
                <RouteLink to="sports" className="extras-next">
                  {t('extras_to_line')}
                </RouteLink>
              </div>
            }
          >
            {results.data && <TeamsFound names={results.data.groups.flatMap((g) => g.games.flatMap((game) => [game.home, game.away]))} query={settled} />}
            {results.data?.groups.map((group) => (
              <GameSection key={group.sport} title={t('extras_search_group', { sport: sportName(group.sport, group.name), count: group.games.length })} games={group.games} />
            ))}
          </RemoteState>
        </div>
      )}
    </article>
  );
}
