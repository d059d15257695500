import type { ReactNode } from 'react';
import { Button, RouteLink, useHasRoute, useSiteConfig, useTexts, type SlotProps } from '@plugin-api';
import { NoticeDialog } from '../components/NoticeDialog.tsx';

/** Welcomes a player who has just registered, once, with the first steps they may take. */
function Welcome({ onClose }: SlotProps): ReactNode {
  const { t } = useTexts('notices');
  const company = useSiteConfig().companyName;
  const canDeposit = useHasRoute('office-recharge');
  const hasPromotions = useHasRoute('promotions');
  return (
    <NoticeDialog title={t('notices_welcome_title', { company })} onDismiss={onClose}>
      <p className="notice-dialog__text">{t('notices_welcome_text')}</p>
      <div className="notice-dialog__actions">
        {canDeposit ? (
          <RouteLink to="office-recharge" className="button button--primary notice-dialog__link" onClick={onClose}>
            {t('notices_welcome_deposit')}
          </RouteLink>
        ) : null}
        {hasPromotions ? (
          <RouteLink to="promotions" className="button button--secondary notice-dialog__link" onClick={onClose}>
            {t('notices_welcome_promotions')}
          </RouteLink>
        ) : null}
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('notices_welcome_close')}
        </Button>
      </div>
    </NoticeDialog>
  );
}

export default Welcome;
