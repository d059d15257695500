import type { ReactNode } from 'react';
import { Button, formatMoney, useTexts } from '@plugin-api';
import type { BonusItem } from '../schemas.ts';
import { formatDate } from '../format.ts';
import { NS } from '../hooks.ts';
import { WagerProgress } from './WagerProgress.tsx';

/**
 * One bonus: what it is, its wagering, until when. An available one has a button to take it; the
 * page sends and reports, since a taken bonus moves to the other list (and this card with it).
 */
export function BonusCard({ bonus, lng, onTake, sending = false }: { bonus: BonusItem; lng: string; onTake?: (id: string) => void; sending?: boolean }): ReactNode {
  const { t } = useTexts(NS);
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
      {bonus.status === 'available' && onTake && (
        <Button onClick={() => onTake(bonus.id)} disabled={sending}>
          {t('office_bonuses_bonus_activate', { name: bonus.name })}
        </Button>
      )}
    </li>
  );
}
