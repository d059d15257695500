import { useId, useState, type ReactNode } from 'react';
import { Field, RemoteState, RouteLink, useTexts, type PageProps } from '@plugin-api';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';
import { useLobby } from './reads.ts';

/** Every provider the region offers, with its number of games; a name filter for a long list. */
export function ProvidersPage({ lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const lobby = useLobby(lng);
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const providers = (lobby.data?.providers ?? []).filter((p) => p.gamesCount > 0 && p.name.toLowerCase().includes(wanted));
  return (
    <CasinoPageFrame title={t('casino_title_providers')}>
      <Field id={filterId} label={t('casino_providers_filter')}>
        <input id={filterId} className="casino-filters__input" type="search" autoComplete="off" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </Field>
      <RemoteState
        status={lobby.status}
        error={lobby.error}
        onRetry={lobby.reload}
        isEmpty={providers.length === 0}
        empty={<p>{t('casino_providers_none', { filter: filter.trim() })}</p>}
      >
        <ul className="casino-providers" aria-label={t('casino_title_providers')}>
          {providers.map((provider) => (
            <li key={provider.id}>
              <RouteLink to="providers-provider" params={{ provider: provider.id }} className="casino-provider">
                <img className="casino-provider__logo" src={provider.logo.url} width={provider.logo.width} height={provider.logo.height} alt="" loading="lazy" decoding="async" />
                <span className="casino-provider__name">{provider.name}</span>
                <span className="casino-provider__count">{t('casino_games_count', { count: provider.gamesCount })}</span>
              </RouteLink>
            </li>
          ))}
        </ul>
      </RemoteState>
    </CasinoPageFrame>
  );
}
