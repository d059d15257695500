import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, formatMoney, useTexts } from '@plugin-api';
import { parseGameState, type GameState } from '../model.ts';
import { CasinoIcon } from './icons.tsx';

/**
 * The sandbox of a game frame. A game from the site's own origin gets no `allow-same-origin`: with
 * both, its script could reach into the page that frames it. A game on its own origin keeps its
 * origin (its storage and its messages name it), which cannot reach the site. A window the game opens
 * stays sandboxed like the game, unless the site config names the frame's origin as one whose
 * provider needs its popups free (`casino.popupsEscapeSandbox`).
 */
export function sandboxFor(frameOrigin: string, siteOrigin: string, popupsEscapeFrom: readonly string[]): string {
  const tokens = ['allow-scripts', 'allow-forms', 'allow-popups'];
  if (popupsEscapeFrom.includes(frameOrigin)) tokens.push('allow-popups-to-escape-sandbox');
  if (frameOrigin !== siteOrigin) tokens.push('allow-same-origin');
  return tokens.join(' ');
}

/** Whether a message comes from this game frame: its window, and its origin (opaque for a same-origin game). */
export function isFromFrame(event: Pick<MessageEvent, 'origin' | 'source'>, frame: Window | null, frameOrigin: string, siteOrigin: string): boolean {
  if (!frame || event.source !== frame) return false;
  return event.origin === frameOrigin || (frameOrigin === siteOrigin && event.origin === 'null');
}

function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * A launched game: its name, the frame, a full-screen control and a close button; where the region
 * asks, the session's elapsed time and net position as the game reports them.
 */
export function GameFrame({ name, url, origin, popupsEscapeFrom, mode, showStats, currency, lng, onClose }: {
  name: string;
  url: string;
  origin: string;
  /** The game origins whose popups may leave the sandbox (the site config's). */
  popupsEscapeFrom: readonly string[];
  mode: 'real' | 'demo';
  showStats: boolean;
  currency: string;
  lng: string;
  onClose: () => void;
}): ReactNode {
  const { t } = useTexts('casino');
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<GameState | null>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const siteOrigin = typeof window === 'undefined' ? '' : window.location.origin;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromFrame(event, frameRef.current?.contentWindow ?? null, origin, siteOrigin)) return;
      const next = parseGameState(event.data);
      if (next) setState(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, siteOrigin]);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === boxRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // The player's focus moves to the game's controls, so a keyboard or a screen reader is where the game is.
  useEffect(() => closeRef.current?.focus(), []);

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void boxRef.current?.requestFullscreen?.();
  };

  return (
    <div ref={boxRef} className="casino-frame" role="region" aria-label={t('casino_frame_label', { name })}>
      <div className="casino-frame__bar">
        <p className="casino-frame__name">
          {name}
          <span className="casino-frame__mode">{t(mode === 'real' ? 'casino_mode_real' : 'casino_mode_demo')}</span>
        </p>
        {typeof document !== 'undefined' && document.fullscreenEnabled !== false && (
          <Button variant="ghost" className="casino-frame__control" aria-pressed={fullScreen} onClick={toggleFullScreen}>
            <CasinoIcon name="expand" />
            <span className="casino-frame__control-text">{t(fullScreen ? 'casino_exit_full_screen' : 'casino_full_screen')}</span>
          </Button>
        )}
        <button ref={closeRef} type="button" className="button button--ghost casino-frame__control" onClick={onClose}>
          <CasinoIcon name="close" />
          <span className="casino-frame__control-text">{t('casino_close_game')}</span>
        </button>
      </div>
      {showStats && (
        <dl className="casino-frame__stats" aria-live="off">
          <div>
            <dt>{t('casino_stats_elapsed')}</dt>
            <dd>{state ? clock(state.elapsedSeconds) : t('casino_stats_waiting')}</dd>
          </div>
          <div>
            <dt>{t('casino_stats_net')}</dt>
            <dd className={state && state.net < 0 ? 'casino-frame__net--down' : undefined}>{state ? formatMoney(state.net, currency, lng) : t('casino_stats_waiting')}</dd>
          </div>
        </dl>
      )}
      <iframe ref={frameRef} className="casino-frame__game" title={t('casino_frame_title', { name })} src={url} sandbox={sandboxFor(origin, siteOrigin, popupsEscapeFrom)} referrerPolicy="origin" />
    </div>
  );
}
