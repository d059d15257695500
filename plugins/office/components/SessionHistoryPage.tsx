import type { ReactNode } from 'react';
import { RemoteState, useRemoteData, useTexts, type PageProps, useFormatTime } from '@plugin-api';
import { readSessions } from '../answers.ts';
import { OFFICE_DATE_TIME } from '../format.ts';
import { OfficeScreen } from './OfficeScreen.tsx';

/**
 * Where the account was signed in (route office-session-history): device, address, when the
 * session started and was last seen, this device marked and ended sessions told apart.
 */
export function SessionHistoryPage(_props: PageProps): ReactNode {
  const { t } = useTexts('office');
  const formatTime = useFormatTime();
  const list = useRemoteData('office/sessions', '/office/sessions', { parse: readSessions });
  const sessions = list.data?.sessions ?? [];
  return (
    <OfficeScreen titleKey="office_sessions_title">
      <p className="office__intro">{t('office_sessions_intro')}</p>
      <RemoteState status={list.status} error={list.error} onRetry={list.reload} isEmpty={sessions.length === 0} empty={<p>{t('office_sessions_empty')}</p>}>
        <ul className="office__list">
          {sessions.map((s) => (
            <li key={s.id} className="office-card">
              <h2 className="office-card__title">
                {s.device}
                {s.current ? (
                  <span className="office-tag office-tag--ok">{t('office_sessions_current')}</span>
                ) : (
                  <span className={`office-tag${s.active ? '' : ' office-tag--muted'}`}>{t(s.active ? 'office_sessions_active' : 'office_sessions_ended')}</span>
                )}
              </h2>
              <dl className="office-facts">
                <dt>{t('office_sessions_ip')}</dt>
                <dd>{s.ip}</dd>
                <dt>{t('office_sessions_started')}</dt>
                <dd>{formatTime(s.startedAt, OFFICE_DATE_TIME)}</dd>
                <dt>{t('office_sessions_last_seen')}</dt>
                <dd>{formatTime(s.lastSeenAt, OFFICE_DATE_TIME)}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <p className="office__muted">{t('office_sessions_hint')}</p>
      </RemoteState>
    </OfficeScreen>
  );
}
