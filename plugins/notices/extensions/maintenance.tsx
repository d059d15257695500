import { useEffect, type ReactNode } from 'react';
import { Button, RemoteState, useRemoteData, useTexts, type SlotProps } from '@plugin-api';
import { NoticeDialog } from '../components/NoticeDialog.tsx';
import { parseMaintenanceNotice } from '../answers.ts';

function formatTime(iso: string | null, language: string): string | null {
  if (iso === null) return null;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(new Date(iso));
}

/**
 * Planned maintenance: the server's announcement (Russian for az, kk, uk and ru pages, English
 * otherwise) with when it starts and ends. Once the window has closed on the server it closes itself.
 */
function MaintenanceNotice({ lng, onClose }: SlotProps): ReactNode {
  const { t } = useTexts('notices');
  const notice = useRemoteData(`notices/maintenance/${lng}`, '/notices/maintenance', { parse: parseMaintenanceNotice });
  const data = notice.data;
  const withdrawn = data !== null && !data.announced;
  useEffect(() => {
    if (withdrawn) onClose?.();
  }, [withdrawn, onClose]);
  if (withdrawn) return null;
  const starts = data ? formatTime(data.startedAt, data.language) : null;
  const ends = data ? formatTime(data.endedAt, data.language) : null;
  return (
    <NoticeDialog title={data?.title ?? t('notices_maintenance_loading')} lang={data?.language} onDismiss={onClose}>
      <RemoteState status={notice.status} error={notice.error} onRetry={notice.reload}>
        {data ? (
          <>
            <p className="notice-dialog__text">{data.message}</p>
            <dl className="notice-times">
              {starts ? (
                <div className="notice-times__row">
                  <dt>{data.startsLabel}</dt>
                  <dd>{starts}</dd>
                </div>
              ) : null}
              {ends ? (
                <div className="notice-times__row">
                  <dt>{data.endsLabel}</dt>
                  <dd>{ends}</dd>
                </div>
              ) : null}
            </dl>
          </>
        ) : null}
      </RemoteState>
      <div className="notice-dialog__actions" lang={lng}>
        <Button type="button" onClick={onClose}>
          {t('notices_ok')}
        </Button>
      </div>
    </NoticeDialog>
  );
}

export default MaintenanceNotice;
