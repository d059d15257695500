import type { ReactNode } from 'react';
import { useAppSelector, useTexts } from '@plugin-api';
import { selectTraces } from '../slice.ts';
import { OutcomeText, Verdicts } from './Verdicts.tsx';

interface RemoteAppEntry {
  state: number;
  users: number;
  failures: number;
  lastError: string | null;
}

/** The load states' codes (not exist -2, error -1, loading 1, ready 2) as words. */
const STATE_KEYS: Readonly<Record<number, string>> = { [-2]: 'debugger_state_not_exist', [-1]: 'debugger_state_error', 1: 'debugger_state_loading', 2: 'debugger_state_ready' };

/** Every remote application (plugin or remote view) the page used: its load state, users, failures. */
export function RemoteAppsSection(): ReactNode {
  const { t } = useTexts('debugger');
  const apps = useAppSelector((s: unknown) => (s as { remoteApps?: Record<string, RemoteAppEntry> }).remoteApps ?? {});
  const entries = Object.entries(apps).sort(([a], [b]) => (a < b ? -1 : 1));
  return (
    <section className="debugger-section" aria-labelledby="debugger-remote-title">
      <h2 id="debugger-remote-title" className="section-title">
        {t('debugger_remote_title')}
      </h2>
      {entries.length === 0 ? (
        <p className="debugger-muted">{t('debugger_remote_empty')}</p>
      ) : (
        <ul className="debugger-routes">
          {entries.map(([appId, entry]) => (
            <li key={appId} className="debugger-app">
              <code>{appId}</code>{' '}
              <span className={`debugger-app__state debugger-app__state--${entry.state}`}>{t(STATE_KEYS[entry.state] ?? 'debugger_state_unknown', { code: entry.state })}</span>
              <span className="debugger-muted">{t('debugger_remote_counts', { users: entry.users, failures: entry.failures })}</span>
              {entry.lastError ? <span className="debugger-verdicts__detail">{entry.lastError}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The last navigations, newest first: where they went, how they ended, and every guard's decision then. */
export function TracesSection({ lng }: { lng: string }): ReactNode {
  const { t } = useTexts('debugger');
  const traces = useAppSelector(selectTraces);
  const time = new Intl.DateTimeFormat(lng, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <section className="debugger-section" aria-labelledby="debugger-traces-title">
      <h2 id="debugger-traces-title" className="section-title">
        {t('debugger_traces_title')}
      </h2>
      {traces.length === 0 ? (
        <p className="debugger-muted">{t('debugger_traces_empty')}</p>
      ) : (
        <ol className="debugger-routes">
          {traces.map((trace) => (
            <li key={`${trace.at}-${trace.url}`}>
              <details className="debugger-route">
                <summary>
                  <time dateTime={new Date(trace.at).toISOString()}>{time.format(trace.at)}</time> <code>{trace.url}</code> <OutcomeText kind={trace.outcome} />
                </summary>
                <p>{trace.status === null ? t('debugger_trace_superseded') : t('debugger_trace_status', { status: trace.status })}</p>
                <Verdicts inspection={trace} />
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
