/**
 * Form pieces every account page uses: fields checked as the player types (an error shows once a
 * field was edited, or for every field after a submit), and the outcome of the send (sending, done
 * with the next step, or the server's own message). Values live in component state, so a refusal
 * never clears what the player typed.
 */
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { authUserAction, Button, Field, fieldDescribedBy, useApiAction, useAppDispatch, useTexts, type ApiAction, type ApiActionOptions } from '@plugin-api';
import type { FieldCheck } from '../model.ts';

export interface Form<Name extends string> {
  readonly values: Readonly<Record<Name, string>>;
  /** The dictionary key of each field's error, for fields the player has edited (all after a submit). */
  readonly errors: Readonly<Partial<Record<Name, string>>>;
  readonly valid: boolean;
  set(name: Name, value: string): void;
  /** Marks every field as seen; true when the form may be sent. */
  submit(): boolean;
}

export function useForm<Name extends string>(initial: Record<Name, string>, checks: Readonly<Partial<Record<Name, FieldCheck>>>): Form<Name> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<Name>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const allErrors = useMemo(() => {
    const found: Partial<Record<Name, string>> = {};
    for (const name of Object.keys(values) as Name[]) {
      const error = checks[name]?.(values[name], values);
      if (error) found[name] = error;
    }
    return found;
  }, [values, checks]);
  const errors = useMemo(() => {
    if (submitted) return allErrors;
    const shown: Partial<Record<Name, string>> = {};
    for (const name of touched) if (allErrors[name]) shown[name] = allErrors[name];
    return shown;
  }, [allErrors, submitted, touched]);
  const set = useCallback((name: Name, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setTouched((previous) => (previous.has(name) ? previous : new Set([...previous, name])));
  }, []);
  const valid = Object.keys(allErrors).length === 0;
  const submit = useCallback(() => {
    setSubmitted(true);
    return valid;
  }, [valid]);
  return { values, errors, valid, set, submit };
}

/** A labelled input bound to one field of a form. */
export function TextField<Name extends string>({
  form,
  name,
  label,
  hint,
  ...input
}: { form: Form<Name>; name: Name; label: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'form'>): ReactNode {
  const { t } = useTexts('office-account');
  const id = `${useId()}-${name}`;
  const error = form.errors[name];
  const errorText = error ? t(error) : undefined;
  return (
    <Field id={id} label={label} hint={hint} error={errorText}>
      <input
        id={id}
        name={name}
        className="office-account__input"
        value={form.values[name]}
        onChange={(event) => form.set(name, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, { hint, error: errorText })}
        {...input}
      />
    </Field>
  );
}

/** `<form>` that never reloads the page and sends only when every field passes. */
export function AccountForm({ onValidSubmit, form, children, label }: { onValidSubmit: () => void; form: Form<string>; children: ReactNode; label: string }): ReactNode {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submit()) onValidSubmit();
  };
  return (
    <form className="office-account__form" onSubmit={onSubmit} aria-label={label} noValidate>
      {children}
    </form>
  );
}

export function SubmitButton({ action, children }: { action: Pick<ApiAction<unknown>, 'status'>; children: ReactNode }): ReactNode {
  const sending = action.status === 'sending';
  return (
    <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
      {children}
    </Button>
  );
}

/**
 * What happened to the last send: a status line while sending, the done text with what to do next,
 * or the server's message (its reason for a refusal) with the form left as it was.
 */
export function SendOutcome({ action, done, next }: { action: Pick<ApiAction<unknown>, 'status' | 'error'>; done: string; next?: ReactNode }): ReactNode {
  const { t } = useTexts('office-account');
  if (action.status === 'sending') {
    return (
      <p className="office-account__outcome" role="status">
        {t('office_account_sending')}
      </p>
    );
  }
  if (action.status === 'failed') {
    const own = action.error && action.error.status >= 400 && action.error.status < 500 ? action.error.message : null;
    return (
      <p className="office-account__outcome office-account__outcome--error" role="alert">
        {own ?? t('office_account_send_failed')}
      </p>
    );
  }
  if (action.status === 'done') {
    return (
      <div className="office-account__outcome office-account__outcome--done" role="status">
        <p>{done}</p>
        {next}
      </div>
    );
  }
  return null;
}

/**
 * useApiAction whose outcome is forgotten when the form goes away: the store keeps outcomes by key,
 * and a player coming back to a page should find the form, not last visit's "done". With
 * `refreshesUser`, a success also asks the core to reload the user (name, accounts, statuses), so
 * the header and the guards see the change at once rather than at the next minute's refresh.
 */
export function useFreshAction<T = unknown>(key: string, { refreshesUser = false, ...options }: ApiActionOptions<T> & { refreshesUser?: boolean } = {}): ApiAction<T> {
  const action = useApiAction<T>(key, options);
  const dispatch = useAppDispatch();
  const { reset, status } = action;
  useEffect(() => reset, [reset]);
  useEffect(() => {
    if (refreshesUser && status === 'done') dispatch(authUserAction());
  }, [dispatch, refreshesUser, status]);
  return action;
}
