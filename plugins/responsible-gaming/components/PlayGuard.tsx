/**
 * What follows a signed-in player on every page: the approval popup for a raise that is due, the
 * reality check, and the invitation to set a deposit limit. The timers behind them are this
 * extension's sagas; this component only shows what they decided.
 */
import type { ReactNode } from 'react';
import { useAppSelector, useCommittedPage, type SlotProps } from '@plugin-api';
import { selectLimits } from '../state/slice.ts';
import { ApprovalPopup } from './ApprovalPopup.tsx';
import { DepositLimitPrompt } from './DepositLimitPrompt.tsx';
import { RealityCheckPopup } from './RealityCheckPopup.tsx';
import { useLimitContext } from './useLimitContext.ts';

export function PlayGuard({ lng }: SlotProps): ReactNode {
  const { list } = useAppSelector(selectLimits);
  const ctx = useLimitContext(lng, list);
  const page = useCommittedPage();
  return (
    <>
      <DepositLimitPrompt ctx={ctx} routeId={page?.routeId ?? null} />
      <RealityCheckPopup ctx={ctx} />
      <ApprovalPopup ctx={ctx} />
    </>
  );
}
