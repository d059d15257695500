import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useTexts, type PageProps } from '@plugin-api';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';
import { isLanding, usePromotions, useTournaments } from './bonus-reads.ts';
import { PromotionCard } from './PromotionCard.tsx';
import { TournamentCard } from './TournamentCard.tsx';

/** The bonus casino's front page: tournaments running now and the current promotions, and the ways to all of them. */
export function BonusCasinoPage({ routeId, lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const landing = isLanding(routeId);
  const tournaments = useTournaments(lng);
  const promotions = usePromotions(lng);
  const running = (tournaments.data ?? []).filter((x) => x.state !== 'finished');
  const now = Date.now();
  const current = (promotions.data ?? []).filter((p) => Date.parse(p.endsAt) > now).slice(0, 4);
  return (
    <CasinoPageFrame title={t('casino_title_bonus_casino')}>
      <BonusNav landing={landing} />
      <h2 className="casino-page__heading">{t('casino_title_tournaments')}</h2>
      <RemoteState status={tournaments.status} error={tournaments.error} onRetry={tournaments.reload} isEmpty={running.length === 0} empty={<p>{t('casino_tournaments_none')}</p>}>
        <ul className="casino-cards">
          {running.map((x) => (
            <TournamentCard key={x.id} tournament={x} lng={lng} landing={landing} />
          ))}
        </ul>
      </RemoteState>
      <h2 className="casino-page__heading">{t('casino_title_promotions')}</h2>
      <RemoteState status={promotions.status} error={promotions.error} onRetry={promotions.reload} isEmpty={current.length === 0} empty={<p>{t('casino_promotions_none')}</p>}>
        <ul className="casino-cards">
          {current.map((p) => (
            <PromotionCard key={p.id} promotion={p} lng={lng} landing={landing} />
          ))}
        </ul>
      </RemoteState>
    </CasinoPageFrame>
  );
}

/** The bonus casino's pages, on the landing or the site. */
export function BonusNav({ landing }: { landing: boolean }): ReactNode {
  const { t } = useTexts('casino');
  return (
    <nav className="casino-chips" aria-label={t('casino_bonus_nav')}>
      <ul className="casino-chips__list">
        <li>
          <RouteLink to={landing ? 'landing-bonus-casino-tournaments' : 'bonus-casino-tournaments'} className="casino-chip">
            {t('casino_title_tournaments')}
          </RouteLink>
        </li>
        <li>
          <RouteLink to={landing ? 'landing-bonus-casino-promotions' : 'bonus-casino-promotions'} className="casino-chip">
            {t('casino_title_promotions')}
          </RouteLink>
        </li>
        <li>
          <RouteLink to={landing ? 'landing-bonus-casino-promo' : 'bonus-casino-promo'} className="casino-chip">
            {t('casino_title_promo')}
          </RouteLink>
        </li>
        <li>
          <RouteLink to={landing ? 'landing-bonus-casino-daily-challenges' : 'bonus-casino-daily-challenges'} className="casino-chip">
            {t('casino_title_daily_challenges')}
          </RouteLink>
        </li>
      </ul>
    </nav>
  );
}
