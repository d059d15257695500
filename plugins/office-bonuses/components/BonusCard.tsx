import type { ReactNode } from 'react';
import { Button, formatMoney, useTexts } from '@plugin-api';
import type { BonusItem } from '../../../schemas/bonuses-api.schema.ts';
import { formatDate } from '../format.ts';
import { NS, READS, useBonusAction } from '../hooks.ts';
import { PaidFeedback } from './PaidFeedback.tsx';
import { WagerProgress } from './WagerProgress.tsx';

/** One bonus: what it is, its wagering, until when; an available one can be taken here. */
export function BonusCard({ bonus, lng }: { bonus: BonusItem; lng: string }): ReactNode {
  const { t } = useTexts(NS);
  const activate = useBonusAction(`bonus-activate/${bonus.id}`, [READS.bonuses(lng)]);
  const money = (value: number) => formatMoney(value, bonus.iso, lng);
  return (
    <li className="card office-bonuses__item">
      <h3 className="office-bonuses__item-title">{bonus.name}</h3>
      <p className="office-bonuses__muted">{bonus.description}</p>
      <dl className="office-bonuses__facts">
        <div>
          <dt>{t('office_bonuses_bonus_amount')}</dt>
          <dd>{money(bonus.amount)}</dd>
        </div>
        <div>
          <dt>{t('office_bonuses_bonus_wager')}</dt>
          <dd>{t('office_bonuses_bonus_wager_value', { multiplier: bonus.wagerMultiplier, required: money(bonus.required) })}</dd>
        </div>
        <div>
          <dt>{bonus.status === 'available' ? t('office_bonuses_bonus_take_by') : t('office_bonuses_bonus_expires')}</dt>
          <dd>{formatDate(bonus.expiresAt, lng)}</dd>
        </div>
      </dl>
      {bonus.status !== 'available' && <WagerProgress wagered={bonus.wagered} required={bonus.required} iso={bonus.iso} lng={lng} />}
      {bonus.status === 'available' && (
        <Button onClick={() => activate.send('POST', `/bonuses/bonuses/${bonus.id}/activate`)} disabled={activate.status === 'sending'}>
          {t('office_bonuses_bonus_activate', { name: bonus.name })}
        </Button>
      )}
      <PaidFeedback action={activate} lng={lng} />
    </li>
  );
}
