import type { ReactNode } from 'react';
import type { PageProps } from '@plugin-api';
import { HistoryMailForm } from './HistoryMailForm.tsx';

/** The bet history by e-mail (route office-history-mail). */
export function HistoryMailPage(_props: PageProps): ReactNode {
  return <HistoryMailForm kind="mail" titleKey="office_history_mail_title" introKey="office_history_mail_intro" />;
}
