import type { ReactNode } from 'react';
import type { SlotProps } from '@plugin-api';
import { CookieChoices } from '../components/CookieChoices.tsx';

const NOTHING_AGREED = { functional: false, marketing: false };

/** The cookie notice, at the foot of the screen, until the visitor answers it. */
function CookieNotice({ onClose }: SlotProps): ReactNode {
  return <CookieChoices className="notice-banner notice-banner--cookies" titleKey="notices_cookies_title" preselected={NOTHING_AGREED} onAnswered={onClose} />;
}

export default CookieNotice;
