import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  authUserAction,
  Button,
  RemoteState,
  RouteLink,
  selectActiveAccount,
  selectIsAuthenticated,
  useApiAction,
  useAppDispatch,
  useAppSelector,
  useNotFoundWhen,
  useRemoteData,
  useRouteHref,
  useSiteConfig,
  useTexts,
  type PageProps,
} from '@plugin-api';
import { casinoSettingsOf, frameableOrigin } from '../config.ts';
import { gameKeyOf, gamePathOf, parseGame, parseLaunch, type Game, type Launch } from '../model.ts';
import { useFavorites } from './favorites.ts';
import { GameFrame } from './GameFrame.tsx';
import { CasinoIcon } from './icons.tsx';

export const LAUNCH_PATH = '/casino/launch';

/**
 * One game: what it is, and the way to play it. A launch asks the server for a session (real money
 * only for a signed-in player whom no limit stops, a demo where the game has one); the answer's URL
 * is framed only when its origin is one the site config allows. The page's other parts (reality
 * check, session limit) keep running around the frame.
 */
export function GamePage({ params, lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const gameId = Number(params.gameId);
  const game = useRemoteData(gameKeyOf(gameId, lng), gamePathOf(gameId), { parse: parseGame });
  const unknown = game.status === 'error' && game.error?.status === 404;
  // The site's not-found page, as the server answers an unknown game.
  useNotFoundWhen(unknown);

  if (unknown) {
    return (
      <section className="casino-page" aria-labelledby="casino-game-title">
        <h1 id="casino-game-title" className="casino-page__title">
          {t('casino_game_unavailable_title')}
        </h1>
        <p className="casino-page__text">{t('casino_game_unavailable')}</p>
        <RouteLink to="casino-lobby" className="casino-page__next">
          {t('casino_to_lobby')}
        </RouteLink>
      </section>
    );
  }
  return (
    <section className="casino-page casino-game" aria-labelledby="casino-game-title">
      {game.data === null && (
        <h1 id="casino-game-title" className="casino-page__title">
          {t('casino_game_title')}
        </h1>
      )}
      <RemoteState status={game.status} error={game.error} onRetry={game.reload}>
        {game.data && <GameLauncher game={game.data} lng={lng} />}
      </RemoteState>
    </section>
  );
}

function GameLauncher({ game, lng }: { game: Game; lng: string }): ReactNode {
  const { t } = useTexts('casino');
  const dispatch = useAppDispatch();
  const location = useLocation();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const account = useAppSelector(selectActiveAccount);
  const config = useSiteConfig();
  const settings = casinoSettingsOf(config);
  const favorites = useFavorites();
  const launch = useApiAction<Launch>(`casino/launch/${game.id}`, { parse: parseLaunch });
  const playRef = useRef<HTMLButtonElement>(null);
  const loginHref = useRouteHref('login');
  const { reset } = launch;
  // A session belongs to the page it was opened on: coming back starts without the last one.
  useEffect(() => reset, [reset]);

  const start = (mode: Launch['mode']) => launch.send('POST', LAUNCH_PATH, { gameId: game.id, mode });
  const session = launch.status === 'done' ? launch.data : null;
  const origin = session ? frameableOrigin(session.url, session.origin, settings.gameOrigins) : null;

  const close = () => {
    const wasReal = session?.mode === 'real';
    launch.reset();
    // Real play changed the balance: the header shows the new one.
    if (wasReal) dispatch(authUserAction());
    requestAnimationFrame(() => playRef.current?.focus());
  };

  if (session && origin) {
    return (
      <>
        <h1 id="casino-game-title" className="casino-visually-hidden">
          {game.name}
        </h1>
        <GameFrame
          name={game.name}
          url={session.url}
          origin={origin}
          popupsEscapeFrom={settings.popupsEscapeSandbox.map((p) => p.origin)}
          mode={session.mode}
          showStats={settings.sessionStats}
          currency={session.mode === 'real' && account ? account.iso : config.currencies.default}
          lng={lng}
          onClose={close}
        />
      </>
    );
  }

  const sending = launch.status === 'sending';
  return (
    <>
      <h1 id="casino-game-title" className="casino-page__title">
        {game.name}
      </h1>
      <div className="casino-game__about">
        <img className="casino-game__image" src={game.thumbnail.url} width={game.thumbnail.width} height={game.thumbnail.height} alt="" />
        <p className="casino-page__text">
          {t('casino_game_by', { provider: game.provider.name })}
          {game.jackpot !== null && <span className="casino-game__jackpot">{t('casino_game_jackpot', { amount: formatJackpot(game.jackpot, config.currencies.default, lng) })}</span>}
        </p>
        {favorites.enabled && (
          <button
            type="button"
            className={`button button--ghost casino-game__favorite${favorites.isFavorite(game.id) ? ' casino-tile__favorite--on' : ''}`}
            aria-pressed={favorites.isFavorite(game.id)}
            onClick={() => favorites.toggle(game.id)}
          >
            <CasinoIcon name="heart" filled={favorites.isFavorite(game.id)} />
            <span>{t('casino_favorite_button')}</span>
          </button>
        )}
      </div>
      <div className="casino-game__actions">
        {signedIn ? (
          <button ref={playRef} type="button" className="button button--primary casino-game__play" disabled={sending} onClick={() => start('real')}>
            {t('casino_play_real')}
          </button>
        ) : (
          loginHref && (
            <Link className="button button--primary casino-game__play" to={`${loginHref}?redirect_url=${encodeURIComponent(location.pathname)}`}>
              {t('casino_sign_in_to_play')}
            </Link>
          )
        )}
        {game.demo ? (
          <Button variant="secondary" className="casino-game__play" disabled={sending} onClick={() => start('demo')}>
            {t('casino_play_demo')}
          </Button>
        ) : (
          <p className="casino-page__text">{t('casino_no_demo')}</p>
        )}
      </div>
      {sending && (
        <p className="remote-state" role="status">
          {t('casino_launching')}
        </p>
      )}
      {launch.status === 'failed' && launch.error && (
        <div className="casino-game__refusal" role="alert">
          <p>{launch.error.status >= 400 && launch.error.status < 500 ? launch.error.message : t('casino_launch_failed')}</p>
        </div>
      )}
      {session && !origin && (
        <div className="casino-game__refusal" role="alert">
          <p>{t('casino_launch_origin_refused', { origin: session.origin })}</p>
        </div>
      )}
    </>
  );
}

function formatJackpot(amount: number, iso: string, lng: string): string {
  try {
    return new Intl.NumberFormat(lng, { style: 'currency', currency: iso, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return String(Math.round(amount));
  }
}
