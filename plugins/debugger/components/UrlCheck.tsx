import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Field, fieldDescribedBy, useTexts, type NavigationInspection } from '@plugin-api';
import { Verdicts } from './Verdicts.tsx';

/** A URL of this site: a path starting with a two-letter language, optionally with a query. */
export function isSiteUrl(value: string): boolean {
  return /^\/[a-z]{2}(?:[/?#].*)?$/.test(value.trim());
}

/** Any URL of the site through the guards, as the current user: each guard's decision. */
export function UrlCheck({ initialUrl, inspect }: { initialUrl: string; inspect(url: string): NavigationInspection }): ReactNode {
  const { t } = useTexts('debugger');
  const [url, setUrl] = useState(initialUrl);
  const [result, setResult] = useState<NavigationInspection | null>(null);
  const invalid = url.trim() !== '' && !isSiteUrl(url);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    if (!isSiteUrl(url)) return;
    setResult(inspect(url.trim()));
  };
  const error = invalid ? t('debugger_check_error') : undefined;
  return (
    <section className="debugger-section" aria-labelledby="debugger-check-title">
      <h2 id="debugger-check-title" className="section-title">
        {t('debugger_check_title')}
      </h2>
      <form className="debugger-toolbar" onSubmit={onSubmit} noValidate>
        <Field id="debugger-check-url" label={t('debugger_check_label')} hint={t('debugger_check_hint')} error={error}>
          <input
            id="debugger-check-url"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={fieldDescribedBy('debugger-check-url', { hint: true, error })}
          />
        </Field>
        <Button type="submit" disabled={!isSiteUrl(url)}>
          {t('debugger_check_submit')}
        </Button>
      </form>
      {result ? (
        <div className="debugger-check-result" role="status">
          <p>
            <code>{result.url}</code> → <code>{result.routeId ?? t('debugger_no_route')}</code>
          </p>
          <Verdicts inspection={result} />
        </div>
      ) : null}
    </section>
  );
}
