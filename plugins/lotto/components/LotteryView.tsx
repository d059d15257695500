import type { ReactNode } from 'react';
import { formatMoney, RemoteState, RouteLink, selectIsAuthenticated, useAppSelector, useNotFoundWhen, useRemoteData, useTexts } from '@plugin-api';
import { LOTTO_RESULTS_SECTION } from '../schemas.ts';
import { formatDrawTime } from '../format.ts';
import { lotteryRead } from '../keys.ts';
import { parseLottery, type LottoLotteryAnswer } from '../model.ts';
import { Countdown } from './Countdown.tsx';
import { MyTickets } from './MyTickets.tsx';
import { NotFoundState } from './NotFoundState.tsx';
import { DrawRow } from './ResultsView.tsx';
import { TicketForm } from './TicketForm.tsx';

function DrawFacts({ lottery, lng, onDrawClosed }: { lottery: LottoLotteryAnswer; lng: string; onDrawClosed: () => void }): ReactNode {
  const { t } = useTexts('lotto');
  return (
    <dl className="lotto-facts lotto-facts--wide">
      <div>
        <dt>{t('lotto_next_draw', { number: lottery.openDraw.number })}</dt>
        <dd>
          <time dateTime={lottery.openDraw.at}>{formatDrawTime(lottery.openDraw.at, lng)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('lotto_sales_close_in')}</dt>
        <dd className="lotto-facts__clock">
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
  );
}

function Prizes({ lottery, lng }: { lottery: LottoLotteryAnswer; lng: string }): ReactNode {
  const { t } = useTexts('lotto');
  return (
    <section className="card" aria-labelledby="lotto-prizes-title">
      <h2 id="lotto-prizes-title" className="section-title">
        {t('lotto_prizes')}
      </h2>
      <table className="lotto-prizes">
        <thead>
          <tr>
            <th scope="col">{t('lotto_prizes_matches')}</th>
            <th scope="col">{t('lotto_prizes_amount')}</th>
          </tr>
        </thead>
        <tbody>
          {lottery.prizes.map((prize) => (
            <tr key={prize.matches}>
              <td>{t('lotto_matches_of', { count: prize.matches, pick: lottery.pick })}</td>
              <td>{formatMoney(prize.amount, lottery.iso, lng)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="lotto-page__text">{t('lotto_max_tickets', { count: lottery.maxTicketsPerDraw })}</p>
    </section>
  );
}

/** One lottery: its draw on sale counting down, the ticket to buy, the player's tickets, prizes and the last draws. */
export function LotteryView({ section, lottoId, lng }: { section: string; lottoId: number; lng: string }): ReactNode {
  const { t } = useTexts('lotto');
  const signedIn = useAppSelector(selectIsAuthenticated);
  const read = lotteryRead(section, lottoId, lng);
  const lottery = useRemoteData(read.key, read.path, { query: read.query, parse: parseLottery });

  // A lottery exists under its own section only (the server answers 404 for another section's address).
  const missing = (lottery.status === 'error' && lottery.error?.status === 404) || (lottery.data !== null && lottery.data.section !== section);
  useNotFoundWhen(missing);
  if (missing) return <NotFoundState title={t('lotto_lottery_missing_title')} text={t('lotto_lottery_missing')} />;
  const data = lottery.data;
  return (
    <section className="lotto-page" aria-labelledby="lotto-lottery-title">
      <RouteLink to="lotto" params={{ sectionName: section }} className="lotto-link lotto-back">
        {t('lotto_back_to_section')}
      </RouteLink>
      <h1 id="lotto-lottery-title" className="lotto-page__title">
        {data ? data.name : t('lotto_title')}
      </h1>
      <RemoteState status={lottery.status} error={lottery.error} onRetry={lottery.reload}>
        {data && (
          <>
            <p className="lotto-page__text">{data.about}</p>
            <DrawFacts lottery={data} lng={lng} onDrawClosed={lottery.reload} />
            <TicketForm lottery={data} lng={lng} onDrawChanged={lottery.reload} />
            {signedIn && <MyTickets lottoId={data.id} lng={lng} />}
            <Prizes lottery={data} lng={lng} />
            <section className="card" aria-labelledby="lotto-last-draws-title">
              <h2 id="lotto-last-draws-title" className="section-title">
                {t('lotto_last_draws')}
              </h2>
              {data.lastDraws.length === 0 ? (
                <p className="lotto-page__text">{t('lotto_no_draws_yet')}</p>
              ) : (
                <ul className="lotto-draws">
                  {data.lastDraws.map((draw) => (
                    <DrawRow key={draw.number} draw={draw} lng={lng} showName={false} />
                  ))}
                </ul>
              )}
              <RouteLink to="lotto" params={{ sectionName: LOTTO_RESULTS_SECTION, lottoId: data.id }} className="lotto-link">
                {t('lotto_all_results_of', { name: data.name })}
              </RouteLink>
            </section>
          </>
        )}
      </RemoteState>
    </section>
  );
}
