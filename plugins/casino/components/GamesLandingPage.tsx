import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { parseLanding } from '../model.ts';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';
import { GameIdList } from './GameIdList.tsx';

/** A games landing the API serves: its title, its text (plain text, never markup) and its games. */
export function GamesLandingPage({ params, lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const route = String(params.landingRoute);
  const landing = useRemoteData(`casino/landing/${route}/${lng}`, `/casino/landings/${encodeURIComponent(route)}`, { parse: parseLanding });
  return (
    <CasinoPageFrame title={landing.data?.title ?? t('casino_title_landing')}>
      <RemoteState status={landing.status} error={landing.error} onRetry={landing.reload}>
        {landing.data && (
          <>
            <p className="casino-page__text">{landing.data.body}</p>
            <GameIdList ids={landing.data.gameIds} label={landing.data.title} lng={lng} />
          </>
        )}
      </RemoteState>
      <RouteLink to="casino-lobby" className="casino-page__next">
        {t('casino_to_lobby')}
      </RouteLink>
    </CasinoPageFrame>
  );
}
