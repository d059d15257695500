/** Pieces the support pages share: the topic choice, the sign-in prompt and links that open a support modal. */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Field, useRouteHref, useTexts } from '@plugin-api';
import { SUPPORT_TOPICS, type SupportTopic } from '../model.ts';

export function TopicField({ id, value, onChange, label }: { id: string; value: SupportTopic | ''; onChange(topic: SupportTopic): void; label: string }): ReactNode {
  const { t } = useTexts('support');
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} required onChange={(event) => onChange(event.target.value as SupportTopic)}>
        {value === '' && (
          <option value="" disabled>
            {t('support_topic_choose')}
          </option>
        )}
        {SUPPORT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {t(`support_topic_${topic}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A guest's way in: the login page, coming back here afterwards. */
export function SignInPrompt({ textKey }: { textKey: string }): ReactNode {
  const { t } = useTexts('support');
  const location = useLocation();
  const loginHref = useRouteHref('login');
  return (
    <div className="support-sign-in">
      <p>{t(textKey)}</p>
      {loginHref && (
        <Link className="button button--primary support-action" to={`${loginHref}?redirect_url=${encodeURIComponent(location.pathname + location.search)}`}>
          {t('support_sign_in')}
        </Link>
      )}
    </div>
  );
}

/** A link that opens a support modal over the current page (its query parameter; the modal guard does the rest). */
export function ModalLink({ query, children, className }: { query: string; children: ReactNode; className?: string }): ReactNode {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set(query, '1');
  return (
    <Link className={className} to={{ pathname: location.pathname, search: `?${params.toString()}` }}>
      {children}
    </Link>
  );
}

/**
 * The server's refusal, said where the form's button is (a 4xx carries the server's own words, a
 * failure without them the general text); what was typed stays in the fields.
 */
export function Refusal({ error }: { error: { message: string; status: number } | null }): ReactNode {
  const { t } = useTexts('support');
  if (error === null) return null;
  return (
    <p className="support-form__refusal" role="alert">
      {error.status >= 400 && error.status < 500 ? error.message : t('support_send_failed')}
    </p>
  );
}

/** A failed send without an error object (it should not happen): said like a server failure. */
export const UNKNOWN_FAILURE = { message: '', status: 500 } as const;
