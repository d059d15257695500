/** The profile pages: what the site knows of the player, what is missing, and the accounts' currency. */
import type { ReactNode } from 'react';
import type { PageProps } from '@plugin-api';
import { ConvertAccountPage } from '../components/ConvertAccountPage.tsx';
import { ProfileEditPage } from '../components/ProfileEditPage.tsx';
import { AccountOverview, ClarifyDataPage } from '../components/ProfilePages.tsx';
import '../styles.css';

export default function ProfilePages({ routeId, lng }: PageProps): ReactNode {
  switch (routeId) {
    case 'office-account-edit':
      return <ProfileEditPage />;
    case 'office-clarify-data':
      return <ClarifyDataPage />;
    case 'office-convert-account':
      return <ConvertAccountPage lng={lng} />;
    default:
      return <AccountOverview />;
  }
}
