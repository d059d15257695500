/**
 * A calculator form: coupon type, the selections' odds (and results when settling), the system size
 * and the stake. Every field says what is wrong as soon as it has been edited; the result follows
 * what is typed, and nothing typed is ever cleared by the page.
 */
import { useId, useState, type ReactNode } from 'react';
import { Button, Field, fieldDescribedBy, formatMoney, selectActiveAccount, useAppSelector, useIsHydrated, useSiteConfig, useTexts } from '@plugin-api';
import {
  CALC_TYPES,
  LEG_RESULTS,
  ODDS_BOUNDS,
  STAKE_BOUNDS,
  calculate,
  calcTypeOf,
  effectiveSystemValue,
  numberProblem,
  systemOptionsFor,
  type CalcLeg,
  type LegResult,
  type NumberProblem,
} from './model.ts';

const NEW_LEG: CalcLeg = { odds: '', result: 'win' };

function useProblemText(): (problem: NumberProblem | null, bounds: { min: number; max: number }) => string | undefined {
  const { t } = useTexts('info');
  return (problem, bounds) => (problem === null ? undefined : t(`info_calc_error_${problem.replace(/-/g, '_')}`, bounds));
}

export function CalculatorForm({ settle, lng }: { settle: boolean; lng: string }): ReactNode {
  const { t } = useTexts('info');
  const id = useId();
  const config = useSiteConfig();
  const account = useAppSelector(selectActiveAccount);
  const currencyIso = account?.iso ?? config.currencies.default;
  const problemText = useProblemText();
  // Typing into the server's markup before the app takes it over would be lost: the fields open once it has.
  const hydrated = useIsHydrated();

  const [typeKey, setTypeKey] = useState<string>(CALC_TYPES[0].key);
  const [legs, setLegs] = useState<CalcLeg[]>([NEW_LEG, NEW_LEG]);
  const [stake, setStake] = useState('');
  const [systemValue, setSystemValue] = useState(2);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const touch = (name: string) => setEdited((before) => (before.has(name) ? before : new Set(before).add(name)));

  const type = calcTypeOf(typeKey);
  const options = systemOptionsFor(type, legs.length);
  const chosenSystem = effectiveSystemValue(options, systemValue);
  const result = calculate({ type, legs, stake, systemValue: chosenSystem, currencyIso, settle });
  const money = (value: number) => formatMoney(value, currencyIso, lng);

  const changeType = (key: string) => {
    const next = calcTypeOf(key);
    setTypeKey(next.key);
    // The legs already typed stay; only as many empty ones are added as the type needs.
    setLegs((before) => (before.length >= next.minLegs ? before.slice(0, next.maxLegs) : [...before, ...Array<CalcLeg>(next.minLegs - before.length).fill(NEW_LEG)]));
  };
  const changeLeg = (index: number, change: Partial<CalcLeg>) => setLegs((before) => before.map((leg, i) => (i === index ? { ...leg, ...change } : leg)));
  const removeLeg = (index: number) => setLegs((before) => before.filter((_, i) => i !== index));

  const stakeError = edited.has('stake') ? problemText(numberProblem(stake, STAKE_BOUNDS), STAKE_BOUNDS) : undefined;

  return (
    <form className="info-calc" noValidate onSubmit={(event) => event.preventDefault()}>
      <fieldset className="info-calc__fields" disabled={!hydrated}>
        <Field id={`${id}-type`} label={t('info_calc_type')}>
          <select id={`${id}-type`} value={type.key} onChange={(event) => changeType(event.target.value)}>
            {CALC_TYPES.map((option) => (
              <option key={option.key} value={option.key}>
                {t(`info_calc_type_${option.key}`)}
              </option>
            ))}
          </select>
        </Field>

        <fieldset className="info-calc__legs">
          <legend>{t('info_calc_selections', { min: type.minLegs, max: type.maxLegs })}</legend>
          {legs.map((leg, index) => {
            const name = `odds-${index}`;
            const error = edited.has(name) ? problemText(numberProblem(leg.odds, ODDS_BOUNDS), ODDS_BOUNDS) : undefined;
            const oddsId = `${id}-odds-${index}`;
            return (
              <div key={index} className="info-calc__leg">
                <Field id={oddsId} label={t('info_calc_odds', { number: index + 1 })} error={error}>
                  <input
                    id={oddsId}
                    inputMode="decimal"
                    autoComplete="off"
                    value={leg.odds}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={fieldDescribedBy(oddsId, { error })}
                    onChange={(event) => {
                      changeLeg(index, { odds: event.target.value });
                      touch(name);
                    }}
                    onBlur={() => touch(name)}
                  />
                </Field>
                {settle && (
                  <Field id={`${id}-result-${index}`} label={t('info_calc_result_of', { number: index + 1 })}>
                    <select id={`${id}-result-${index}`} value={leg.result} onChange={(event) => changeLeg(index, { result: event.target.value as LegResult })}>
                      {LEG_RESULTS.map((value) => (
                        <option key={value} value={value}>
                          {t(`info_calc_result_${value.replace(/-/g, '_')}`)}
                        </option>
                      ))}
                    </select>
                  </Field>
                )}
                {legs.length > type.minLegs && (
                  <Button variant="ghost" className="info-calc__remove" onClick={() => removeLeg(index)}>
                    {t('info_calc_remove', { number: index + 1 })}
                  </Button>
                )}
              </div>
            );
          })}
          {legs.length < type.maxLegs && (
            <Button variant="secondary" onClick={() => setLegs((before) => [...before, NEW_LEG])}>
              {t('info_calc_add')}
            </Button>
          )}
        </fieldset>

        {options.length > 0 && (
          <Field id={`${id}-system`} label={t('info_calc_system')}>
            <select id={`${id}-system`} value={chosenSystem} onChange={(event) => setSystemValue(Number(event.target.value))}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {t('info_calc_system_option', { combo: option.combo, lines: option.lines })}
                </option>
              ))}
            </select>
          </Field>
        )}

        <Field id={`${id}-stake`} label={t('info_calc_stake', { currency: currencyIso })} hint={t('info_calc_stake_hint')} error={stakeError}>
          <input
            id={`${id}-stake`}
            inputMode="decimal"
            autoComplete="off"
            value={stake}
            aria-invalid={stakeError ? true : undefined}
            aria-describedby={fieldDescribedBy(`${id}-stake`, { hint: true, error: stakeError })}
            onChange={(event) => {
              setStake(event.target.value);
              touch('stake');
            }}
            onBlur={() => touch('stake')}
          />
        </Field>
      </fieldset>

      <section className="info-calc__outcome" aria-labelledby={`${id}-outcome`} aria-live="polite">
        <h2 id={`${id}-outcome`}>{t('info_calc_outcome')}</h2>
        {result === null ? (
          <p>{t('info_calc_incomplete')}</p>
        ) : (
          <dl className="info-calc__figures">
            <div>
              <dt>{t('info_calc_lines')}</dt>
              <dd>{result.lines}</dd>
            </div>
            <div>
              <dt>{t('info_calc_total_stake')}</dt>
              <dd>{money(result.totalStake)}</dd>
            </div>
            {settle && result.payout !== null ? (
              <>
                <div>
                  <dt>{t('info_calc_payout')}</dt>
                  <dd>{money(result.payout)}</dd>
                </div>
                <div>
                  <dt>{t('info_calc_profit')}</dt>
                  <dd>{money(result.payout - result.totalStake)}</dd>
                </div>
              </>
            ) : (
              <div>
                <dt>{t('info_calc_possible_win')}</dt>
                <dd>{money(result.possibleWin)}</dd>
              </div>
            )}
          </dl>
        )}
      </section>
    </form>
  );
}
