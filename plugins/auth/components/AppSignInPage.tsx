/**
 * authApp: an app where the player is signed in opens the site with a one-time token
 * (`method_id`, `token`, `sign`, optionally `redirect_url`); this page signs the same player in. The
 * route is for guests, so once signed in the core takes the player on, to `redirect_url` when it is
 * a path of this site, else back or home. A token that cannot be used says why and offers signing in
 * by password or by QR code.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { RouteLink, signedIn, useApiAction, useAppDispatch, useTexts, type PageProps } from '@plugin-api';
import { readSignInAnswer } from '../answers.ts';
import { LinkRefusal, SignInButton } from './LinkPages.tsx';

export const AUTH_APP_PATH = '/user-pages/auth-app';

interface AppLink {
  methodId: string;
  token: string;
  sign: string;
}

export function appLinkOf(query: string): AppLink | null {
  const params = new URLSearchParams(query);
  const methodId = params.get('method_id');
  const token = params.get('token');
  const sign = params.get('sign');
  return methodId && token && sign ? { methodId, token, sign } : null;
}

function OtherWays(): ReactNode {
  const { t } = useTexts('auth');
  return (
    <div className="auth-link-page__step">
      <SignInButton />
      <RouteLink to="qr-login">{t('auth_app_qr_instead')}</RouteLink>
    </div>
  );
}

function SignInWithApp({ link }: { link: AppLink }): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const action = useApiAction(`auth/app-sign-in/${link.token}`, { parse: readSignInAnswer });
  const { send, status, data } = action;
  const sent = useRef(false);
  useEffect(() => {
    // Once: the token signs in once, a second call would only report it used.
    if (sent.current || status !== 'idle') return;
    sent.current = true;
    send('POST', AUTH_APP_PATH, { method_id: Number(link.methodId), token: link.token, sign: link.sign });
  }, [send, status, link]);
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current || !data?.success) return;
    reported.current = true;
    dispatch(signedIn({ token: data.data.token, userId: data.data.user_id, remember: false, via: 'login' }));
  }, [data, dispatch]);

  if (status === 'failed' && action.error) {
    return (
      <>
        <LinkRefusal error={action.error} />
        <OtherWays />
      </>
    );
  }
  if (status === 'done' && data?.success) {
    return (
      <div className="auth-link-page__done" role="status">
        <p>{t('auth_app_done', { id: data.data.user_id })}</p>
        <ul className="auth-link-page__next">
          <li>
            <RouteLink to="home" className="button">
              {t('auth_link_to_home')}
            </RouteLink>
          </li>
          <li>
            <RouteLink to="account">{t('auth_link_to_account')}</RouteLink>
          </li>
        </ul>
      </div>
    );
  }
  return (
    <p className="auth-link-page__busy" role="status" aria-busy="true">
      {t('auth_app_working')}
    </p>
  );
}

export function AppSignInPage({ query }: PageProps): ReactNode {
  const { t } = useTexts('auth');
  const titleId = useId();
  const link = appLinkOf(query);
  return (
    <section className="auth-page auth-link-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-page__title">
        {t('auth_app_title')}
      </h1>
      {link ? (
        <SignInWithApp link={link} />
      ) : (
        <>
          <p>{t('auth_app_no_token')}</p>
          <OtherWays />
          <p>
            <RouteLink to="mobile-apps">{t('auth_app_get_app')}</RouteLink>
          </p>
        </>
      )}
    </section>
  );
}
