/**
 * The pages players reach from a link in an e-mail: activate (the e-mail of a new account),
 * activatefast (the same, and signed in on this device), stopnewsletter and accountverify (a new
 * e-mail confirmed). Each reads `token` from the query, checks it first (nothing is used by
 * opening the page), then does its one thing; a link that cannot be used says why, in the
 * server's words, and offers the next step: a new link, signing in, or the settings to use instead.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  RemoteState,
  RouteLink,
  selectIsAuthenticated,
  signedIn,
  useApiAction,
  useAppDispatch,
  useAppSelector,
  useRemoteData,
  useTexts,
  type PageProps,
  type RemoteError,
} from '@plugin-api';
import type { LinkPurpose } from '../../../schemas/user-pages-api.schema.ts';
import { linkProblemOf, readLinkCheck, readLinkDone, readLinkSent } from '../link-answers.ts';
import { encodeCredential, MODAL } from '../model.ts';
import { AuthForm, PasswordField, SubmitButton, TextField, useLocalValidation } from './fields.tsx';
import { useModalNavigation } from './hooks.ts';

export type LinkRouteId = 'activate' | 'activatefast' | 'stopnewsletter' | 'accountverify';

const PURPOSE: Readonly<Record<LinkRouteId, LinkPurpose>> = {
  activate: 'activate',
  activatefast: 'activate',
  stopnewsletter: 'newsletter',
  accountverify: 'account-verify',
};
const ACTION_PATH: Readonly<Record<LinkRouteId, string>> = {
  activate: '/user-pages/activate',
  activatefast: '/user-pages/activate',
  stopnewsletter: '/user-pages/stop-newsletter',
  accountverify: '/user-pages/account-verify',
};
export const LINK_CHECK_PATH = '/user-pages/links/check';
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63}$/;

const isLinkRoute = (id: string): id is LinkRouteId => id in PURPOSE;
const textKey = (routeId: LinkRouteId) => routeId;

/** The token of the page's query, or null. */
export function tokenOf(query: string): string | null {
  const token = new URLSearchParams(query).get('token');
  return token === null || token.trim() === '' ? null : token.trim();
}

/** A sign-in button that opens the sign-in modal (on every page, whichever routes the region serves). */
export function SignInButton(): ReactNode {
  const { t } = useTexts('auth');
  const { open } = useModalNavigation();
  return (
    <Button variant="secondary" onClick={() => open(MODAL.login)}>
      {t('auth_link_sign_in')}
    </Button>
  );
}

/** The server's refusal of a link, and what it means. */
export function LinkRefusal({ error }: { error: RemoteError }): ReactNode {
  const { t } = useTexts('auth');
  const problem = linkProblemOf(error.status);
  return (
    <div className="auth-page__notice auth-link-page__refusal" role="alert">
      <p>{error.message}</p>
      {problem !== 'other' && <p>{t(problem === 'invalid' ? 'auth_link_invalid_hint' : 'auth_link_gone_hint')}</p>}
    </div>
  );
}

/** Signed in: a new activation link to the account's e-mail. */
function SendActivation(): ReactNode {
  const { t } = useTexts('auth');
  const send = useApiAction('auth/link-send/activate', { parse: readLinkSent });
  if (send.status === 'done' && send.data) {
    return (
      <p className="auth-page__notice" role="status">
        {t('auth_link_sent', { email: send.data.email, hours: Math.round(send.data.expires_in / 3600) })}
      </p>
    );
  }
  return (
    <div className="auth-link-page__step">
      <Button disabled={send.status === 'sending'} aria-busy={send.status === 'sending' || undefined} onClick={() => send.send('POST', '/user-pages/links/send', { purpose: 'activate' })}>
        {t('auth_link_send_activation')}
      </Button>
      {send.error && (
        <p className="auth-form__error" role="alert">
          {send.error.message}
        </p>
      )}
    </div>
  );
}

/**
 * Signed in: a link to a new e-mail, which the accountverify page then confirms. The current
 * password comes with it: whoever has the e-mail can recover the account.
 */
function SendEmailChange(): ReactNode {
  const { t } = useTexts('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const send = useApiAction('auth/link-send/account-verify', { parse: readLinkSent });
  const local = useLocalValidation(() => ({
    email: EMAIL.test(email.trim()) ? undefined : 'auth_link_email_invalid',
    pass: password ? undefined : 'auth_error_required_password',
  }));
  const typedError = local.errors.email;
  const passwordRefused = send.error?.field === 'password';
  if (send.status === 'done' && send.data) {
    return (
      <p className="auth-page__notice" role="status">
        {t('auth_link_sent', { email: send.data.email, hours: Math.round(send.data.expires_in / 3600) })}
      </p>
    );
  }
  return (
    <AuthForm
      onSubmit={() => local.validate() && send.send('POST', '/user-pages/links/send', { purpose: 'account-verify', email: email.trim(), password: encodeCredential(password) })}
      pending={send.status === 'sending'}
      failure={send.error}
      round={local.round}
    >
      <TextField
        label={t('auth_link_new_email_label')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (send.status === 'failed') send.reset();
        }}
        hint={t('auth_link_new_email_hint')}
        error={typedError ? t(typedError) : send.error && !passwordRefused ? send.error.message : undefined}
      />
      <PasswordField
        label={t('auth_link_current_password_label')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          if (send.status === 'failed') send.reset();
        }}
        error={local.errors.pass ? t(local.errors.pass) : passwordRefused ? send.error!.message : undefined}
      />
      <SubmitButton pending={send.status === 'sending'}>{t('auth_link_send_verification')}</SubmitButton>
    </AuthForm>
  );
}

/** What the player can do instead when there is no usable link. */
function NextSteps({ routeId }: { routeId: LinkRouteId }): ReactNode {
  const { t } = useTexts('auth');
  const signedInNow = useAppSelector(selectIsAuthenticated);
  if (!signedInNow) {
    return (
      <div className="auth-link-page__step">
        <p>{t(`auth_link_${textKey(routeId)}_guest_next`)}</p>
        <SignInButton />
      </div>
    );
  }
  if (routeId === 'stopnewsletter') {
    return (
      <p className="auth-link-page__step">
        <RouteLink to="office-mailing-settings" className="button">
          {t('auth_link_mailing_settings')}
        </RouteLink>
      </p>
    );
  }
  return routeId === 'accountverify' ? <SendEmailChange /> : <SendActivation />;
}

function Done({ routeId, email, answer }: { routeId: LinkRouteId; email: string; answer: ReturnType<typeof readLinkDone> }): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const reported = useRef(false);
  // activatefast: the activation came with a sign-in on this device; the session saga takes it from here.
  useEffect(() => {
    if (reported.current || !answer?.token || !answer.user_id) return;
    reported.current = true;
    dispatch(signedIn({ token: answer.token, userId: answer.user_id, remember: false, via: 'login' }));
  }, [answer, dispatch]);
  return (
    <div className="auth-link-page__done" role="status">
      <p>{t(`auth_link_${textKey(routeId)}_done`, { email })}</p>
      <ul className="auth-link-page__next">
        <li>
          <RouteLink to="home" className="button">
            {t('auth_link_to_home')}
          </RouteLink>
        </li>
        {routeId === 'stopnewsletter' ? (
          <li>
            <RouteLink to="office-mailing-settings">{t('auth_link_mailing_settings')}</RouteLink>
          </li>
        ) : (
          <li>
            <RouteLink to="account">{t('auth_link_to_account')}</RouteLink>
          </li>
        )}
      </ul>
    </div>
  );
}

/** A usable link: the newsletter stop waits for a tap (mail scanners open links too); the others act at once. */
function UseLink({ routeId, token, email }: { routeId: LinkRouteId; token: string; email: string }): ReactNode {
  const { t } = useTexts('auth');
  // Keyed by the token: the outcome of this link stays what it was if the page is opened again.
  const action = useApiAction(`auth/link/${routeId}/${token}`, { parse: readLinkDone });
  const { send, status } = action;
  const automatic = routeId !== 'stopnewsletter';
  const body = routeId === 'activatefast' ? { token, sign_in: true } : { token };
  const bodyText = JSON.stringify(body);
  // Once: a link is used up by its first call, so a second (a remount) would only report "used".
  const sent = useRef(false);
  useEffect(() => {
    if (!automatic || sent.current || status !== 'idle') return;
    sent.current = true;
    send('POST', ACTION_PATH[routeId], JSON.parse(bodyText));
  }, [automatic, send, routeId, bodyText, status]);

  if (action.status === 'done' && action.data) return <Done routeId={routeId} email={action.data.email} answer={action.data} />;
  if (action.status === 'failed' && action.error) {
    return (
      <>
        <LinkRefusal error={action.error} />
        {linkProblemOf(action.error.status) === 'other' ? (
          <Button onClick={() => send('POST', ACTION_PATH[routeId], body)}>{t('auth_link_try_again')}</Button>
        ) : (
          <NextSteps routeId={routeId} />
        )}
      </>
    );
  }
  if (automatic || action.status === 'sending') {
    return (
      <p className="auth-link-page__busy" role="status" aria-busy="true">
        {t(`auth_link_${textKey(routeId)}_working`)}
      </p>
    );
  }
  return (
    <div className="auth-link-page__step">
      <p>{t('auth_link_stopnewsletter_confirm', { email })}</p>
      <Button onClick={() => send('POST', ACTION_PATH[routeId], body)}>{t('auth_link_stopnewsletter_button')}</Button>
    </div>
  );
}

function CheckedLink({ routeId, token }: { routeId: LinkRouteId; token: string }): ReactNode {
  const purpose = PURPOSE[routeId];
  const check = useRemoteData(`auth/link-check/${purpose}/${token}`, LINK_CHECK_PATH, { query: { purpose, token }, parse: readLinkCheck });
  if (check.status === 'error' && check.error && linkProblemOf(check.error.status) !== 'other') {
    return (
      <>
        <LinkRefusal error={check.error} />
        <NextSteps routeId={routeId} />
      </>
    );
  }
  return (
    <RemoteState status={check.status} error={check.error} onRetry={check.reload}>
      {check.data && <UseLink routeId={routeId} token={token} email={check.data.email} />}
    </RemoteState>
  );
}

export function LinkPage({ routeId, query }: PageProps): ReactNode {
  const { t } = useTexts('auth');
  const titleId = useId();
  if (!isLinkRoute(routeId)) return null;
  const token = tokenOf(query);
  return (
    <section className="auth-page auth-link-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-page__title">
        {t(`auth_link_${textKey(routeId)}_title`)}
      </h1>
      {token === null ? (
        <>
          <p>{t(`auth_link_${textKey(routeId)}_no_token`)}</p>
          <NextSteps routeId={routeId} />
        </>
      ) : (
        <CheckedLink routeId={routeId} token={token} />
      )}
    </section>
  );
}
