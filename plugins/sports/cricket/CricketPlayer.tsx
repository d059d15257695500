import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useNotFoundWhen, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { parseCricketPlayer } from './answers.ts';
import { CricketFrame } from './CricketFrame.tsx';
import { cricketPlayerKey } from './first-screen.ts';
import { isMissing } from './missing.ts';
import { cricketChampTarget } from './targets.ts';

function countryName(code: string, lng: string): string {
  try {
    return new Intl.DisplayNames([lng], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function birthDate(iso: string, lng: string): string {
  try {
    return new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  } catch {
    return iso;
  }
}

/** A player's card: team, role, style and career figures, and the rest of the squad. */
export function CricketPlayer({ params }: PageProps): ReactNode {
  const { t, i18n } = useTexts('cricket');
  const id = Number(params.id);
  const card = useRemoteData(cricketPlayerKey(id), `/cricket/players/${id}`, { parse: parseCricketPlayer });
  useNotFoundWhen(card.status === 'error' && isMissing(card.error));
  const player = card.data?.player;
  const lng = i18n.language;
  return (
    <CricketFrame title={player?.name ?? t('cricket_player')}>
      <RemoteState status={card.status} error={card.error} onRetry={card.reload}>
        {player && card.data && (
          <>
            <section className="cricket-section" aria-labelledby="cricket-player-facts">
              <h2 id="cricket-player-facts" className="cricket-section__title">
                {t('cricket_player_facts')}
              </h2>
              <dl className="cricket-facts">
                <dt>{t('cricket_player_team')}</dt>
                <dd>
                  {player.team} (<RouteLink {...cricketChampTarget(player.champId)}>{player.champName}</RouteLink>)
                </dd>
                <dt>{t('cricket_player_role')}</dt>
                <dd>{t(`cricket_role_${player.role}`)}</dd>
                <dt>{t('cricket_player_country')}</dt>
                <dd>{countryName(player.country, lng)}</dd>
                <dt>{t('cricket_player_born')}</dt>
                <dd>{birthDate(player.born, lng)}</dd>
                <dt>{t('cricket_player_batting')}</dt>
                <dd>{t(`cricket_hand_${player.battingHand}`)}</dd>
                <dt>{t('cricket_player_bowling')}</dt>
                <dd>{t(player.bowling ? `cricket_bowling_${player.bowling}` : 'cricket_bowling_none')}</dd>
              </dl>
            </section>
            <section className="cricket-section" aria-labelledby="cricket-player-stats">
              <h2 id="cricket-player-stats" className="cricket-section__title">
                {t('cricket_player_stats')}
              </h2>
              <dl className="cricket-facts cricket-facts--numbers">
                <dt>{t('cricket_stat_matches')}</dt>
                <dd>{player.stats.matches.toLocaleString(lng)}</dd>
                <dt>{t('cricket_stat_runs')}</dt>
                <dd>{player.stats.runs.toLocaleString(lng)}</dd>
                <dt>{t('cricket_stat_average')}</dt>
                <dd>{player.stats.battingAverage.toLocaleString(lng)}</dd>
                <dt>{t('cricket_stat_strike_rate')}</dt>
                <dd>{player.stats.strikeRate.toLocaleString(lng)}</dd>
                <dt>{t('cricket_stat_highest')}</dt>
                <dd>{player.stats.highestScore.toLocaleString(lng)}</dd>
                <dt>{t('cricket_stat_wickets')}</dt>
                <dd>{player.stats.wickets.toLocaleString(lng)}</dd>
                <dt>{t('cricket_stat_economy')}</dt>
                <dd>{player.stats.economy === null ? t('cricket_stat_none') : player.stats.economy.toLocaleString(lng)}</dd>
              </dl>
            </section>
            <section className="cricket-section" aria-labelledby="cricket-player-squad">
              <h2 id="cricket-player-squad" className="cricket-section__title">
                {t('cricket_teammates', { team: player.team })}
              </h2>
              <ul className="cricket-players">
                {card.data.teammates.map((mate) => (
                  <li key={mate.id}>
                    <RouteLink to="cricket-player-info" params={{ id: mate.id }} className="cricket-player">
                      <span className="cricket-player__name">{mate.name}</span>
                      <span className="cricket-player__about">{t(`cricket_role_${mate.role}`)}</span>
                    </RouteLink>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </RemoteState>
    </CricketFrame>
  );
}
