import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTexts } from '../../i18n/use-texts.tsx';
import { Link } from 'react-router';
import { notificationClosed, selectNotifications } from '../../state/notifications.slice.ts';

/**
 * Popups (texts are dictionary keys); the notifications saga closes them after 10 s. A popup with
 * `linkTo` (an in-app path, e.g. the coupon reminder's link to the coupon) shows its message as a
 * link there; following it closes the popup, whose job is then done.
 */
export function NotificationsContainer(): ReactNode {
  const items = useSelector(selectNotifications);
  const dispatch = useDispatch();
  const { t } = useTexts('main');
  return (
    <section className="notifications" aria-live="polite" aria-label={t('main_notifications')}>
      {items.map((n) => {
        const message = t(n.messageKey, { ...n.values });
        return (
          <div key={n.id} className={`notification notification--${n.variant}`} role={n.variant === 'error' ? 'alert' : 'status'}>
            <strong className="notification__title">{t(n.titleKey)}</strong>
            <p className="notification__message">
              {n.linkTo ? (
                <Link className="notification__link" to={n.linkTo} onClick={() => dispatch(notificationClosed({ id: n.id }))}>
                  {message}
                </Link>
              ) : (
                message
              )}
            </p>
            <button type="button" className="notification__close" aria-label={t('main_close')} onClick={() => dispatch(notificationClosed({ id: n.id }))}>
              ×
            </button>
          </div>
        );
      })}
    </section>
  );
}
