import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RouteLink, useRouteHref, useTexts, type PageProps } from '@plugin-api';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';

/** My casino for a guest: what it keeps for a player, and sign-in that comes back to it. */
export function AuthorizationPage(_props: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const login = useRouteHref('login');
  const back = useRouteHref('my-casino');
  return (
    <CasinoPageFrame title={t('casino_title_my_casino')}>
      <p className="casino-page__text">{t('casino_authorization_why')}</p>
      <ul className="casino-page__points">
        <li>{t('casino_authorization_favorites')}</li>
        <li>{t('casino_authorization_recent')}</li>
        <li>{t('casino_authorization_real')}</li>
      </ul>
      <div className="casino-game__actions">
        {login && (
          <Link className="button button--primary casino-game__play" to={back ? `${login}?redirect_url=${encodeURIComponent(back)}` : login}>
            {t('casino_sign_in')}
          </Link>
        )}
        <RouteLink to="registration" className="button button--secondary casino-game__play">
          {t('casino_register')}
        </RouteLink>
      </div>
    </CasinoPageFrame>
  );
}
