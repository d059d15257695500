import type { ReactNode } from 'react';
import { Button, RemoteState, RouteLink, useTexts, type PageProps } from '@plugin-api';
import type { SpecialOffer } from '../schemas.ts';
import { formatDate, formatReward } from '../format.ts';
import { NS, READS, useBonusAction, useBonusRead } from '../hooks.ts';
import { parseSpecialOffers } from '../parse.ts';
import { BonusPage } from './BonusPage.tsx';
import { PaidFeedback } from './PaidFeedback.tsx';

function OfferItem({ offer, lng }: { offer: SpecialOffer; lng: string }): ReactNode {
  const { t } = useTexts(NS);
  const accept = useBonusAction(`offer-accept/${offer.id}`, [READS.offers(lng)]);
  return (
    <li className={`card office-bonuses__item office-bonuses__offer--${offer.status}`}>
      <h2 className="office-bonuses__item-title">{offer.name}</h2>
      <p className="office-bonuses__muted">{offer.description}</p>
      <dl className="office-bonuses__facts">
        <div>
          <dt>{t('office_bonuses_offers_reward')}</dt>
          <dd>{formatReward(t, offer.reward, lng)}</dd>
        </div>
        <div>
          <dt>{t('office_bonuses_offers_valid')}</dt>
          <dd>{t('office_bonuses_offers_dates', { from: formatDate(offer.validFrom, lng), to: formatDate(offer.validTo, lng) })}</dd>
        </div>
        <div>
          <dt>{t('office_bonuses_offers_status')}</dt>
          <dd>{t(`office_bonuses_offers_status_${offer.status}`)}</dd>
        </div>
      </dl>
      {offer.status === 'open' && (
        <Button onClick={() => accept.send('POST', `/bonuses/special-offers/${offer.id}/accept`)} disabled={accept.status === 'sending'}>
          {t('office_bonuses_offers_accept', { name: offer.name })}
        </Button>
      )}
      <PaidFeedback action={accept} lng={lng} />
    </li>
  );
}

/** Personal offers with their validity: an open one is accepted here, the others say when or why not. */
export function SpecialOffersPage({ routeId, lng }: PageProps): ReactNode {
  const { t } = useTexts(NS);
  const offers = useBonusRead(READS.offers(lng), '/bonuses/special-offers', parseSpecialOffers);
  const empty = (
    <>
      <p>{t('office_bonuses_offers_empty')}</p>
      <RouteLink to="office-bonuses" className="office-bonuses__link">
        {t('office_bonuses_nav_bonuses')}
      </RouteLink>
    </>
  );
  return (
    <BonusPage routeId={routeId} title={t('office_bonuses_offers_title')} intro={t('office_bonuses_offers_intro')}>
      <RemoteState status={offers.status} error={offers.error} onRetry={offers.reload} isEmpty={offers.data?.offers.length === 0} empty={empty}>
        <ul className="office-bonuses__list">
          {offers.data?.offers.map((offer) => (
            <OfferItem key={offer.id} offer={offer} lng={lng} />
          ))}
        </ul>
      </RemoteState>
    </BonusPage>
  );
}
