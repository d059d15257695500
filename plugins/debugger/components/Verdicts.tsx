import type { ReactNode } from 'react';
import { useTexts, type GuardVerdict, type NavigationInspection } from '@plugin-api';

/** One guard decision as a short word (allow, redirect, 404 ...). */
export function OutcomeText({ kind }: { kind: GuardVerdict['kind'] }): ReactNode {
  const { t } = useTexts('debugger');
  return <span className={`debugger-outcome debugger-outcome--${kind}`}>{t(`debugger_outcome_${kind}`)}</span>;
}

/** The guards of one navigation, in pipeline order, each with its decision; the deciding one marked. */
export function Verdicts({ inspection }: { inspection: NavigationInspection }): ReactNode {
  const { t } = useTexts('debugger');
  return (
    <div className="debugger-verdicts">
      <p className="debugger-verdicts__summary">
        {inspection.decidedBy
          ? t('debugger_decided_by', { guard: inspection.decidedBy })
          : inspection.routeId === null
            ? t('debugger_no_match')
            : t('debugger_all_allow')}
      </p>
      <ol className="debugger-verdicts__list" aria-label={t('debugger_guards_title')}>
        {inspection.verdicts.map((verdict) => (
          <li key={verdict.guard} className={verdict.guard === inspection.decidedBy ? 'debugger-verdicts__item debugger-verdicts__item--deciding' : 'debugger-verdicts__item'}>
            <code>{verdict.guard}</code> <OutcomeText kind={verdict.kind} />
            {verdict.detail ? <span className="debugger-verdicts__detail">{verdict.detail}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
