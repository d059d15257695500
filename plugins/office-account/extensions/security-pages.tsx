/** The security pages: one chunk, since a player who opens one usually goes on to the next. */
import type { ReactNode } from 'react';
import type { PageProps } from '@plugin-api';
import { ChangeLoginPage } from '../components/ChangeLoginPage.tsx';
import { ChangePasswordPage } from '../components/ChangePasswordPage.tsx';
import { EmailAuthPage } from '../components/EmailAuthPage.tsx';
import { SecurityOverview } from '../components/SecurityOverview.tsx';
import { SecurityQuestionPage } from '../components/SecurityQuestionPage.tsx';
import { SignInDetails } from '../components/SignInDetails.tsx';
import { TwoFactorPage } from '../components/TwoFactorPage.tsx';
import '../styles.css';

export default function SecurityPages({ routeId }: PageProps): ReactNode {
  switch (routeId) {
    case 'office-security-account':
      return <SignInDetails />;
    case 'office-security-question':
      return <SecurityQuestionPage />;
    case 'office-security-auth-by-email':
      return <EmailAuthPage />;
    case 'office-two-factor-enable':
      return <TwoFactorPage enable />;
    case 'office-two-factor-disable':
      return <TwoFactorPage enable={false} />;
    case 'office-change-password':
      return <ChangePasswordPage />;
    case 'office-change-login':
      return <ChangeLoginPage />;
    default:
      return <SecurityOverview />;
  }
}
