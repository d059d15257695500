/**
 * Logout confirmation (query logout-modal): "you sure", this device or all devices,
 * confirm or cancel. Confirming dispatches `logoutRequested`; the core signs out and decides
 * where the user goes.
 */
import { useId, useState, type ReactNode } from 'react';
import { Button, logoutRequested, useAppDispatch, useTexts, type SlotProps } from '@plugin-api';
import { MODAL } from '../model.ts';
import { useModalFor, useModalNavigation } from './hooks.ts';

export function LogoutModal(_props: SlotProps): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const { close } = useModalNavigation();
  const [allDevices, setAllDevices] = useState(false);
  const id = useId();
  const forUser = useModalFor('users', MODAL.logout);
  if (!forUser) return null;
  return (
    <div className="auth-modal auth-logout">
      <h2 id={`${id}-title`} className="auth-modal__title">
        {t('auth_logout')}
      </h2>
      <p id={`${id}-text`}>{t('auth_logout_you_sure')}</p>
      <fieldset className="auth-modes auth-modes--stacked">
        <legend className="auth-modes__legend">{t('auth_logout_where')}</legend>
        <label className="auth-modes__option">
          <input type="radio" name={`${id}-where`} checked={!allDevices} onChange={() => setAllDevices(false)} />
          {t('auth_logout_this_device')}
        </label>
        <label className="auth-modes__option">
          <input type="radio" name={`${id}-where`} checked={allDevices} onChange={() => setAllDevices(true)} />
          {t('auth_logout_all_devices')}
        </label>
      </fieldset>
      <div className="auth-actions">
        <Button
          onClick={() => {
            // Close first: the core's logout may navigate or reload, and must have the last word.
            close(MODAL.logout);
            dispatch(logoutRequested({ allDevices }));
          }}
        >
          {t('auth_logout_confirm')}
        </Button>
        <Button variant="secondary" onClick={() => close(MODAL.logout)}>
          {t('auth_logout_cancel')}
        </Button>
      </div>
    </div>
  );
}
