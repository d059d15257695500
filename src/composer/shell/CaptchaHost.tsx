/**
 * Shows the site config's captcha modal (`shell.captcha`) while an API call waits for a captcha
 * (answered once, then the call is replayed). It sits above every layout, because the call may come from any page or modal. Closing
 * it dismisses the challenge: the waiting call then fails with `captcha_dismissed`.
 */
import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTexts } from '../../i18n/use-texts.tsx';
import { captchaDismissed, selectCaptchaChallenge } from '../../state/captcha.slice.ts';
import { ExtensionSlot } from '../ExtensionBoundary.tsx';
import { VIEW_RETRY } from '../retry-policy.ts';
import { useCommittedPage, useSiteConfig } from '../hooks.ts';

export function CaptchaHost(): ReactNode {
  const challenge = useSelector(selectCaptchaChallenge);
  const config = useSiteConfig();
  const page = useCommittedPage();
  const dispatch = useDispatch();
  const { t } = useTexts('main');
  const extensionId = config.shell.captcha;
  if (!challenge || !extensionId) return null;
  const close = () => dispatch(captchaDismissed({ id: challenge.id }));
  return (
    <div className="modal-host modal-host--captcha">
      <div className="modal" role="dialog" aria-modal="true" aria-label={t('main_captcha')}>
        <button type="button" className="modal__close" aria-label={t('main_close')} onClick={close}>
          ×
        </button>
        <ExtensionSlot key={challenge.id} extensionId={extensionId} policy={VIEW_RETRY} props={{ lng: page?.lng ?? config.languages.default, onClose: close }} />
      </div>
    </div>
  );
}
