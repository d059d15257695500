/**
 * The login modal (query login-modal) and the login page (route login): the same sign-in form.
 * The modal is not shown over the login page (it closes itself there) and closes on
 * sign-in; after a sign-in on the page (guest-only) the core sends the user on.
 */
import { useEffect, useId, type ReactNode } from 'react';
import { selectAuthorizationRequest, useAppSelector, useCommittedPage, useTexts, type PageProps, type SlotProps } from '@plugin-api';
import { MODAL, ROUTE } from '../model.ts';
import { useModalFor, useModalNavigation, useOnSignedIn } from './hooks.ts';
import { SignInForm } from './SignInForm.tsx';

export function LoginModal(_props: SlotProps): ReactNode {
  const { t } = useTexts('auth');
  const page = useCommittedPage();
  const { close } = useModalNavigation();
  const titleId = useId();
  const onLoginPage = page?.routeId === ROUTE.login;
  const forGuest = useModalFor('guests', MODAL.login);
  useOnSignedIn(() => close(MODAL.login));
  useEffect(() => {
    if (onLoginPage) close(MODAL.login);
  }, [onLoginPage, close]);
  if (onLoginPage || !forGuest) return null;
  return (
    <div className="auth-modal">
      <h2 id={titleId} className="auth-modal__title">
        {t('auth_sign_in_title')}
      </h2>
      <SignInForm titleId={titleId} />
    </div>
  );
}

export function LoginPage(_props: PageProps): ReactNode {
  const { t } = useTexts('auth');
  const request = useAppSelector(selectAuthorizationRequest);
  const titleId = useId();
  return (
    <div className="auth-page">
      <h1 id={titleId} className="auth-page__title">
        {t('auth_sign_in_title')}
      </h1>
      {request && (
        <p className="auth-page__notice" role="status">
          {t('auth_sign_in_to_continue')}
        </p>
      )}
      <SignInForm titleId={titleId} />
    </div>
  );
}
