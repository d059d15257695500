import type { ReactNode } from 'react';
import { useCookieConsent, type SlotProps } from '@plugin-api';
import { CookieChoices } from '../components/CookieChoices.tsx';

/**
 * The cookie choices again, from the footer's "Cookie settings" (the cookie-settings-modal query):
 * the current answer ticked, so the visitor changes only what they mean to.
 */
function CookieSettings({ onClose }: SlotProps): ReactNode {
  const consent = useCookieConsent();
  return <CookieChoices className="notice-cookies-settings" titleKey="notices_cookie_settings_title" preselected={{ functional: consent.functional, marketing: consent.marketing }} onAnswered={onClose} />;
}

export default CookieSettings;
