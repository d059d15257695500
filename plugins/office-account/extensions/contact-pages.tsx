/** The phone and e-mail pages: each change is confirmed with a code sent to the new address. */
import type { ReactNode } from 'react';
import type { PageProps } from '@plugin-api';
import { EmailPage, SubscriptionPage } from '../components/EmailPages.tsx';
import { PhoneActivatePage, PhonePage } from '../components/PhonePages.tsx';
import '../styles.css';

export default function ContactPages({ routeId }: PageProps): ReactNode {
  switch (routeId) {
    case 'office-phone-activate':
      return <PhoneActivatePage />;
    case 'office-phone-change':
      return <PhonePage mode="change" />;
    case 'office-activation-email':
      return <EmailPage mode="activate" />;
    case 'office-email-change':
      return <EmailPage mode="change" />;
    case 'office-email-subscription':
      return <SubscriptionPage />;
    default:
      return <PhonePage mode="bind" />;
  }
}
