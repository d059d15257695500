import { useEffect, type ReactNode } from 'react';
import { Button, RouteLink, selectIsAuthenticated, useApiAction, useAppSelector, useTexts } from '@plugin-api';
import { parseParticipation, type Participation as Joined, type Promotion } from '../model.ts';
import { promotionRead } from '../keys.ts';
import { formatDay } from './format.ts';

/**
 * Taking part in a promotion, where it asks players to join: a guest is told to sign in first, a
 * player who joined sees since when, and the rest may join while it runs. The server decides (it
 * refuses a guest, a promotion that is not running and a second join); a refusal shows its message.
 */
export function Participation({ promotion, lng }: { promotion: Promotion; lng: string }): ReactNode {
  const { t } = useTexts('promotions');
  const signedIn = useAppSelector(selectIsAuthenticated);
  // A join asks for the promotion again, so the page then shows what the server recorded.
  const join = useApiAction<Joined>(`promo/join/${promotion.id}`, { parse: parseParticipation, invalidates: [promotionRead(promotion.id, lng, true).key] });
  const { reset } = join;
  const joinedAt = promotion.joinedAt ?? (join.status === 'done' ? join.data?.joinedAt : undefined);
  // The outcome belongs to this visit of the page: coming back starts afresh.
  useEffect(() => reset, [reset]);

  let body: ReactNode;
  if (!promotion.optIn) body = <p>{t('promotions_join_automatic')}</p>;
  else if (joinedAt) body = <p className="promotions-join__done">{t('promotions_joined', { when: formatDay(joinedAt, lng) })}</p>;
  else if (promotion.state === 'ended') body = <p>{t('promotions_join_ended')}</p>;
  else if (promotion.state === 'upcoming') body = <p>{t('promotions_join_upcoming', { when: formatDay(promotion.startsAt, lng) })}</p>;
  else if (!signedIn)
    body = (
      <>
        <p>{t('promotions_join_sign_in')}</p>
        <RouteLink to="login" className="button button--primary promotions-join__action">
          {t('promotions_sign_in')}
        </RouteLink>
      </>
    );
  else
    body = (
      <>
        <p>{t('promotions_join_offer')}</p>
        <Button className="promotions-join__action" onClick={() => join.send('POST', `/promo/promotions/${encodeURIComponent(promotion.id)}/participation`)} disabled={join.status === 'sending'}>
          {join.status === 'sending' ? t('promotions_joining') : t('promotions_join')}
        </Button>
        {join.status === 'failed' && (
          <p className="promotions-join__error" role="alert">
            {join.error?.message ?? t('promotions_join_failed')}
          </p>
        )}
      </>
    );

  return (
    <div className="promotions-join" aria-live="polite">
      <h2 className="promotions-page__heading">{t('promotions_taking_part')}</h2>
      {body}
    </div>
  );
}
