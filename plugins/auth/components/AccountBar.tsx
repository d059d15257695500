/**
 * The header account area (site config shell.account). Guests: "Sign in" (the login modal; not
 * on the login page itself) and "Registration" (modal or page; hidden when registration
 * is not allowed), and the one-tap prompt. Signed in: the active account's balance (a placeholder
 * until the accounts arrive) and a link to the account page (a person icon; on a phone its words
 * are there for screen readers only, so the header keeps to one line). It also finishes a one-click
 * registration whose page was left (see PostRegistration).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Icon, RouteLink, selectActiveAccount, selectIsAuthenticated, selectPlayerSetting, useAppSelector, useCommittedPage, useTexts, type SlotProps, type UserAccount } from '@plugin-api';
import { isPostRegistrationStep, MODAL, ROUTE } from '../model.ts';
import { selectRegistration } from '../slice.ts';
import { useBalanceText } from './balance.ts';
import { useAuthSettings, useModalNavigation, useOpenRegistration } from './hooks.ts';
import { OneTap } from './OneTap.tsx';

function Balance({ account, lng }: { account: UserAccount; lng: string }): ReactNode {
  const { t } = useTexts('auth');
  const text = useBalanceText(account, lng);
  // The player's office switch "Hide my balance on screen": dots in its place, read out as hidden.
  const hidden = useAppSelector((state: unknown) => selectPlayerSetting(state, 'hide_balance'));
  if (hidden) {
    return (
      <span className="account-bar__balance account-bar__balance--hidden" role="img" aria-label={t('auth_balance_hidden')}>
        ••••
      </span>
    );
  }
  return (
    <span className="account-bar__balance" aria-label={t('auth_balance_label', { balance: text })}>
      {text}
    </span>
  );
}

/**
 * The one-click steps, loaded only when a registration has reached them: the forms they need are not
 * worth their weight on every page's header.
 */
const PostRegistrationDialog = lazy(() => import('./PostRegistrationDialog.tsx'));

function PendingPostRegistration(): ReactNode {
  const step = useAppSelector((s) => selectRegistration(s).step);
  if (!isPostRegistrationStep(step)) return null;
  return (
    <Suspense fallback={null}>
      <PostRegistrationDialog />
    </Suspense>
  );
}

export function AccountBar({ lng }: SlotProps): ReactNode {
  const { t } = useTexts('auth');
  const signedIn = useAppSelector(selectIsAuthenticated);
  const account = useAppSelector(selectActiveAccount);
  const settings = useAuthSettings();
  const page = useCommittedPage();
  const { open } = useModalNavigation();
  const openRegistration = useOpenRegistration();

  if (signedIn) {
    return (
      <div className="account-bar account-bar--user">
        {/* No accounts yet (they load after the page shows, and are asked again until they answer):
            a placeholder of the balance's size, never a made-up 0. */}
        {account ? <Balance account={account} lng={lng} /> : <span className="account-bar__balance account-bar__balance--pending" aria-hidden="true" data-testid="account-balance-pending" />}
        <RouteLink to={ROUTE.account} className="account-bar__account">
          <Icon name="user" size={22} className="account-bar__account-icon" />
          <span className="account-bar__account-text">{t('auth_account_link')}</span>
        </RouteLink>
        <PendingPostRegistration />
      </div>
    );
  }
  return (
    <div className="account-bar account-bar--guest">
      {page?.routeId !== ROUTE.login && (
        <Button variant="secondary" className="account-bar__sign-in" onClick={() => open(MODAL.login)}>
          {t('auth_sign_in')}
        </Button>
      )}
      {settings.registrationAllowed && (
        <Button className="account-bar__register" onClick={openRegistration}>
          {t('auth_registration')}
        </Button>
      )}
      <OneTap lng={lng} />
    </div>
  );
}
