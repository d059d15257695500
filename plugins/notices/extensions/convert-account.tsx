import type { ReactNode } from 'react';
import { Button, RouteLink, useHasRoute, useTexts, type SlotProps } from '@plugin-api';
import { NoticeDialog } from '../components/NoticeDialog.tsx';

/** Reminds a player, once, that an account without money may still change its currency. */
function ConvertAccount({ onClose }: SlotProps): ReactNode {
  const { t } = useTexts('notices');
  const canConvert = useHasRoute('office-convert-account');
  return (
    <NoticeDialog title={t('notices_convert_title')} onDismiss={onClose}>
      <p className="notice-dialog__text">{t('notices_convert_text')}</p>
      <div className="notice-dialog__actions">
        {canConvert ? (
          <RouteLink to="office-convert-account" className="button button--primary notice-dialog__link" onClick={onClose}>
            {t('notices_convert_go')}
          </RouteLink>
        ) : null}
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('notices_not_now')}
        </Button>
      </div>
    </NoticeDialog>
  );
}

export default ConvertAccount;
