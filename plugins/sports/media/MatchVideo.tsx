import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, RouteLink, selectIsAuthenticated, useAppSelector, useTexts } from '@plugin-api';
import type { GameMediaAnswer } from './answers.ts';

type Video = NonNullable<GameMediaAnswer['video']>;

/**
 * The stream, opened with the token it first had: the token is renewed every 10 minutes, and a new
 * address would restart what the player is watching. Muted and started only by the player's tap
 * (`playNow`); the controls are the browser's own.
 */
function Stream({ video, title, token, playNow }: { video: Video; title: string; token: string; playNow: boolean }): ReactNode {
  const { t } = useTexts('media');
  const [openedWith, setOpenedWith] = useState(token);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!playNow || !element || failed) return;
    element.muted = true;
    // A refused play (a browser's own autoplay rules) leaves the poster and the play button.
    Promise.resolve(element.play()).catch(() => {});
  }, [playNow, failed, openedWith]);
  if (failed) {
    return (
      <div className="match-video match-video--message" role="alert">
        <p>{t('media_video_failed')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setOpenedWith(token);
            setFailed(false);
          }}
        >
          {t('media_retry')}
        </Button>
      </div>
    );
  }
  return (
    <video
      ref={ref}
      className="match-video"
      src={`${video.src}?token=${encodeURIComponent(openedWith)}`}
      poster={video.poster}
      controls
      muted
      loop
      playsInline
      preload="none"
      aria-label={t('media_video_label', { title })}
      onError={() => setFailed(true)}
    />
  );
}

/** The match video: for a signed-in player once their video token arrived; a guest is asked to sign in. */
export function MatchVideo({ video, title, token, playNow }: { video: Video; title: string; token: string | null; playNow: boolean }): ReactNode {
  const { t } = useTexts('media');
  const signedIn = useAppSelector(selectIsAuthenticated);
  if (!signedIn) {
    return (
      <div className="match-video match-video--message">
        <p>{t('media_sign_in_to_watch')}</p>
        <RouteLink to="login" className="button button--primary">
          {t('media_sign_in')}
        </RouteLink>
      </div>
    );
  }
  if (token === null) {
    return (
      <p className="match-video match-video--message" role="status">
        {t('media_video_preparing')}
      </p>
    );
  }
  return <Stream video={video} title={title} token={token} playNow={playNow} />;
}
