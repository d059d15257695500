import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useNotFoundWhen, useTexts, type PageProps } from '@plugin-api';
import type { LandingBlock } from '../model.ts';
import { useLanding } from '../reads.ts';
import { Countdown } from './Countdown.tsx';
import { NotFoundState, PromoFrame } from './PromoFrame.tsx';

/**
 * A CMS landing page (landing-page/:landingId, and standing alone in the headless layout). It is
 * built from the API's blocks as data: texts are rendered as text and links go to route ids, so
 * nothing the CMS sends is ever injected as markup.
 */
export function LandingPage({ routeId, params, lng }: PageProps): ReactNode {
  const { t } = useTexts('promotions');
  const landing = useLanding(String(params.landingId), lng);
  const headless = routeId === 'landing-page-headless';
  const missing = landing.status === 'error' && landing.error?.status === 404;
  // The shell's not-found page replaces this one; until it does, the page says so itself.
  useNotFoundWhen(missing);
  if (missing) {
    const next = (
      <RouteLink to="promotions" className="promotions-page__next">
        {t('promotions_all')}
      </RouteLink>
    );
    return <NotFoundState text={t('promotions_missing_landing')} next={next} />;
  }
  return (
    <PromoFrame title={landing.data?.title ?? t('promotions_landing_title')} withNav={false}>
      <RemoteState status={landing.status} error={landing.error} onRetry={landing.reload}>
        <div className={`promotions-landing${headless ? ' promotions-landing--headless' : ''}`}>
          {landing.data?.blocks.map((block, index) => (
            <Block key={index} block={block} lng={lng} />
          ))}
        </div>
      </RemoteState>
    </PromoFrame>
  );
}

function Block({ block, lng }: { block: LandingBlock; lng: string }): ReactNode {
  switch (block.type) {
    case 'heading':
      return <h2 className="promotions-page__heading">{block.text}</h2>;
    case 'text':
      return <p className="promotions-landing__text">{block.text}</p>;
    case 'image':
      return <img className="promotions-landing__image" src={block.image.url} width={block.image.width} height={block.image.height} alt={block.image.alt} />;
    case 'list':
      return (
        <ul className="promotions-landing__list">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'cta':
      return (
        <RouteLink to={block.routeId} className="button button--primary promotions-landing__cta">
          {block.label}
        </RouteLink>
      );
    case 'countdown':
      return <Countdown label={block.label} until={block.until} lng={lng} />;
  }
}
