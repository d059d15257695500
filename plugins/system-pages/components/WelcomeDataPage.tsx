/**
 * welcome-authorization-data: right after registration, how the new player signs in next time
 * (the account id, login, e-mail, phone, currency and, after a one-click registration, the generated
 * password until it is changed), with the next steps: a first deposit, a password of one's own.
 */
import { useId, type ReactNode } from 'react';
import { RemoteState, RouteLink, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { readWelcome } from '../answers.ts';

export function WelcomeDataPage(_props: PageProps): ReactNode {
  const { t } = useTexts('system');
  const titleId = useId();
  const welcome = useRemoteData('system/welcome', '/user-pages/welcome', { parse: readWelcome });
  const data = welcome.data;
  const rows: [string, string | null][] = data
    ? [
        ['system_welcome_id', String(data.user_id)],
        ['system_welcome_login', data.login],
        ['system_welcome_email', data.email],
        ['system_welcome_phone', data.phone],
        ['system_welcome_currency', data.currency],
        ['system_welcome_password', data.password],
      ]
    : [];
  return (
    <section className="system-page system-page--wide" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('system_welcome_title')}</h1>
      <RemoteState status={welcome.status} error={welcome.error} onRetry={welcome.reload}>
        <p>{t('system_welcome_text')}</p>
        <dl className="system-facts system-facts--credentials">
          {rows
            .filter(([, value]) => value !== null)
            .map(([key, value]) => (
              <div key={key} className="system-facts__row">
                <dt>{t(key)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {data?.password && <p className="system-page__note">{t('system_welcome_password_note')}</p>}
        <ul className="system-next">
          <li>
            <RouteLink to="office-recharge" className="button">
              {t('system_welcome_deposit')}
            </RouteLink>
          </li>
          <li>
            <RouteLink to="office-change-password">{t('system_welcome_change_password')}</RouteLink>
          </li>
          <li>
            <RouteLink to="home">{t('system_welcome_home')}</RouteLink>
          </li>
        </ul>
      </RemoteState>
    </section>
  );
}
