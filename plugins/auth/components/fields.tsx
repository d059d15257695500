/**
 * Accessible form pieces: every input has a label; an error is on the field (aria-invalid,
 * aria-describedby) and the first invalid field takes the focus after a failed submit; passwords
 * can be shown; Enter submits (a real form) and buttons are disabled while a call runs.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { Button, useTexts } from '@plugin-api';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'prefix'> {
  label: string;
  /** Already translated. */
  error?: string | null | undefined;
  hint?: ReactNode;
  /** Something shown next to the input (a country code button, a show-password toggle). */
  addon?: ReactNode;
  prefix?: ReactNode;
}

export function TextField({ label, error, hint, addon, prefix, id, className, ...input }: FieldProps): ReactNode {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={`auth-field${error ? ' auth-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId} className="auth-field__label">
        {label}
      </label>
      <div className="auth-field__row">
        {prefix}
        <input id={inputId} className="auth-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...input} />
        {addon}
      </div>
      {hint && (
        <p id={hintId} className="auth-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="auth-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle (a pressed button, named by what it does). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'addon'>): ReactNode {
  const { t } = useTexts('auth');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      addon={
        <button type="button" className="auth-field__toggle" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          {t(shown ? 'auth_password_hide' : 'auth_password_show')}
        </button>
      }
    />
  );
}

/** The status to hand AuthForm as `failure`: itself when it says something went wrong. */
export function failureOf(status: { pending: boolean; fieldErrors: object; error: string | null }): object | null {
  return !status.pending && (status.error !== null || Object.keys(status.fieldErrors).length > 0) ? status : null;
}

/** A form error (dictionary key), announced. */
export function FormError({ error }: { error: string | null | undefined }): ReactNode {
  const { t } = useTexts('auth');
  if (!error) return null;
  return (
    <p className="auth-form__error" role="alert" tabIndex={-1}>
      {t(error)}
    </p>
  );
}

export function SubmitButton({ pending, children, disabled }: { pending: boolean; children: ReactNode; disabled?: boolean }): ReactNode {
  return (
    <Button type="submit" className="auth-form__submit" disabled={pending || disabled} aria-busy={pending || undefined}>
      {children}
    </Button>
  );
}

/**
 * After a failed submit (`failure` changes identity: the slice's field errors object, or a local
 * validation round), focus the first invalid field, else the form error.
 */
export function useFocusOnFailure(form: RefObject<HTMLFormElement | null>, failure: unknown): void {
  useEffect(() => {
    if (failure === null || failure === undefined) return;
    const target = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current?.querySelector<HTMLElement>('.auth-form__error');
    target?.focus();
  }, [form, failure]);
}

export interface AuthFormProps {
  onSubmit(): void;
  pending: boolean;
  /** The slice's form status when it holds errors (changes identity once per failed call), else null. */
  failure: unknown;
  /** A local validation round (useLocalValidation), or null. */
  round?: object | null;
  className?: string;
  labelledBy?: string;
  children: ReactNode;
}

/** A form that submits on Enter, never reloads the page, and focuses what went wrong. */
export function AuthForm({ onSubmit, pending, failure, round = null, className, labelledBy, children }: AuthFormProps): ReactNode {
  const ref = useRef<HTMLFormElement>(null);
  useFocusOnFailure(ref, failure);
  useFocusOnFailure(ref, round);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form ref={ref} className={`auth-form${className ? ` ${className}` : ''}`} noValidate onSubmit={submit} aria-busy={pending || undefined} aria-labelledby={labelledBy}>
      {children}
    </form>
  );
}

/**
 * Local validation shown after the first submit: `check` returns field errors (keys); a submit
 * with errors bumps a round so the focus goes to the first one.
 */
export function useLocalValidation<T extends Record<string, string | undefined>>(check: () => T): {
  errors: Partial<T>;
  round: object | null;
  validate(): boolean;
  /** Forget the submit (another mode or step starts clean). */
  reset(): void;
} {
  const [submitted, setSubmitted] = useState(false);
  const [round, setRound] = useState<object | null>(null);
  const reset = useCallback(() => {
    setSubmitted(false);
    setRound(null);
  }, []);
  const errors = submitted ? check() : {};
  return {
    errors: Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as Partial<T>,
    round,
    validate() {
      setSubmitted(true);
      const now = check();
      const ok = Object.values(now).every((v) => v === undefined);
      if (!ok) setRound({});
      return ok;
    },
    reset,
  };
}

/**
 * The server's field errors minus the fields changed since that answer: a stale "already
 * registered" must not stay on an e-mail the player has just fixed. A new answer (a new
 * object from the slice) shows all its errors again.
 */
export function useServerFieldErrors<F extends string>(fieldErrors: Partial<Record<F, string>>): {
  errors: Partial<Record<F, string>>;
  edited(field: F): void;
} {
  const [changed, setChanged] = useState<{ answer: object; fields: readonly F[] }>({ answer: fieldErrors, fields: [] });
  const fields = changed.answer === fieldErrors ? changed.fields : [];
  const errors = Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => !fields.includes(field as F))) as Partial<Record<F, string>>;
  const edited = useCallback(
    (field: F) => setChanged((c) => ({ answer: fieldErrors, fields: c.answer === fieldErrors ? [...c.fields, field] : [field] })),
    [fieldErrors],
  );
  return { errors, edited };
}
