import type { ReactNode } from 'react';
import { formatMoney, RemoteState, RouteLink, useNotFoundWhen, useRemoteData, useTexts } from '@plugin-api';
import { catalogRead } from '../keys.ts';
import { parseCatalog, type LotterySummary } from '../model.ts';
import { Countdown } from './Countdown.tsx';
import { NotFoundState } from './NotFoundState.tsx';
import { SectionNav } from './SectionNav.tsx';

function LotteryCard({ lottery, lng, onDrawClosed }: { lottery: LotterySummary; lng: string; onDrawClosed: () => void }): ReactNode {
  const { t } = useTexts('lotto');
  const titleId = `lotto-card-${lottery.id}`;
  return (
    <li className="lotto-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="lotto-card__title">
        <RouteLink to="lotto" params={{ sectionName: lottery.section, lottoId: lottery.id }} className="lotto-card__link">
          {lottery.name}
        </RouteLink>
      </h2>
      <p className="lotto-card__rule">{t('lotto_rule', { pick: lottery.pick, of: lottery.of })}</p>
      <dl className="lotto-facts">
        <div>
          <dt>{t('lotto_next_draw_closes', { number: lottery.openDraw.number })}</dt>
          <dd>
            <Countdown until={lottery.openDraw.salesCloseAt} onDone={onDrawClosed} lng={lng} />
          </dd>
        </div>
        <div>
          <dt>{t('lotto_ticket_price')}</dt>
          <dd>{formatMoney(lottery.price, lottery.iso, lng)}</dd>
        </div>
        {lottery.jackpot !== null && (
          <div>
            <dt>{t('lotto_jackpot')}</dt>
            <dd className="lotto-facts__jackpot">{formatMoney(lottery.jackpot, lottery.iso, lng)}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

/** The lotteries of every section (section null) or of one, with their next draws. */
export function CatalogView({ section, lng }: { section: string | null; lng: string }): ReactNode {
  const { t } = useTexts('lotto');
  const read = catalogRead(section, lng);
  const catalog = useRemoteData(read.key, read.path, { query: read.query, parse: parseCatalog });

  const missing = catalog.status === 'error' && catalog.error?.status === 404;
  useNotFoundWhen(missing);
  if (missing) {
    return <NotFoundState title={t('lotto_section_missing_title')} text={t('lotto_section_missing')} />;
  }
  const current = catalog.data?.sections.find((s) => s.id === section);
  return (
    <section className="lotto-page" aria-labelledby="lotto-title">
      <h1 id="lotto-title" className="lotto-page__title">
        {current ? current.name : t('lotto_title')}
      </h1>
      <p className="lotto-page__text">{t('lotto_intro')}</p>
      <RemoteState
        status={catalog.status}
        error={catalog.error}
        onRetry={catalog.reload}
        isEmpty={catalog.data?.lotteries.length === 0}
        empty={
          <p className="lotto-page__text">
            {t('lotto_empty')}{' '}
            <RouteLink to="lotto" className="lotto-link">
              {t('lotto_to_catalog')}
            </RouteLink>
          </p>
        }
      >
        {catalog.data && (
          <>
            <SectionNav sections={catalog.data.sections} current={section} />
            <ul className="lotto-cards">
              {catalog.data.lotteries.map((lottery) => (
                <LotteryCard key={lottery.id} lottery={lottery} lng={lng} onDrawClosed={catalog.reload} />
              ))}
            </ul>
          </>
        )}
      </RemoteState>
    </section>
  );
}
