import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useTexts, type PageProps } from '@plugin-api';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';
import { useBonusGames } from './BonusGamesPage.tsx';

/** One bonus game: its rules and where its rounds come from. */
export function BonusGamePage({ pageType, lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const games = useBonusGames(lng);
  const game = games.data?.find((g) => g.id === pageType) ?? null;
  return (
    <CasinoPageFrame title={game?.name ?? t('casino_title_bonus_games')}>
      <RemoteState status={games.status} error={games.error} onRetry={games.reload} isEmpty={game === null} empty={<p>{t('casino_bonus_game_missing')}</p>}>
        <h2 className="casino-page__heading">{t('casino_bonus_game_rules')}</h2>
        <p className="casino-page__text">{game?.rules}</p>
        <p className="casino-page__text">{t('casino_bonus_game_rounds')}</p>
      </RemoteState>
      <RouteLink to="allgamesentrance" className="casino-page__next">
        {t('casino_bonus_games_all')}
      </RouteLink>
    </CasinoPageFrame>
  );
}
