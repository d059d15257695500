/**
 * The player's responsible-gaming page (route office-responsible-gaming): only the sections the site
 * offers (the service's availablelimits, from the site config), each with its current value, what is
 * left, a pending change with the hours left, and the form to change it.
 */
import { useEffect, type ReactNode } from 'react';
import { RemoteState, useAppDispatch, useAppSelector, type PageProps } from '@plugin-api';
import {
  DEPOSIT_TYPES,
  EXTRA_LIMITS_LOCK_TYPE,
  LOSS_TYPES,
  REALITY_CHECK_TYPE,
  SELF_EXCLUSION_TYPE,
  SESSION_LIMIT_TYPE,
  TIME_OUT_TYPE,
  WAGERING_TYPES,
  activeOf,
  runningExtraLimitsLock,
} from '@plugin-api/limit-rules';
import type { AvailableLimit, Limit } from '../model.ts';
import { limitsRequested, offerRequested, selectLimits, selectOffer } from '../state/slice.ts';
import { ChoiceLimitForm } from './ChoiceLimitForm.tsx';
import { limitNameKey } from './format.ts';
import { LimitStatus } from './LimitStatus.tsx';
import { MoneyLimitForm } from './MoneyLimitForm.tsx';
import { QuestionnaireDialog } from './QuestionnaireDialog.tsx';
import { SelfExclusionForm } from './SelfExclusionForm.tsx';
import { useLimitContext, type LimitContext } from './useLimitContext.ts';

const MONEY_SECTIONS = [
  { id: 'deposit', titleKey: 'responsible_gaming_deposit_title', textKey: 'responsible_gaming_deposit_text', types: DEPOSIT_TYPES },
  { id: 'wagering', titleKey: 'responsible_gaming_wagering_title', textKey: 'responsible_gaming_wagering_text', types: WAGERING_TYPES },
  { id: 'loss', titleKey: 'responsible_gaming_loss_title', textKey: 'responsible_gaming_loss_text', types: LOSS_TYPES },
] as const;

function Section({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }): ReactNode {
  return (
    <section className="card rg-section" aria-labelledby={`rg-${id}-title`}>
      <h2 className="section-title" id={`rg-${id}-title`}>
        {title}
      </h2>
      <p className="rg-section__text">{text}</p>
      {children}
    </section>
  );
}

function Sections({ list, available, reasons, ctx }: { list: Limit[]; available: AvailableLimit[]; reasons: { id: number; selfExcludeReason: string }[]; ctx: LimitContext }): ReactNode {
  const { t } = ctx;
  const offered = new Map(available.map((a) => [a.type, a]));
  const choicesOf = (type: number) => offered.get(type)?.availableValues ?? [];
  const excluded = activeOf(list, SELF_EXCLUSION_TYPE) !== undefined || activeOf(list, TIME_OUT_TYPE) !== undefined;
  // The server refuses these changes while the lock runs; the page does not offer them.
  const extrasLocked = runningExtraLimitsLock(list, ctx.now) !== undefined;
  const lockedNote = extrasLocked ? <p className="rg-status__note rg-locked-note">{t('responsible_gaming_extra_lock_note')}</p> : null;

  return (
    <>
      {MONEY_SECTIONS.map((section) => {
        const types = section.types.filter((type) => offered.has(type));
        if (types.length === 0) return null;
        return (
          <Section key={section.id} id={section.id} title={t(section.titleKey)} text={t(section.textKey)}>
            {types.map((type) => (
              <div key={type} className="rg-limit">
                <h3 className="rg-limit__title">{t(limitNameKey(type))}</h3>
                <LimitStatus limitType={type} list={list} ctx={ctx} />
                <MoneyLimitForm limitType={type} list={list} ctx={ctx} label={t('responsible_gaming_new_limit', { name: t(limitNameKey(type)) })} />
              </div>
            ))}
          </Section>
        );
      })}
      {offered.has(SESSION_LIMIT_TYPE) && (
        <Section id="session" title={t('responsible_gaming_session_title')} text={t('responsible_gaming_session_text')}>
          <LimitStatus limitType={SESSION_LIMIT_TYPE} list={list} ctx={ctx} />
          {lockedNote}
          <ChoiceLimitForm
            limitType={SESSION_LIMIT_TYPE}
            list={list}
            ctx={ctx}
            label={t('responsible_gaming_session_label')}
            choices={choicesOf(SESSION_LIMIT_TYPE)}
            measure="hours"
            off={{ value: -1, label: t('responsible_gaming_no_limit') }}
            submitLabel={t('responsible_gaming_save')}
            locked={extrasLocked}
          />
        </Section>
      )}
      {offered.has(REALITY_CHECK_TYPE) && (
        <Section id="reality-check" title={t('responsible_gaming_reality_check_title')} text={t('responsible_gaming_reality_check_text')}>
          <LimitStatus limitType={REALITY_CHECK_TYPE} list={list} ctx={ctx} />
          <ChoiceLimitForm
            limitType={REALITY_CHECK_TYPE}
            list={list}
            ctx={ctx}
            label={t('responsible_gaming_reality_check_label')}
            choices={[0, ...choicesOf(REALITY_CHECK_TYPE)]}
            measure="minutes"
            off={{ value: 0, label: t('responsible_gaming_off') }}
            submitLabel={t('responsible_gaming_save')}
          />
        </Section>
      )}
      {offered.has(TIME_OUT_TYPE) && (
        <Section id="time-out" title={t('responsible_gaming_time_out_title')} text={t('responsible_gaming_time_out_text')}>
          <LimitStatus limitType={TIME_OUT_TYPE} list={list} ctx={ctx} />
          {!excluded && lockedNote}
          <ChoiceLimitForm
            limitType={TIME_OUT_TYPE}
            list={list}
            ctx={ctx}
            label={t('responsible_gaming_time_out_label')}
            choices={choicesOf(TIME_OUT_TYPE)}
            measure="days"
            submitLabel={t('responsible_gaming_time_out_submit')}
            locked={excluded || extrasLocked}
          />
        </Section>
      )}
      {offered.has(EXTRA_LIMITS_LOCK_TYPE) && (
        <Section id="extra-lock" title={t('responsible_gaming_extra_lock_title')} text={t('responsible_gaming_extra_lock_text')}>
          <LimitStatus limitType={EXTRA_LIMITS_LOCK_TYPE} list={list} ctx={ctx} />
          <ChoiceLimitForm
            limitType={EXTRA_LIMITS_LOCK_TYPE}
            list={list}
            ctx={ctx}
            label={t('responsible_gaming_extra_lock_label')}
            choices={choicesOf(EXTRA_LIMITS_LOCK_TYPE)}
            measure="days"
            submitLabel={t('responsible_gaming_extra_lock_submit')}
            locked={extrasLocked}
          />
        </Section>
      )}
      {offered.has(SELF_EXCLUSION_TYPE) && (
        <Section id="self-exclusion" title={t('responsible_gaming_self_exclusion_title')} text={t('responsible_gaming_self_exclusion_text')}>
          <LimitStatus limitType={SELF_EXCLUSION_TYPE} list={list} ctx={ctx} />
          {activeOf(list, SELF_EXCLUSION_TYPE) === undefined && <SelfExclusionForm days={choicesOf(SELF_EXCLUSION_TYPE)} reasons={reasons} ctx={ctx} />}
        </Section>
      )}
    </>
  );
}

export function LimitsPage({ lng }: PageProps): ReactNode {
  const dispatch = useAppDispatch();
  const limits = useAppSelector(selectLimits);
  const ctx = useLimitContext(lng, limits.list);
  const offer = useAppSelector(selectOffer);

  useEffect(() => {
    dispatch(limitsRequested());
    dispatch(offerRequested());
  }, [dispatch]);

  const status = limits.status === 'error' || offer.status === 'error' ? 'error' : limits.status === 'ready' && offer.status === 'ready' ? 'ready' : 'loading';
  const retry = () => {
    dispatch(limitsRequested());
    dispatch(offerRequested());
  };

  return (
    <div className="rg-page">
      <h1 className="rg-page__title">{ctx.t('responsible_gaming_title')}</h1>
      <p className="rg-page__intro">{ctx.t('responsible_gaming_intro')}</p>
      <RemoteState
        status={status}
        error={limits.error ?? offer.error}
        onRetry={retry}
        isEmpty={offer.available.length === 0}
        empty={<p className="rg-page__empty">{ctx.t('responsible_gaming_nothing_offered')}</p>}
      >
        <Sections list={limits.list} available={offer.available} reasons={offer.reasons} ctx={ctx} />
      </RemoteState>
      <QuestionnaireDialog ctx={ctx} />
    </div>
  );
}
