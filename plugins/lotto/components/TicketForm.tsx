import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  authUserAction,
  Button,
  formatMoney,
  selectIsAuthenticated,
  useApiAction,
  useAppDispatch,
  useAppSelector,
  useRouteHref,
  useTexts,
} from '@plugin-api';
import { ticketsKey } from '../keys.ts';
import { parseBought, type LottoLotteryAnswer } from '../model.ts';
import { missingPicks, newRequestId, quickPick, togglePick } from '../picks.ts';

/**
 * The ticket: a grid of numbers to pick (or a quick pick), what is still missing as the player
 * picks, and the purchase for the draw on sale. The server decides (balance, limits, the draw still
 * on sale); its refusal is shown and the picks stay. A purchase keeps one request id across its
 * retries, so a retry never buys a second ticket.
 */
export function TicketForm({ lottery, lng, onDrawChanged }: { lottery: LottoLotteryAnswer; lng: string; onDrawChanged: () => void }): ReactNode {
  const { t } = useTexts('lotto');
  const dispatch = useAppDispatch();
  const location = useLocation();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const loginHref = useRouteHref('login');
  const [picks, setPicks] = useState<number[]>([]);
  const requestId = useRef<string | null>(null);
  const buy = useApiAction(`lotto/buy/${lottery.id}`, { parse: parseBought, invalidates: [ticketsKey(lottery.id, lng)] });
  const { reset } = buy;
  useEffect(() => reset, [reset]);

  const bought = buy.status === 'done' ? buy.data : null;
  useEffect(() => {
    if (!bought) return;
    // The ticket is paid: the header shows the new balance, and the next ticket starts afresh.
    dispatch(authUserAction());
    requestId.current = null;
    setPicks([]);
  }, [bought, dispatch]);

  const failedStatus = buy.status === 'failed' ? buy.error?.status : undefined;
  useEffect(() => {
    // Sales for the draw shown have closed: show the draw now on sale (the picks stay).
    if (failedStatus === 409) onDrawChanged();
  }, [failedStatus, onDrawChanged]);

  const missing = missingPicks(picks, lottery.pick);
  const sending = buy.status === 'sending';
  const change = (next: number[]) => {
    setPicks(next);
    // Other numbers are another purchase: only a retry of the same ticket may reuse the request id.
    requestId.current = null;
    if (buy.status !== 'idle' && buy.status !== 'sending') buy.reset();
  };
  const send = () => {
    requestId.current ??= newRequestId();
    buy.send('POST', '/lotto/tickets', { lottoId: lottery.id, drawNumber: lottery.openDraw.number, numbers: picks, requestId: requestId.current });
  };

  return (
    <section className="card lotto-ticket" aria-labelledby="lotto-ticket-title">
      <h2 id="lotto-ticket-title" className="section-title">
        {t('lotto_ticket_title', { pick: lottery.pick, of: lottery.of })}
      </h2>
      <div className="lotto-grid" role="group" aria-labelledby="lotto-ticket-title" aria-describedby="lotto-ticket-progress">
        {Array.from({ length: lottery.of }, (_, i) => i + 1).map((n) => {
          const picked = picks.includes(n);
          return (
            <button
              key={n}
              type="button"
              className={`lotto-number${picked ? ' lotto-number--picked' : ''}`}
              aria-pressed={picked}
              disabled={!picked && missing === 0}
              onClick={() => change(togglePick(picks, n, lottery.pick))}
            >
              {n}
            </button>
          );
        })}
      </div>
      <p id="lotto-ticket-progress" className="lotto-ticket__progress" role="status" aria-live="polite">
        {missing > 0 ? t('lotto_picks_missing', { count: missing }) : t('lotto_picks_ready', { numbers: picks.join(', ') })}
      </p>
      <div className="lotto-ticket__tools">
        <Button variant="secondary" onClick={() => change(quickPick(picks, lottery.pick, lottery.of))} disabled={missing === 0}>
          {t('lotto_quick_pick')}
        </Button>
        <Button variant="ghost" onClick={() => change([])} disabled={picks.length === 0}>
          {t('lotto_clear')}
        </Button>
      </div>
      {signedIn ? (
        <Button className="lotto-ticket__buy" onClick={send} disabled={missing > 0 || sending}>
          {t('lotto_buy', { price: formatMoney(lottery.price, lottery.iso, lng), number: lottery.openDraw.number })}
        </Button>
      ) : (
        loginHref && (
          <Link className="button button--primary lotto-ticket__buy" to={`${loginHref}?redirect_url=${encodeURIComponent(location.pathname)}`}>
            {t('lotto_sign_in_to_buy')}
          </Link>
        )
      )}
      {sending && (
        <p className="lotto-page__text" role="status">
          {t('lotto_buying')}
        </p>
      )}
      {bought && (
        <p className="lotto-ticket__done" role="status">
          {t('lotto_bought', { id: bought.ticket.id, number: bought.ticket.drawNumber, balance: formatMoney(bought.balance, bought.ticket.iso, lng) })}
        </p>
      )}
      {buy.status === 'failed' && buy.error && (
        <div className="lotto-ticket__refusal" role="alert">
          <p>{buy.error.status >= 400 && buy.error.status < 500 ? buy.error.message : t('lotto_buy_failed')}</p>
        </div>
      )}
    </section>
  );
}
