import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Field, fieldDescribedBy, useTexts } from '@plugin-api';
import { CATEGORIES, type Lobby } from '../model.ts';
import { MIN_SEARCH_LENGTH, searchWith, type LobbyFilters as Filters, type LobbyView } from '../lobby-query.ts';

/** Typing pauses this long before the list follows, so a word costs one request, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The lobby's filters, all kept in the URL (a filtered lobby can be shared, and back undoes a
 * filter): category chips, the provider and the search as it is typed.
 */
export function LobbyFilters({ view, filters, lobby, autoFocusSearch = false }: { view: LobbyView; filters: Filters; lobby: Lobby | null; autoFocusSearch?: boolean }): ReactNode {
  const { t } = useTexts('casino');
  const location = useLocation();
  const navigate = useNavigate();
  const searchId = useId();
  const providerId = useId();
  const [typed, setTyped] = useState(filters.search);
  const latestSearch = useRef(location.search);
  latestSearch.current = location.search;

  // The search this field last put in the URL: a different one came from elsewhere (back, a link).
  const sent = useRef(filters.search);

  // The URL follows the field once typing pauses; what was typed stays in the field whatever happens.
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === filters.search) return;
    const timer = setTimeout(() => {
      sent.current = wanted;
      navigate(`${location.pathname}${searchWith(latestSearch.current, 'search', wanted)}`, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters.search, location.pathname, navigate]);

  useEffect(() => {
    if (filters.search === sent.current) return;
    sent.current = filters.search;
    setTyped(filters.search);
  }, [filters.search]);

  const tooShort = typed.trim().length > 0 && typed.trim().length < MIN_SEARCH_LENGTH;
  const hint = tooShort ? undefined : t('casino_search_hint', { min: MIN_SEARCH_LENGTH });
  const error = tooShort ? t('casino_search_too_short', { min: MIN_SEARCH_LENGTH }) : undefined;

  return (
    <div className="casino-filters">
      <nav className="casino-chips" aria-label={t('casino_categories')}>
        <ul className="casino-chips__list">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                className={`casino-chip${filters.category === category ? ' casino-chip--on' : ''}`}
                to={`${location.pathname}${searchWith(location.search, 'category', category, view.defaultCategory)}`}
                replace
                aria-current={filters.category === category ? 'true' : undefined}
              >
                {t(`casino_category_${category}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="casino-filters__fields">
        <Field id={searchId} label={t('casino_search_label')} hint={hint} error={error}>
          <input
            id={searchId}
            className="casino-filters__input"
            type="search"
            inputMode="search"
            autoComplete="off"
            // The search page is there to search: the field is ready for typing.
            autoFocus={autoFocusSearch}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={tooShort || undefined}
            aria-describedby={fieldDescribedBy(searchId, { hint, error })}
          />
        </Field>
        {view.provider === null && (
          <Field id={providerId} label={t('casino_provider_label')}>
            <select
              id={providerId}
              className="casino-filters__select"
              value={filters.provider}
              onChange={(event) => navigate(`${location.pathname}${searchWith(location.search, 'provider', event.target.value)}`, { replace: true })}
            >
              <option value="">{t('casino_provider_all')}</option>
              {/* The chosen provider stays listed even before the providers have arrived. */}
              {!lobby && filters.provider && <option value={filters.provider}>{filters.provider}</option>}
              {lobby?.providers.map((provider) => (
                <option key={provider.id} value={provider.id}>
                  {provider.name}
                </option>
              ))}
            </select>
          </Field>
        )}
      </div>
    </div>
  );
}
