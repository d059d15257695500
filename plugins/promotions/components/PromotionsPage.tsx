import type { ReactNode } from 'react';
import { RemoteState, RouteLink, selectIsAuthenticated, useAppSelector, useNotFoundWhen, useTexts, type PageProps } from '@plugin-api';
import { usePromotion, usePromotions } from '../reads.ts';
import type { PromotionSummary } from '../model.ts';
import { formatDay } from './format.ts';
import { NotFoundState, PromoFrame } from './PromoFrame.tsx';
import { Participation } from './Participation.tsx';

/** promotions/:promotionId?: every promotion, or one with its terms and the way to take part. */
export function PromotionsPage({ params, lng }: PageProps): ReactNode {
  const id = params.promotionId === undefined || params.promotionId === '' ? null : String(params.promotionId);
  return id === null ? <PromotionList lng={lng} /> : <PromotionDetail id={id} lng={lng} />;
}

function PromotionList({ lng }: { lng: string }): ReactNode {
  const { t } = useTexts('promotions');
  const promotions = usePromotions(lng);
  return (
    <PromoFrame title={t('promotions_title')}>
      <p className="promotions-page__text">{t('promotions_intro')}</p>
      <RemoteState
        status={promotions.status}
        error={promotions.error}
        onRetry={promotions.reload}
        isEmpty={promotions.data?.length === 0}
        empty={
          <>
            <p>{t('promotions_empty')}</p>
            <RouteLink to="bonuses-offers" className="promotions-page__next">
              {t('promotions_empty_next')}
            </RouteLink>
          </>
        }
      >
        <ul className="promotions-list">
          {promotions.data?.map((promotion) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} lng={lng} />
            </li>
          ))}
        </ul>
      </RemoteState>
    </PromoFrame>
  );
}

function PromotionCard({ promotion, lng }: { promotion: PromotionSummary; lng: string }): ReactNode {
  const { t } = useTexts('promotions');
  return (
    <article className={`promotions-card promotions-card--${promotion.state}`}>
      <h2 className="promotions-card__title">
        <RouteLink to="promotions" params={{ promotionId: promotion.id }} className="promotions-card__link">
          {promotion.title}
        </RouteLink>
      </h2>
      <p className="promotions-card__state">{t(`promotions_state_${promotion.state}`)}</p>
      <p className="promotions-card__dates">{t('promotions_dates', { from: formatDay(promotion.startsAt, lng), to: formatDay(promotion.endsAt, lng) })}</p>
      <p className="promotions-card__text">{promotion.summary}</p>
    </article>
  );
}

function PromotionDetail({ id, lng }: { id: string; lng: string }): ReactNode {
  const { t } = useTexts('promotions');
  const signedIn = useAppSelector(selectIsAuthenticated);
  const promotion = usePromotion(id, lng, signedIn);
  const missing = promotion.status === 'error' && promotion.error?.status === 404;
  useNotFoundWhen(missing);
  const back = (
    <RouteLink to="promotions" className="promotions-page__next">
      {t('promotions_all')}
    </RouteLink>
  );
  if (missing) return <NotFoundState text={t('promotions_missing_promotion')} next={back} />;
  const found = promotion.data;
  return (
    <PromoFrame title={found?.title ?? t('promotions_promotion_title')}>
      <RemoteState status={promotion.status} error={promotion.error} onRetry={promotion.reload}>
        {found && (
          <>
            <p className="promotions-card__state">{t(`promotions_state_${found.state}`)}</p>
            <p className="promotions-page__text">{t('promotions_dates', { from: formatDay(found.startsAt, lng), to: formatDay(found.endsAt, lng) })}</p>
            <p className="promotions-page__lead">{found.summary}</p>
            <Participation promotion={found} lng={lng} />
            <h2 className="promotions-page__heading">{t('promotions_terms')}</h2>
            <ol className="promotions-page__points">
              {found.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ol>
          </>
        )}
      </RemoteState>
      {back}
    </PromoFrame>
  );
}
