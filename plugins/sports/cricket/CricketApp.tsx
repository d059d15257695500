import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  RemoteState,
  RouteLink,
  selectIsAuthenticated,
  signedIn,
  useApiAction,
  useAppDispatch,
  useAppSelector,
  useRouteHref,
  useFormatTime,
  useTexts,
  type PageProps,
} from '@plugin-api';
import { parseCricketAppLink, parseCricketChamp, parseSignIn } from './answers.ts';
import { CricketFrame } from './CricketFrame.tsx';
import { GameCard } from './GameCard.tsx';
import { useLiveData } from './live-data.ts';
import { cricketChampTarget, cricketGameTarget, MIXED_POLL_MS } from './targets.ts';

/** The IPL championship of the reference catalogue. */
export const IPL_CHAMP_ID = 601;
const FEATURES = ['cricket_app_feature_live', 'cricket_app_feature_odds', 'cricket_app_feature_coupon', 'cricket_app_feature_broadcasts'] as const;
const INSTALL_STEPS = ['cricket_app_install_open', 'cricket_app_install_menu', 'cricket_app_install_add'] as const;

/** A signed-in player makes a one-time link that opens the app (or another browser) signed in as them. */
function SignInLink(): ReactNode {
  const { t } = useTexts('cricket');
  const formatTime = useFormatTime();
  const signedInNow = useAppSelector(selectIsAuthenticated);
  const link = useApiAction('cricket/app/link', { parse: parseCricketAppLink });
  const href = useRouteHref('cricket-app-token', { token: link.data?.token ?? 'pending' });
  if (!signedInNow) {
    return (
      <p className="cricket-page__text">
        {t('cricket_app_link_guest')}{' '}
        <RouteLink to="login" className="cricket-next">
          {t('cricket_sign_in')}
        </RouteLink>
      </p>
    );
  }
  const absolute = link.data && href && typeof window !== 'undefined' ? new URL(href, window.location.origin).href : null;
  return (
    <div className="cricket-app-link">
      <p className="cricket-page__text">{t('cricket_app_link_about')}</p>
      <Button onClick={() => link.send('POST', '/cricket/app/links')} disabled={link.status === 'sending'}>
        {t(link.data ? 'cricket_app_link_again' : 'cricket_app_link_make')}
      </Button>
      {link.status === 'failed' && (
        <p className="cricket-error" role="alert">
          {link.error?.message}
        </p>
      )}
      {link.data && absolute && (
        <p className="cricket-app-link__result" role="status">
          {t('cricket_app_link_ready', { time: formatTime(link.data.expiresAt) })}{' '}
          <a href={absolute} className="cricket-app-link__url">
            {absolute}
          </a>
        </p>
      )}
    </div>
  );
}

function AboutApp(): ReactNode {
  const { t } = useTexts('cricket');
  return (
    <>
      <section className="cricket-section" aria-labelledby="cricket-app-features">
        <h2 id="cricket-app-features" className="cricket-section__title">
          {t('cricket_app_features')}
        </h2>
        <ul className="cricket-list">
          {FEATURES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
      <section className="cricket-section" aria-labelledby="cricket-app-install">
        <h2 id="cricket-app-install" className="cricket-section__title">
          {t('cricket_app_install')}
        </h2>
        <ol className="cricket-list">
          {INSTALL_STEPS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </section>
      <section className="cricket-section" aria-labelledby="cricket-app-sign-in">
        <h2 id="cricket-app-sign-in" className="cricket-section__title">
          {t('cricket_app_link_title')}
        </h2>
        <SignInLink />
      </section>
    </>
  );
}

function IplGames(): ReactNode {
  const { t } = useTexts('cricket');
  const ipl = useLiveData(`cricket/champ/${IPL_CHAMP_ID}`, `/cricket/champs/${IPL_CHAMP_ID}`, { parse: parseCricketChamp, intervalMs: MIXED_POLL_MS });
  return (
    <section className="cricket-section" aria-labelledby="cricket-ipl-games">
      <h2 id="cricket-ipl-games" className="cricket-section__title">
        {t('cricket_ipl_games')}
      </h2>
      <RemoteState status={ipl.status} error={ipl.error} onRetry={ipl.retry} isEmpty={ipl.data?.games.length === 0} empty={<p>{t('cricket_champ_no_games')}</p>}>
        <ul className="cricket-games">
          {ipl.data?.games.slice(0, 4).map((game) => (
            <GameCard key={game.id} game={game} target={cricketGameTarget(game)} />
          ))}
        </ul>
      </RemoteState>
      <RouteLink {...cricketChampTarget(IPL_CHAMP_ID)} className="cricket-next">
        {t('cricket_ipl_all')}
      </RouteLink>
    </section>
  );
}

/**
 * The landing of a sign-in link: signs this browser in as the player who made it, then opens cricket.
 * A browser already signed in goes straight on; a link that no longer works says so and offers the
 * usual sign-in.
 */
function TokenLanding({ token }: { token: string }): ReactNode {
  const { t } = useTexts('cricket');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedInNow = useAppSelector(selectIsAuthenticated);
  const redeem = useApiAction('cricket/app/redeem', { parse: parseSignIn });
  const cricketHref = useRouteHref('cricket');
  const sent = useRef(false);
  const { send } = redeem;

  useEffect(() => {
    if (sent.current || signedInNow) return;
    sent.current = true;
    send('POST', '/cricket/app/redeem', { token });
  }, [send, token, signedInNow]);

  useEffect(() => {
    if (redeem.status === 'done' && redeem.data) {
      dispatch(signedIn({ token: redeem.data.data.token, userId: redeem.data.data.user_id, remember: false, via: 'login' }));
    }
  }, [redeem.status, redeem.data, dispatch]);

  useEffect(() => {
    if (signedInNow && cricketHref) void navigate(cricketHref, { replace: true });
  }, [signedInNow, cricketHref, navigate]);

  if (redeem.status === 'failed') {
    return (
      <div className="remote-state remote-state--error" role="alert">
        <p>{redeem.error?.message ?? t('cricket_app_token_failed')}</p>
        <p>
          <RouteLink to="login" className="cricket-next">
            {t('cricket_sign_in')}
          </RouteLink>{' '}
          <RouteLink to="cricket" className="cricket-next">
            {t('cricket_to_home')}
          </RouteLink>
        </p>
      </div>
    );
  }
  return (
    <p className="remote-state" role="status">
      {t('cricket_app_token_signing_in')}
    </p>
  );
}

/** The cricket app, the IPL betting app and the landing of the app's sign-in links. */
export function CricketApp({ routeId, params }: PageProps): ReactNode {
  const { t } = useTexts('cricket');
  if (routeId === 'cricket-app-token') {
    return (
      <CricketFrame title={t('cricket_app_token_title')}>
        <TokenLanding token={String(params.token)} />
      </CricketFrame>
    );
  }
  const ipl = routeId === 'cricket-ipl-betting-app';
  return (
    <CricketFrame title={t(ipl ? 'cricket_ipl_app_title' : 'cricket_app_title')}>
      <p className="cricket-page__text">{t(ipl ? 'cricket_ipl_app_about' : 'cricket_app_about')}</p>
      {ipl && <IplGames />}
      <AboutApp />
    </CricketFrame>
  );
}
