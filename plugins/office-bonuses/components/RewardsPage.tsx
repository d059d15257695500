import type { ReactNode } from 'react';
import { Button, Card, RemoteState, SectionTitle, useTexts, type PageProps } from '@plugin-api';
import type { RewardsAnswer } from '../schemas.ts';
import { formatPoints, formatReward } from '../format.ts';
import { NS, READS, useBonusAction, useBonusRead } from '../hooks.ts';
import { parseRewards } from '../parse.ts';
import { BalanceCard } from './BalanceCard.tsx';
import { BonusPage } from './BonusPage.tsx';
import { PaidFeedback } from './PaidFeedback.tsx';

function Level({ rewards, lng }: { rewards: RewardsAnswer; lng: string }): ReactNode {
  const { t } = useTexts(NS);
  const next = rewards.nextLevel;
  return (
    <Card aria-labelledby="office-bonuses-level-title">
      <h2 className="section-title" id="office-bonuses-level-title">
        {t('office_bonuses_rewards_level', { level: rewards.level.name })}
      </h2>
      {next ? (
        <>
          <progress value={rewards.pointsAccumulated - rewards.level.minPoints} max={next.minPoints - rewards.level.minPoints} aria-labelledby="office-bonuses-level-next" />
          <p id="office-bonuses-level-next" className="office-bonuses__muted">
            {t('office_bonuses_rewards_to_next', { points: formatPoints(t, next.minPoints - rewards.pointsAccumulated, lng), level: next.name })}
          </p>
        </>
      ) : (
        <p className="office-bonuses__muted">{t('office_bonuses_rewards_top')}</p>
      )}
      <ol className="office-bonuses__levels">
        {rewards.levels.map((level) => (
          <li key={level.id} aria-current={level.id === rewards.level.id ? 'step' : undefined}>
            <span>{level.name}</span>
            <span className="office-bonuses__muted">{t('office_bonuses_rewards_from', { points: formatPoints(t, level.minPoints, lng) })}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function RewardItem({ reward, points, lng }: { reward: RewardsAnswer['rewards'][number]; points: number; lng: string }): ReactNode {
  const { t } = useTexts(NS);
  const exchange = useBonusAction(`reward-exchange/${reward.id}`, [READS.rewards(lng)]);
  const short = reward.cost - points;
  return (
    <li className="card office-bonuses__item">
      <h3 className="office-bonuses__item-title">{reward.name}</h3>
      <p>{t('office_bonuses_rewards_offer', { reward: formatReward(t, reward.reward, lng), cost: formatPoints(t, reward.cost, lng) })}</p>
      {short > 0 && <p className="office-bonuses__muted">{t('office_bonuses_rewards_short', { points: formatPoints(t, short, lng) })}</p>}
      <Button onClick={() => exchange.send('POST', `/bonuses/rewards/${reward.id}/exchange`)} disabled={short > 0 || exchange.status === 'sending'}>
        {t('office_bonuses_rewards_exchange', { name: reward.name })}
      </Button>
      <PaidFeedback action={exchange} lng={lng} />
    </li>
  );
}

/** Loyalty: the points, the level they reached, and the rewards the points buy. */
export function RewardsPage({ routeId, lng }: PageProps): ReactNode {
  const { t } = useTexts(NS);
  const rewards = useBonusRead(READS.rewards(lng), '/bonuses/rewards', parseRewards);
  const data = rewards.data;
  return (
    <BonusPage routeId={routeId} title={t('office_bonuses_rewards_title')} intro={t('office_bonuses_rewards_intro')}>
      <RemoteState status={rewards.status} error={rewards.error} onRetry={rewards.reload}>
        {data && (
          <>
            <BalanceCard balance={data.balance} lng={lng} />
            <Level rewards={data} lng={lng} />
            <SectionTitle>{t('office_bonuses_rewards_list')}</SectionTitle>
            {data.points === 0 && <p className="office-bonuses__muted">{t('office_bonuses_rewards_no_points')}</p>}
            <ul className="office-bonuses__list">
              {data.rewards.map((reward) => (
                <RewardItem key={reward.id} reward={reward} points={data.points} lng={lng} />
              ))}
            </ul>
          </>
        )}
      </RemoteState>
    </BonusPage>
  );
}
