import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Card, Field, RemoteState, RouteLink, fieldDescribedBy, useTexts, type PageProps } from '@plugin-api';
import type { PromoCodeCheckAnswer } from '../schemas.ts';
import { formatDate, formatReward } from '../format.ts';
import { NS, READS, useBonusAction, useBonusRead } from '../hooks.ts';
import { parsePromoCodeCheck } from '../parse.ts';
import { normalisePromoCode, promoCodeFromQuery, promoCodeProblem } from '../promo-code.ts';
import { BonusPage } from './BonusPage.tsx';
import { PaidFeedback } from './PaidFeedback.tsx';

const FIELD_ID = 'office-bonuses-promo-code';

function CheckResult({ result, lng }: { result: PromoCodeCheckAnswer; lng: string }): ReactNode {
  const { t } = useTexts(NS);
  const activate = useBonusAction('promo-activate', [READS.promoCheck(lng), READS.promoHistory(lng)]);
  const gives = result.reward ? formatReward(t, result.reward, lng) : '';
  return (
    <Card className={`office-bonuses__result office-bonuses__result--${result.status}`} aria-labelledby="office-bonuses-result-title">
      <h2 className="section-title" id="office-bonuses-result-title">
        {t(`office_bonuses_promo_status_${result.status}`, { code: result.code })}
      </h2>
      {result.status === 'valid' && (
        <>
          <p>{t('office_bonuses_promo_gives', { reward: gives })}</p>
          {result.validUntil && <p className="office-bonuses__muted">{t('office_bonuses_promo_valid_until', { date: formatDate(result.validUntil, lng) })}</p>}
          <Button onClick={() => activate.send('POST', '/bonuses/promo-codes/activate', { code: result.code })} disabled={activate.status === 'sending'}>
            {t('office_bonuses_promo_activate', { code: result.code })}
          </Button>
        </>
      )}
      {result.status === 'used' && result.usedAt && <p>{t('office_bonuses_promo_used_on', { date: formatDate(result.usedAt, lng), reward: gives })}</p>}
      {result.status === 'expired' && result.validUntil && <p>{t('office_bonuses_promo_expired_on', { date: formatDate(result.validUntil, lng) })}</p>}
      {result.status === 'unknown' && <p>{t('office_bonuses_promo_unknown_hint')}</p>}
      <PaidFeedback action={activate} lng={lng} />
    </Card>
  );
}

/**
 * Checks a promo code: valid (what it gives, until when, and activating it), used, expired or
 * unknown. `?promocode=` fills the field and checks it at once, so a link from an e-mail or a
 * banner lands on the answer.
 */
export function PromoCodeCheckPage({ routeId, query, lng }: PageProps): ReactNode {
  const { t } = useTexts(NS);
  const fromQuery = promoCodeFromQuery(query);
  const [text, setText] = useState(fromQuery);
  const [submitted, setSubmitted] = useState(fromQuery !== '');
  const [checked, setChecked] = useState(promoCodeProblem(fromQuery) === null ? normalisePromoCode(fromQuery) : '');

  // Another link with another code while the page is open: take it as if the page opened with it
  // (state adjusted while rendering, so the old code's answer never shows for the new one).
  const [linkCode, setLinkCode] = useState(fromQuery);
  if (linkCode !== fromQuery) {
    setLinkCode(fromQuery);
    setText(fromQuery);
    setSubmitted(fromQuery !== '');
    setChecked(promoCodeProblem(fromQuery) === null ? normalisePromoCode(fromQuery) : '');
  }

  const check = useBonusRead(READS.promoCheck(lng), '/bonuses/promo-codes/check', parsePromoCodeCheck, { query: { code: checked }, skip: checked === '' });
  const problem = promoCodeProblem(text);
  // A wrong character shows as it is typed; "enter a code" only once the player tried to check an empty field.
  const error = problem === 'format' ? t('office_bonuses_promo_error_format') : problem === 'empty' && submitted ? t('office_bonuses_promo_error_empty') : undefined;
  const hint = t('office_bonuses_promo_hint');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem !== null) return;
    const code = normalisePromoCode(text);
    if (code === checked) check.reload();
    else setChecked(code);
  };

  return (
    <BonusPage routeId={routeId} title={t('office_bonuses_promo_title')} intro={t('office_bonuses_promo_intro')}>
      <Card aria-labelledby="office-bonuses-promo-form-title">
        <h2 className="section-title" id="office-bonuses-promo-form-title">
          {t('office_bonuses_promo_form_title')}
        </h2>
        <form onSubmit={submit} noValidate className="office-bonuses__form">
          <Field id={FIELD_ID} label={t('office_bonuses_promo_label')} hint={hint} error={error}>
            <input
              id={FIELD_ID}
              name="promocode"
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldDescribedBy(FIELD_ID, { hint, error })}
            />
          </Field>
          <Button type="submit">{t('office_bonuses_promo_check')}</Button>
        </form>
      </Card>
      <div aria-live="polite">
        {checked !== '' && (
          <RemoteState status={check.status} error={check.error} onRetry={check.reload}>
            {check.data && check.data.code === checked && <CheckResult result={check.data} lng={lng} />}
          </RemoteState>
        )}
      </div>
      <p>
        <RouteLink to="office-promo-code-history" className="office-bonuses__link">
          {t('office_bonuses_promo_history_link')}
        </RouteLink>
      </p>
    </BonusPage>
  );
}
