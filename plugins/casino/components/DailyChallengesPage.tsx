import type { ReactNode } from 'react';
import { formatMoney, RemoteState, useTexts, type PageProps, useFormatTime, DATE_AND_TIME } from '@plugin-api';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';
import { BonusNav } from './BonusCasinoPage.tsx';
import { isLanding, useChallenges } from './bonus-reads.ts';
import { GameIdList } from './GameIdList.tsx';

/** Today's challenges: what to do, the reward, the player's progress (signed in) and the games that count. */
export function DailyChallengesPage({ routeId, lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const formatTime = useFormatTime();
  const challenges = useChallenges(lng);
  return (
    <CasinoPageFrame title={t('casino_title_daily_challenges')}>
      <BonusNav landing={isLanding(routeId)} />
      <RemoteState status={challenges.status} error={challenges.error} onRetry={challenges.reload} isEmpty={challenges.data?.length === 0} empty={<p>{t('casino_challenges_none')}</p>}>
        <ul className="casino-cards">
          {challenges.data?.map((c) => (
            <li key={c.id} className="card casino-card">
              <h2 className="casino-card__title">{c.title}</h2>
              <p className="casino-card__text">{c.body}</p>
              <p className="casino-card__text">{t('casino_challenge_reward', { amount: formatMoney(c.reward.amount, c.reward.currency, lng) })}</p>
              {c.progress === null ? (
                <p className="casino-card__text">{t('casino_challenge_sign_in')}</p>
              ) : (
                <>
                  <label className="casino-card__text" htmlFor={`challenge-${c.id}`}>
                    {t('casino_challenge_progress', { done: Math.min(c.progress, c.target), target: c.target })}
                  </label>
                  <progress id={`challenge-${c.id}`} className="casino-card__progress" max={c.target} value={Math.min(c.progress, c.target)} />
                </>
              )}
              <p className="casino-card__text">{t('casino_challenge_ends', { when: formatTime(c.endsAt, DATE_AND_TIME) })}</p>
              <GameIdList ids={c.gameIds} label={t('casino_challenge_games', { title: c.title })} lng={lng} />
            </li>
          ))}
        </ul>
      </RemoteState>
    </CasinoPageFrame>
  );
}
