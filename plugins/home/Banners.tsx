import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useHasRoute, useTexts } from '@plugin-api';
import type { HomeBanner } from './schemas.ts';
import { parseBanners } from './answers.ts';
import { bannersRead } from './reads.ts';
import { useFreshData } from './useFreshData.ts';

/** A banner where the region serves its page: an offer that leads to a 404 is not shown. */
function Banner({ banner }: { banner: HomeBanner }): ReactNode {
  if (!useHasRoute(banner.to)) return null;
  return (
    <li>
      <RouteLink to={banner.to} className="home-banner">
        <b className="home-banner__title">{banner.title}</b>
        <span>{banner.text}</span>
      </RouteLink>
    </li>
  );
}

/** The operator's banners, a row a thumb scrolls; their own loading, empty and error states. */
export function Banners(): ReactNode {
  const { t } = useTexts('home');
  const { status, data, error, reload } = useFreshData(bannersRead, parseBanners);
  const banners = data?.banners ?? [];
  return (
    <section className="home-block" aria-labelledby="home-banners">
      <h2 id="home-banners" className="home-block__title">
        {t('home_banners_title')}
      </h2>
      <RemoteState status={status} error={error} onRetry={reload} isEmpty={banners.length === 0} empty={<p>{t('home_banners_empty')}</p>}>
        <ul className="home-banners">
          {banners.map((banner) => (
            <Banner key={banner.id} banner={banner} />
          ))}
        </ul>
      </RemoteState>
    </section>
  );
}
