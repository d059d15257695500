import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useNotFoundWhen, useSiteConfig, useTexts, type PageProps } from '@plugin-api';
import type { OfferSummary } from '../model.ts';
import { named, pageNamesOf, type PageName } from '../names.ts';
import { useOffer, useOffers, usePartner } from '../reads.ts';
import { formatDay } from './format.ts';
import { NotFoundState, PromoFrame } from './PromoFrame.tsx';

/**
 * The offer pages, by the route's pageType: every offer (all), those for casino games (games), those
 * of partners (partner), one offer (offer; partner-offer for a partner's) and a partner with its
 * offers (partner-page).
 */
export function OffersPage({ pageType, params, lng }: PageProps): ReactNode {
  const name = pageNamesOf(useSiteConfig()).offer;
  switch (pageType) {
    case 'offer':
    case 'partner-offer':
      return <OfferDetail id={String(params.offerId)} partnerOnly={pageType === 'partner-offer'} lng={lng} name={name} />;
    case 'partner-page':
      return <PartnerDetail id={Number(params.id)} lng={lng} name={name} />;
    case 'games':
    case 'partner':
      return <OfferList category={pageType} lng={lng} name={name} />;
    default:
      return <OfferList category={null} lng={lng} name={name} />;
  }
}

const LIST_TITLE = { all: 'promotions_name', games: 'promotions_offers_games_title', partner: 'promotions_offers_partner_title' } as const;
const LIST_INTRO = { all: 'promotions_offers_intro', games: 'promotions_offers_games_intro', partner: 'promotions_offers_partner_intro' } as const;

function AllOffersLink({ name }: { name: PageName }): ReactNode {
  const { t } = useTexts('promotions');
  return (
    <RouteLink to="bonuses-offers" className="promotions-page__next">
      {t(named('promotions_all', name))}
    </RouteLink>
  );
}

function OfferList({ category, lng, name }: { category: 'games' | 'partner' | null; lng: string; name: PageName }): ReactNode {
  const { t } = useTexts('promotions');
  const offers = useOffers(category, lng);
  const kind = category ?? 'all';
  return (
    <PromoFrame title={t(named(LIST_TITLE[kind], name))}>
      <p className="promotions-page__text">{t(named(LIST_INTRO[kind], name))}</p>
      <OfferFilters current={kind} name={name} />
      <RemoteState
        status={offers.status}
        error={offers.error}
        onRetry={offers.reload}
        isEmpty={offers.data?.length === 0}
        empty={
          <>
            <p>{t(named('promotions_offers_empty', name))}</p>
            <RouteLink to="promotions" className="promotions-page__next">
              {t('promotions_all')}
            </RouteLink>
          </>
        }
      >
        <OfferCards offers={offers.data ?? []} lng={lng} />
      </RemoteState>
    </PromoFrame>
  );
}

/** The offer list's variants as chips: all, casino games, partners. */
function OfferFilters({ current, name }: { current: 'all' | 'games' | 'partner'; name: PageName }): ReactNode {
  const { t } = useTexts('promotions');
  return (
    <ul className="promotions-chips" aria-label={t('promotions_filter_label')}>
      <li>
        <RouteLink to="bonuses-offers" className="promotions-chip" aria-current={current === 'all' ? 'page' : undefined}>
          {t(named('promotions_filter_all', name))}
        </RouteLink>
      </li>
      <li>
        <RouteLink to="bonuses-games" className="promotions-chip" aria-current={current === 'games' ? 'page' : undefined}>
          {t('promotions_filter_games')}
        </RouteLink>
      </li>
      <li>
        <RouteLink to="bonus-partner" className="promotions-chip" aria-current={current === 'partner' ? 'page' : undefined}>
          {t('promotions_filter_partner')}
        </RouteLink>
      </li>
    </ul>
  );
}

function OfferCards({ offers, lng }: { offers: readonly OfferSummary[]; lng: string }): ReactNode {
  const { t } = useTexts('promotions');
  return (
    <ul className="promotions-list">
      {offers.map((offer) => (
        <li key={offer.id}>
          <article className="promotions-card">
            <h2 className="promotions-card__title">
              {offer.partner ? (
                <RouteLink to="bonus-offer-partner" params={{ offerId: offer.id }} className="promotions-card__link">
                  {offer.title}
                </RouteLink>
              ) : (
                <RouteLink to="bonus-offer" params={{ offerId: offer.id }} className="promotions-card__link">
                  {offer.title}
                </RouteLink>
              )}
            </h2>
            <p className="promotions-card__state">{offer.partner ? t('promotions_from_partner', { partner: offer.partner.name }) : t(`promotions_category_${offer.category}`)}</p>
            <p className="promotions-card__text">{offer.summary}</p>
            <p className="promotions-card__dates">{t('promotions_until', { when: formatDay(offer.endsAt, lng) })}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

function OfferDetail({ id, partnerOnly, lng, name }: { id: string; partnerOnly: boolean; lng: string; name: PageName }): ReactNode {
  const { t } = useTexts('promotions');
  const offer = useOffer(id, lng);
  const found = offer.data;
  // A partner's offer page shows partners' offers only: the operator's own live at bonus-offer.
  const missing = (offer.status === 'error' && offer.error?.status === 404) || (partnerOnly && found !== null && found.partner === null);
  useNotFoundWhen(missing);
  if (missing) return <NotFoundState text={t(named('promotions_missing_offer', name))} next={<AllOffersLink name={name} />} />;
  return (
    <PromoFrame title={found?.title ?? t('promotions_offer_title')}>
      <RemoteState status={offer.status} error={offer.error} onRetry={offer.reload}>
        {found && (
          <>
            <p className="promotions-page__lead">{found.summary}</p>
            <p className="promotions-page__text">{t('promotions_until', { when: formatDay(found.endsAt, lng) })}</p>
            {found.partner && (
              <p className="promotions-page__text">
                {t('promotions_offer_by')}{' '}
                <RouteLink to="partners" params={{ id: found.partner.id }} className="promotions-inline-link">
                  {found.partner.name}
                </RouteLink>
              </p>
            )}
            {found.promoCode && (
              <div className="promotions-code">
                <h2 className="promotions-page__heading">{t('promotions_code_title')}</h2>
                <p className="promotions-code__value">{found.promoCode}</p>
                {found.partner ? (
                  <p className="promotions-page__text">{t('promotions_code_partner', { partner: found.partner.name })}</p>
                ) : (
                  <RouteLink to="office-promo-code-check" className="promotions-page__next">
                    {t('promotions_code_check')}
                  </RouteLink>
                )}
              </div>
            )}
            <h2 className="promotions-page__heading">{t('promotions_terms')}</h2>
            <ol className="promotions-page__points">
              {found.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ol>
          </>
        )}
      </RemoteState>
      <AllOffersLink name={name} />
    </PromoFrame>
  );
}

function PartnerDetail({ id, lng, name }: { id: number; lng: string; name: PageName }): ReactNode {
  const { t } = useTexts('promotions');
  const partner = usePartner(id, lng);
  const missing = partner.status === 'error' && partner.error?.status === 404;
  useNotFoundWhen(missing);
  if (missing) return <NotFoundState text={t('promotions_missing_partner')} next={<AllOffersLink name={name} />} />;
  const found = partner.data;
  return (
    <PromoFrame title={found?.name ?? t('promotions_partner_title')}>
      <RemoteState status={partner.status} error={partner.error} onRetry={partner.reload}>
        {found && (
          <>
            {found.about.map((paragraph) => (
              <p key={paragraph} className="promotions-page__text">
                {paragraph}
              </p>
            ))}
            <h2 className="promotions-page__heading">{t(named('promotions_partner_offers', name))}</h2>
            {found.offers.length === 0 ? <p className="promotions-page__text">{t(named('promotions_partner_no_offers', name))}</p> : <OfferCards offers={found.offers} lng={lng} />}
          </>
        )}
      </RemoteState>
      <RouteLink to="bonus-partner" className="promotions-page__next">
        {t(named('promotions_offers_partner_title', name))}
      </RouteLink>
    </PromoFrame>
  );
}
