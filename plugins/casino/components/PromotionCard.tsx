import type { ReactNode } from 'react';
import { RouteLink, useTexts, useFormatTime, DATE_AND_TIME } from '@plugin-api';
import type { Promotion } from '../model.ts';

export function PromotionCard({ promotion, landing, level = 3 }: { promotion: Promotion; lng: string; landing: boolean; level?: 2 | 3 }): ReactNode {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { t } = useTexts('casino');
  const formatTime = useFormatTime();
  return (
    <li className="card casino-card">
      <img className="casino-card__image" src={promotion.image.url} width={promotion.image.width} height={promotion.image.height} alt="" loading="lazy" decoding="async" />
      <Heading className="casino-card__title">
        <RouteLink to={landing ? 'landing-bonus-casino-promotion' : 'bonus-casino-promotion'} params={{ id: promotion.id }} className="casino-card__link">
          {promotion.title}
        </RouteLink>
      </Heading>
      <p className="casino-card__text">{t('casino_promotion_ends', { when: formatTime(promotion.endsAt, DATE_AND_TIME) })}</p>
    </li>
  );
}
