/**
 * Ask for a call back: the number with its country code, when, and about what. The server keeps one
 * scheduled call per player and refuses a second (its message is shown); nothing typed is lost.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Field, fieldDescribedBy, RouteLink, useApiAction, useIsHydrated, useSiteConfig, useTexts } from '@plugin-api';
import { CALLBACK_SLOTS, KEYS, parseCallbackAnswer, PATHS, phoneProblem, type SupportTopic } from '../model.ts';
import { Refusal, TopicField, UNKNOWN_FAILURE } from './common.tsx';

type Slot = (typeof CALLBACK_SLOTS)[number];

export function CallbackPage(): ReactNode {
  const { t } = useTexts('support');
  const id = useId();
  const offered = useSiteConfig().support?.callbacks !== false;
  // Typing into the server's markup before the app takes it over would be lost: the fields open once it has.
  const hydrated = useIsHydrated();
  const [phone, setPhone] = useState('');
  const [slot, setSlot] = useState<Slot>('asap');
  const [topic, setTopic] = useState<SupportTopic | ''>('');
  const [edited, setEdited] = useState(false);
  const [topicEdited, setTopicEdited] = useState(false);
  const action = useApiAction('support/callback', { parse: parseCallbackAnswer, invalidates: [KEYS.callbacks] });
  const problem = phoneProblem(phone);
  const phoneError = edited && problem ? t(problem === 'required' ? 'support_error_required' : 'support_error_phone') : undefined;
  const topicError = topicEdited && topic === '' ? t('support_error_topic') : undefined;
  const touched = () => {
    if (action.status === 'failed') action.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEdited(true);
    setTopicEdited(true);
    if (problem || topic === '') return;
    action.send('POST', PATHS.callbacks, { phone: phone.trim(), slot, topic });
  };

  const title = (
    <h1 id={`${id}-title`} className="support-page__title">
      {t('support_callback_title')}
    </h1>
  );

  if (!offered) {
    return (
      <section className="support-page" aria-labelledby={`${id}-title`}>
        {title}
        <p className="support-page__text">{t('support_callback_not_offered')}</p>
        <RouteLink to="support-email" className="support-link">
          {t('support_email_title')}
        </RouteLink>
      </section>
    );
  }

  if (action.status === 'done' && action.data) {
    return (
      <section className="support-page" aria-labelledby={`${id}-title`}>
        {title}
        <p className="support-done" role="status">
          {action.data.message}
        </p>
        <div className="support-actions">
          <RouteLink to="call-history" className="support-link">
            {t('support_call_history_title')}
          </RouteLink>
          <RouteLink to="support" className="support-link">
            {t('support_back_to_hub')}
          </RouteLink>
        </div>
      </section>
    );
  }

  return (
    <section className="support-page" aria-labelledby={`${id}-title`}>
      {title}
      <p className="support-page__text">{t('support_callback_intro')}</p>
      <form className="support-form" noValidate onSubmit={submit}>
        <fieldset className="support-form__fields" disabled={!hydrated}>
          <Field id={`${id}-phone`} label={t('support_field_phone')} hint={t('support_field_phone_hint')} error={phoneError}>
            <input
              id={`${id}-phone`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={fieldDescribedBy(`${id}-phone`, { hint: true, error: phoneError })}
              onChange={(event) => {
                setPhone(event.target.value);
                setEdited(true);
                touched();
              }}
              onBlur={() => setEdited(true)}
            />
          </Field>
          <Field id={`${id}-slot`} label={t('support_field_slot')}>
            <select
              id={`${id}-slot`}
              value={slot}
              onChange={(event) => {
                setSlot(event.target.value as Slot);
                touched();
              }}
            >
              {CALLBACK_SLOTS.map((value) => (
                <option key={value} value={value}>
                  {t(`support_slot_${value}`)}
                </option>
              ))}
            </select>
          </Field>
          <TopicField
            id={`${id}-topic`}
            label={t('support_field_call_topic')}
            value={topic}
            onChange={(value) => {
              setTopic(value);
              setTopicEdited(true);
              touched();
            }}
          />
          {topicError && (
            <p className="field__error" role="alert">
              {topicError}
            </p>
          )}
          <Refusal error={action.status === 'failed' ? (action.error ?? UNKNOWN_FAILURE) : null} />
          <Button type="submit" disabled={action.status === 'sending'}>
            {t(action.status === 'sending' ? 'support_sending' : 'support_callback_send')}
          </Button>
        </fieldset>
      </form>
      <RouteLink to="call-history" className="support-link">
        {t('support_call_history_title')}
      </RouteLink>
    </section>
  );
}
