/**
 * A remote view in the page: asked for through the app's one API client in the json render mode
 * (force-spa), its load state kept in the remote-apps slice (loading, ready, error, and "not exist"
 * once no view uses the application), retried from 1000 ms doubling, up to 3 times, after a failure
 * the server may recover from. When the retries are spent it says so with the dictionary-error texts
 * and a refresh button. The HTML itself is mounted by ./mount-view.ts, a chunk of its own that only
 * pages showing a remote view download.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTexts } from '../../i18n/use-texts.tsx';
import { REMOTE_VIEW_HEADERS } from '../../../schemas/remote-view-api.schema.ts';
import type { SiteConfig } from '../../../schemas/site-config.schema.ts';
import { remoteDataRequested, selectRemoteEntry, type RemoteEntry, type RemoteError } from '../../state/remote-data.slice.ts';
import { remoteAppFailed, remoteAppLoaded, remoteAppLoadStarted, remoteAppMounted, remoteAppUnmounted } from '../../state/remote-apps.slice.ts';
import { useComposerServices } from '../services-context.tsx';
import { retryDelay, VIEW_RETRY } from '../retry-policy.ts';
import { reloadAtMostOncePerMinute } from '../reload-guard.ts';
import { remoteViewAssetOrigins } from './asset-urls.ts';
import { parseRemoteView, type RemoteViewAnswer } from './view-answer.ts';

export interface RemoteViewProps {
  /** The remote application, e.g. "technical-pages". */
  app: string;
  /** The route the view is for (the application picks its view by it). */
  route: string;
  /** The page path the view is shown on; the committed page's path when absent. */
  url?: string;
  /** The language of the view; the page's language when absent. */
  lng?: string;
  className?: string;
  /** The page already heads itself with the view's title (the 500 page): name the view by it without repeating it on screen. */
  untitled?: boolean;
}

type Phase = 'loading' | 'ready' | 'failed' | 'refreshing';

const UNEXPECTED_VIEW: RemoteError = { message: 'The remote view answer is not a remote view', status: 500 };

/** A failure worth asking again: no answer, the server's own trouble, or too many requests; a 4xx will not change. */
export function isRetryableViewError(error: RemoteError): boolean {
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

export function remoteViewKey(app: string, route: string, lng: string): string {
  return `remote-view:${app}:${route}:${lng}`;
}

export function RemoteView({ app, route, url: givenUrl, lng, className, untitled = false }: RemoteViewProps): ReactNode {
  const { t, i18n } = useTexts('main');
  const committedPath = useSelector((state: { navigation?: { committed: { location: { pathname: string } } | null } }) => state.navigation?.committed?.location.pathname);
  const url = givenUrl ?? committedPath ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  const dispatch = useDispatch();
  const services = useComposerServices();
  const language = lng ?? i18n.language;
  const key = remoteViewKey(app, route, language);
  const entry = useSelector((state: Parameters<typeof selectRemoteEntry>[0]) => selectRemoteEntry(state, key));
  const config = useSelector((state: { siteConfig?: { config: unknown } }) => (state.siteConfig?.config ?? null) as SiteConfig | null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [view, setView] = useState<RemoteViewAnswer | null>(null);
  const failures = useRef(0);
  const handled = useRef<RemoteEntry | undefined>(undefined);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const phaseRef = useRef<Phase>(phase);
  phaseRef.current = phase;
  const container = useRef<HTMLDivElement>(null);

  const request = useCallback(() => {
    dispatch(remoteAppLoadStarted({ appId: app }));
    dispatch(remoteDataRequested({ key, path: `/remote-views/${encodeURIComponent(app)}`, query: { route, url, lang: language }, headers: REMOTE_VIEW_HEADERS }));
  }, [dispatch, app, key, route, url, language]);

  useEffect(() => {
    dispatch(remoteAppMounted({ appId: app }));
    return () => {
      dispatch(remoteAppUnmounted({ appId: app }));
    };
  }, [dispatch, app]);

  useEffect(() => {
    failures.current = 0;
    handled.current = undefined;
    setView(null);
    setPhase('loading');
    request();
    return () => clearTimeout(retryTimer.current);
  }, [request]);

  const fail = useCallback(
    (error: RemoteError) => {
      failures.current += 1;
      dispatch(remoteAppFailed({ appId: app, error: `${error.status} ${error.message}` }));
      if (phaseRef.current === 'refreshing') {
        // The person asked again and it still fails: the page may be stale after a deploy.
        reloadAtMostOncePerMinute(services.storage, services.now(), services.reloadPage);
        setPhase('failed');
        return;
      }
      if (isRetryableViewError(error) && failures.current <= VIEW_RETRY.retries) {
        setPhase('loading');
        // Never sooner than a second apart: a failing application is not hammered.
        retryTimer.current = setTimeout(request, retryDelay(VIEW_RETRY, failures.current));
        return;
      }
      setPhase('failed');
    },
    [dispatch, app, services, request],
  );

  useEffect(() => {
    if (!entry || entry === handled.current || entry.status === 'loading') return;
    handled.current = entry;
    if (entry.status === 'error') {
      fail(entry.error ?? UNEXPECTED_VIEW);
      return;
    }
    const parsed = parseRemoteView(entry.data);
    if (!parsed) {
      fail(UNEXPECTED_VIEW);
      return;
    }
    failures.current = 0;
    dispatch(remoteAppLoaded({ appId: app }));
    setView(parsed);
    setPhase('ready');
  }, [entry, fail, dispatch, app]);

  useEffect(() => {
    const target = container.current;
    if (phase !== 'ready' || !view || !target) return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    import('./mount-view.ts').then(
      ({ mountRemoteView, documentNonce }) => {
        if (cancelled) return;
        unmount = mountRemoteView(target, view, {
          pageOrigin: window.location.origin,
          allowedOrigins: remoteViewAssetOrigins(config),
          nonce: documentNonce(document),
          log: (message) => console.warn(`[remote-view] ${message}`),
          navigate: (path) => services.navigate(path),
        });
      },
      (error: unknown) => {
        console.warn(`[remote-view] ${app}: the view code could not be loaded`, error);
        if (!cancelled) setPhase('failed');
      },
    );
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [phase, view, config, services, app]);

  const refresh = (): void => {
    failures.current = 0;
    handled.current = undefined;
    setPhase('refreshing');
    request();
  };

  if (phase === 'failed' || phase === 'refreshing') {
    return (
      <div className={`remote-state remote-state--error${className ? ` ${className}` : ''}`} role="alert" data-remote-view={app}>
        <p>
          <strong>{t('main_dictionary_load_error')}</strong>
        </p>
        <p>{t('main_dictionary_refresh_page')}</p>
        <button type="button" className="button button--secondary" onClick={refresh} disabled={phase === 'refreshing'}>
          {t(phase === 'refreshing' ? 'main_refreshing_button' : 'main_page_refresh_button')}
        </button>
      </div>
    );
  }
  if (phase === 'loading' || !view) {
    return (
      <p className={`remote-state${className ? ` ${className}` : ''}`} role="status" aria-live="polite" data-remote-view={app}>
        {t('main_loading')}
      </p>
    );
  }
  if (untitled) {
    return (
      <section className={className} data-remote-view={app} aria-label={view.title}>
        <div ref={container} />
      </section>
    );
  }
  return (
    <section className={className} data-remote-view={app} aria-labelledby={`${key}-title`}>
      <h2 id={`${key}-title`}>{view.title}</h2>
      <div ref={container} />
    </section>
  );
}
