import type { ReactNode } from 'react';
import { Button, formatMoney, RemoteState, RouteLink, useAppSelector, useHasRoute, useRemoteData, useSiteConfig, useTexts, selectIsAuthenticated, type SlotProps } from '@plugin-api';
import { NoticeDialog } from '../components/NoticeDialog.tsx';
import { parseFirstDepositOffer } from '../answers.ts';

/** Where the offer leads: a player to the deposit, a guest to registration (or sign-in where there is none). */
function ClaimLink({ onClose }: { onClose?: () => void }): ReactNode {
  const { t } = useTexts('notices');
  const signedIn = useAppSelector(selectIsAuthenticated);
  const canRegister = useHasRoute('registration');
  const className = 'button button--primary notice-dialog__link';
  if (signedIn) {
    return (
      <RouteLink to="office-recharge" className={className} onClick={onClose}>
        {t('notices_first_deposit_claim')}
      </RouteLink>
    );
  }
  return canRegister ? (
    <RouteLink to="registration" className={className} onClick={onClose}>
      {t('notices_first_deposit_register')}
    </RouteLink>
  ) : null;
}

/**
 * The first-deposit bonus offer, on the home page, once. Variant 1 lists the terms; variant 2 leads
 * with the percentage and keeps the terms to one line. The terms come from the server.
 */
function FirstDepositBonus({ lng, onClose }: SlotProps): ReactNode {
  const { t } = useTexts('notices');
  const variant = useSiteConfig().notices?.firstDepositBonus?.variant ?? 1;
  const offer = useRemoteData('notices/first-deposit-offer', '/notices/first-deposit-offer', { parse: parseFirstDepositOffer });
  const o = offer.data;
  const max = o ? formatMoney(o.maxAmount, o.iso, lng) : '';
  const min = o ? formatMoney(o.minDeposit, o.iso, lng) : '';
  return (
    <NoticeDialog title={t('notices_first_deposit_title')} onDismiss={onClose} className={`notice-dialog--bonus-${variant}`}>
      <RemoteState status={offer.status} error={offer.error} onRetry={offer.reload}>
        {o && variant === 2 ? (
          <div className="notice-bonus">
            <p className="notice-bonus__figure">{t('notices_first_deposit_figure', { percent: o.percent })}</p>
            <p className="notice-dialog__text">{t('notices_first_deposit_short', { max, wager: o.wagerMultiplier })}</p>
          </div>
        ) : null}
        {o && variant === 1 ? (
          <>
            <p className="notice-dialog__text">{t('notices_first_deposit_text', { percent: o.percent, max })}</p>
            <ul className="notice-bonus__terms">
              <li>{t('notices_first_deposit_min', { min })}</li>
              <li>{t('notices_first_deposit_wager', { count: o.wagerMultiplier })}</li>
              <li>{t('notices_first_deposit_days', { count: o.validDays })}</li>
            </ul>
          </>
        ) : null}
      </RemoteState>
      <div className="notice-dialog__actions">
        {o ? <ClaimLink onClose={onClose} /> : null}
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('notices_not_now')}
        </Button>
      </div>
    </NoticeDialog>
  );
}

export default FirstDepositBonus;
