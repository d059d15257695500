import type { ReactNode } from 'react';
import type { PageProps } from '@plugin-api';
import { HistoryMailForm } from './HistoryMailForm.tsx';

/** The casino history by e-mail (route office-history-casino-mail). */
export function HistoryCasinoMailPage(_props: PageProps): ReactNode {
  return <HistoryMailForm kind="casino-mail" titleKey="office_history_casino_mail_title" introKey="office_history_casino_mail_intro" />;
}
