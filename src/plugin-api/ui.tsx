/** UI primitives for plugins: class names from the shell's stylesheet, no inline styles (strict CSP). */
import { useTexts } from '../i18n/use-texts.tsx';
import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';

export function Button({ variant = 'primary', className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'ghost' }): ReactNode {
  return <button type="button" className={`button button--${variant}${className ? ` ${className}` : ''}`} {...rest} />;
}

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>): ReactNode {
  return <section className={`card${className ? ` ${className}` : ''}`} {...rest} />;
}

export function SectionTitle({ children }: { children: ReactNode }): ReactNode {
  return <h2 className="section-title">{children}</h2>;
}

/**
 * What a page shows for remote data that is not ready: loading (a status line), a failure (the
 * server's own message when it gave one, else main_query_error, with a retry) or, once ready and
 * `isEmpty`, the page's empty text with what the player can do next. Renders `children` otherwise.
 */
export function RemoteState({
  status,
  error,
  onRetry,
  isEmpty = false,
  empty,
  children,
}: {
  status: 'loading' | 'ready' | 'error';
  error?: { message: string; status: number } | null;
  onRetry: () => void;
  isEmpty?: boolean;
  /** The empty state: a sentence and, where there is one, the next step (a link or button). */
  empty?: ReactNode;
  children?: ReactNode;
}): ReactNode {
  const { t } = useTexts('main');
  if (status === 'loading') {
    return (
      <p className="remote-state" role="status" aria-live="polite">
        {t('main_loading')}
      </p>
    );
  }
  if (status === 'error') {
    // A 4xx carries the server's explanation; a 5xx or no answer gets the general text.
    const own = error && error.status >= 400 && error.status < 500 ? error.message : null;
    return (
      <div className="remote-state remote-state--error" role="alert">
        <p>{own ?? t('main_query_error')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('main_retry')}
        </Button>
      </div>
    );
  }
  if (isEmpty) return <div className="remote-state remote-state--empty">{empty}</div>;
  return <>{children}</>;
}

/**
 * A labelled form field: the label, the control (input, select or textarea passed as `children`,
 * given `id`), a hint and the field's error, wired with aria-describedby and aria-invalid by the
 * caller through `describedBy` so screen readers read them with the control.
 */
export function Field({ id, label, hint, error, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: ReactNode; children: ReactNode }): ReactNode {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria-describedby of a Field's control: its hint and error ids, when they are shown. */
export function fieldDescribedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
