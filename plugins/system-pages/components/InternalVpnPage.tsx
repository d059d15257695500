/**
 * internal-vpn, for the operator's staff, not for players: shows how the site's server sees this
 * connection (the address, whether it comes from the internal network through the VPN, the site
 * config it was given and the server's clock), so staff can check their access before testing a
 * regional site. Nothing links to it.
 */
import { useId, type ReactNode } from 'react';
import { Button, RemoteState, useRemoteData, useTexts, type PageProps, useFormatTime } from '@plugin-api';
import { SYSTEM_DATE_TIME, readVpn } from '../answers.ts';

export function InternalVpnPage(_props: PageProps): ReactNode {
  const { t } = useTexts('system');
  const formatTime = useFormatTime();
  const titleId = useId();
  const vpn = useRemoteData('system/internal-vpn', '/user-pages/internal-vpn', { parse: readVpn });
  const data = vpn.data;
  return (
    <section className="system-page system-page--wide" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('system_vpn_title')}</h1>
      <p>{t('system_vpn_text')}</p>
      <RemoteState status={vpn.status} error={vpn.error} onRetry={vpn.reload}>
        {data && (
          <>
            <p className={`system-page__notice system-page__notice--${data.internal ? 'ok' : 'warn'}`} role="status">
              {t(data.internal ? 'system_vpn_internal' : 'system_vpn_public')}
            </p>
            <dl className="system-facts">
              <dt>{t('system_vpn_address')}</dt>
              <dd>{data.address}</dd>
              <dt>{t('system_vpn_network')}</dt>
              <dd>{t(`system_vpn_network_${data.network}`)}</dd>
              <dt>{t('system_vpn_config')}</dt>
              <dd>{data.site_config}</dd>
              <dt>{t('system_vpn_time')}</dt>
              <dd>{formatTime(data.server_time, SYSTEM_DATE_TIME)}</dd>
            </dl>
          </>
        )}
      </RemoteState>
      <Button variant="secondary" onClick={vpn.reload}>
        {t('system_vpn_again')}
      </Button>
    </section>
  );
}
