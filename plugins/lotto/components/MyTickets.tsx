import { useEffect, type ReactNode } from 'react';
import { authUserAction, formatMoney, RemoteState, useAppDispatch, useRemoteData, useTexts } from '@plugin-api';
import { formatDrawTime } from '../format.ts';
import { parseTickets, type LottoTicket } from '../model.ts';
import { DrawNumbers } from './DrawNumbers.tsx';
import { ticketsKey } from '../keys.ts';

function TicketRow({ ticket, lng }: { ticket: LottoTicket; lng: string }): ReactNode {
  const { t } = useTexts('lotto');
  const outcome =
    ticket.status === 'waiting'
      ? t('lotto_ticket_waiting', { time: formatDrawTime(ticket.drawAt, lng) })
      : ticket.status === 'won'
        ? t('lotto_ticket_won', { count: ticket.matches ?? 0, amount: formatMoney(ticket.win, ticket.iso, lng) })
        : t('lotto_ticket_lost', { count: ticket.matches ?? 0 });
  return (
    <li className={`lotto-my-ticket lotto-my-ticket--${ticket.status}`}>
      <p className="lotto-draw__head">
        <span>{t('lotto_ticket_id', { id: ticket.id })}</span>
        <span>{t('lotto_draw_number', { number: ticket.drawNumber })}</span>
      </p>
      <DrawNumbers numbers={ticket.numbers} label={t('lotto_your_numbers')} matched={ticket.drawnNumbers ?? []} />
      <p className="lotto-my-ticket__outcome">{outcome}</p>
    </li>
  );
}

/** The signed-in player's tickets for this lottery: waiting for their draw, won (paid) or lost. */
export function MyTickets({ lottoId, lng }: { lottoId: number; lng: string }): ReactNode {
  const { t } = useTexts('lotto');
  const tickets = useRemoteData(ticketsKey(lottoId, lng), '/lotto/tickets', { query: { lottoId }, parse: parseTickets });
  const dispatch = useAppDispatch();
  const { reload } = tickets;
  const nextDraw = tickets.data?.tickets
    .filter((ticket) => ticket.status === 'waiting')
    .map((ticket) => Date.parse(ticket.drawAt))
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (nextDraw === undefined) return undefined;
    // Once the next of these draws is held, read the tickets again (the server settles them then)
    // and the balance (a win is paid to the account). One read per draw, not a poll.
    const wait = Math.min(Math.max(nextDraw - Date.now() + 1500, 1000), 2_147_483_647);
    const timer = setTimeout(() => {
      reload();
      dispatch(authUserAction());
    }, wait);
    return () => clearTimeout(timer);
  }, [nextDraw, reload, dispatch]);
  return (
    <section className="card" aria-labelledby="lotto-my-tickets-title">
      <h2 id="lotto-my-tickets-title" className="section-title">
        {t('lotto_my_tickets')}
      </h2>
      <RemoteState
        status={tickets.status}
        error={tickets.error}
        onRetry={tickets.reload}
        isEmpty={tickets.data?.tickets.length === 0}
        empty={<p className="lotto-page__text">{t('lotto_my_tickets_empty')}</p>}
      >
        {tickets.data && (
          <ul className="lotto-draws">
            {tickets.data.tickets.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} lng={lng} />
            ))}
          </ul>
        )}
      </RemoteState>
    </section>
  );
}
