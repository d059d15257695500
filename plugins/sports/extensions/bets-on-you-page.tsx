import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useNotFoundWhen, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import type { Section } from '../../../schemas/sports-api.schema.ts';
import { parseBetsOnYou } from '../extras/answers.ts';
import { GameItem } from '../extras/GameItem.tsx';
import { NotFoundState, Tabs } from '../extras/ui.tsx';
import { REFRESH_MS, useRefresh } from '../extras/refresh.ts';
import '../extras/extras.css';

export { extrasSlices as slices, extrasSagas as sagas } from '../extras/state.ts';

/**
 * Bets on you: the games players back most in a section (bets-on-you shows the line,
 * bets-on-you-section live or line), each with its share of the bets. A game opens as the game page
 * with page type bets-on-you; the most backed one is the top game.
 */
export default function BetsOnYouPage({ params, lng }: PageProps): ReactNode {
  const { t, i18n } = useTexts('sports-extras');
  const section = params.section === undefined ? 'line' : params.section;
  const valid = section === 'live' || section === 'line';
  const answer = useRemoteData(`sports-extras/bets-on-you/${String(section)}`, '/sports-extras/bets-on-you', {
    query: { section: String(section) },
    parse: parseBetsOnYou,
    skip: !valid,
  });
  useRefresh(`bets-on-you/${String(section)}`, answer.reload, section === 'live' ? REFRESH_MS.live : REFRESH_MS.line, valid);
  useNotFoundWhen(!valid);
  if (!valid) return <NotFoundState next={{ to: 'bets-on-you' }} nextLabel={t('extras_bets_title')} />;
  const current: Section = section;
  const percent = new Intl.NumberFormat(i18n.language || lng, { style: 'percent', maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(i18n.language || lng);
  const top = answer.data?.items[0];
  return (
    <article className="extras-page" aria-labelledby="bets-title">
      <h1 id="bets-title" className="extras-page__title">
        {t('extras_bets_title')}
      </h1>
      <p className="extras-page__lead">{t('extras_bets_lead')}</p>
      <Tabs
        label={t('extras_sections')}
        current={current}
        tabs={(['line', 'live'] as const).map((s) => ({ key: s, label: t(`extras_section_${s}`), target: { to: 'bets-on-you-section', params: { section: s } } }))}
      />
      <RemoteState
        status={answer.status}
        error={answer.error}
        onRetry={answer.reload}
        isEmpty={answer.data?.items.length === 0}
        empty={
          <>
            <p>{t(`extras_bets_empty_${current}`)}</p>
            <RouteLink to="bets-on-you-section" params={{ section: current === 'live' ? 'line' : 'live' }} className="extras-next">
              {t(`extras_bets_to_${current === 'live' ? 'line' : 'live'}`)}
            </RouteLink>
          </>
        }
      >
        {top && (
          <p>
            <RouteLink to="top-game" params={{ game: top.game.id }} className="extras-next">
              {t('extras_top_game', { home: top.game.home, away: top.game.away })}
            </RouteLink>
          </p>
        )}
        <ul className="extras-list extras-section">
          {answer.data?.items.map((item) => (
            <GameItem key={item.game.id} game={item.game} target={{ to: 'bets-on-you-game', params: { section: current, game: item.game.id } }}>
              <p className="extras-share">{t('extras_bets_share', { share: percent.format(item.share), bets: count.format(item.bets) })}</p>
            </GameItem>
          ))}
        </ul>
      </RemoteState>
    </article>
  );
}
