/**
 * Where the region asks for it, a player without a deposit limit is invited to set one (first after
 * registering); "not now" is remembered per player in this browser.
 */
import { useState, type ReactNode } from 'react';
import { Button, RouteLink, selectUserId, useAppSelector, useHasRoute } from '@plugin-api';
import { DEPOSIT_TYPES, activeOf, pendingOf } from '@plugin-api/limit-rules';
import { readStored, writeStored } from '../state/clock.ts';
import { selectLimits } from '../state/slice.ts';
import type { LimitContext } from './useLimitContext.ts';

const DISMISSED_KEY = 'responsible-gaming.deposit-prompt-dismissed';
const parseIds = (v: unknown): number[] | null => (Array.isArray(v) && v.every((id) => typeof id === 'number') ? (v as number[]) : null);

export function DepositLimitPrompt({ ctx, routeId }: { ctx: LimitContext; routeId: string | null }): ReactNode {
  const { t, rules } = ctx;
  const userId = useAppSelector(selectUserId);
  const limits = useAppSelector(selectLimits);
  const hasPage = useHasRoute('office-responsible-gaming');
  const [dismissed, setDismissed] = useState(() => readStored(DISMISSED_KEY, parseIds) ?? []);
  const hasDepositLimit = DEPOSIT_TYPES.some((type) => activeOf(limits.list, type) || pendingOf(limits.list, type));
  if (!rules.promptDepositLimit || !hasPage || userId === null || limits.status !== 'ready' || hasDepositLimit || dismissed.includes(userId)) return null;
  // The page itself is where the limit is set: no invitation on top of it.
  if (routeId === 'office-responsible-gaming') return null;
  const dismiss = () => {
    const next = [...dismissed, userId];
    writeStored(DISMISSED_KEY, next);
    setDismissed(next);
  };

  return (
    <aside className="rg-prompt" aria-labelledby="rg-prompt-title">
      <h2 id="rg-prompt-title" className="rg-prompt__title">
        {t('responsible_gaming_prompt_title')}
      </h2>
      <p className="rg-prompt__text">{t('responsible_gaming_prompt_text')}</p>
      <div className="rg-form__actions">
        <RouteLink to="office-responsible-gaming" className="button button--primary" onClick={dismiss}>
          {t('responsible_gaming_prompt_set')}
        </RouteLink>
        <Button variant="secondary" onClick={dismiss}>
          {t('responsible_gaming_prompt_later')}
        </Button>
      </div>
    </aside>
  );
}
