import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { notificationClosed, selectNotifications } from '../../state/notifications.slice.ts';

/** Popups (texts are dictionary keys); the notifications saga closes them after 10 s. */
export function NotificationsContainer(): ReactNode {
  const items = useSelector(selectNotifications);
  const dispatch = useDispatch();
  const { t } = useTranslation('main');
  return (
    <section className="notifications" aria-live="polite" aria-label={t('main_notifications')}>
      {items.map((n) => (
        <div key={n.id} className={`notification notification--${n.variant}`} role={n.variant === 'error' ? 'alert' : 'status'}>
          <strong className="notification__title">{t(n.titleKey)}</strong>
          <p className="notification__message">{t(n.messageKey, { ...n.values })}</p>
          <button type="button" className="notification__close" aria-label={t('main_close')} onClick={() => dispatch(notificationClosed({ id: n.id }))}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
