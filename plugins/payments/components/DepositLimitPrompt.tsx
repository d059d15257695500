/**
 * Before a first deposit, where the region asks for it: an invitation to set a deposit limit first,
 * with a way on. The limit service says whether a deposit limit is already in force; when it cannot
 * be asked the prompt shows anyway (asking once too often is the safe side).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, RouteLink, SectionTitle, selectSiteConfig, useAppDispatch, useAppSelector, useHasRoute, useTexts } from '@plugin-api';
import { depositLimitsRequested, selectDepositLimitStatus } from '../state/deposit-limits.ts';

function promptWanted(config: unknown): boolean {
  const section = (config as { responsibleGaming?: { promptDepositLimit?: unknown } } | null)?.responsibleGaming;
  return section?.promptDepositLimit === true;
}

/** Whether the prompt shows now, and how the player goes on without a limit. */
export function useDepositLimitPrompt(hasDeposit: boolean | null): { show: boolean; deciding: boolean; goOn: () => void } {
  const wanted = promptWanted(useAppSelector(selectSiteConfig)) && hasDeposit === false;
  const [wentOn, setWentOn] = useState(false);
  const dispatch = useAppDispatch();
  const limits = useAppSelector(selectDepositLimitStatus);
  useEffect(() => {
    if (wanted) dispatch(depositLimitsRequested());
  }, [wanted, dispatch]);
  // While the limit service answers, the prompt waits rather than flashing in and out.
  const deciding = wanted && !wentOn && (limits === 'idle' || limits === 'loading');
  return { show: wanted && !wentOn && !deciding && limits !== 'set', deciding, goOn: () => setWentOn(true) };
}

export function DepositLimitPrompt({ onGoOn }: { onGoOn: () => void }): ReactNode {
  const { t } = useTexts('payments');
  const canSetLimit = useHasRoute('office-responsible-gaming');
  return (
    <Card className="payments-prompt" aria-labelledby="payments-prompt-title">
      <SectionTitle>
        <span id="payments-prompt-title">{t('payments_limit_prompt_title')}</span>
      </SectionTitle>
      <p>{t('payments_limit_prompt_text')}</p>
      <div className="payments-actions">
        {canSetLimit && (
          <RouteLink to="office-responsible-gaming" className="button button--primary payments-link-button">
            {t('payments_limit_prompt_set')}
          </RouteLink>
        )}
        <Button variant="secondary" onClick={onGoOn}>
          {t('payments_limit_prompt_go_on')}
        </Button>
      </div>
    </Card>
  );
}
