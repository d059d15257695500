/**
 * Every plugin component renders inside one boundary (Backstage's ExtensionBoundary): the plugin's
 * code loads lazily (@loadable/component), a failure stays inside its own slot, retries follow the
 * slot's policy, and once they are spent the slot shows the refresh control. Each retry builds a
 * new loadable, and the plugin loader forgot the failed import, so a retry really fetches again.
 */
import { Component, useEffect, useMemo, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import loadable from '@loadable/component';
import { useDispatch, useSelector } from 'react-redux';
import { useComposerServices } from './services-context.tsx';
import { pluginIdOf } from './plugin-loader.ts';
import { retryDelay, type SlotRetryPolicy } from './retry-policy.ts';
import { RefreshControl } from './RefreshControl.tsx';
import { reloadAtMostOncePerMinute } from './reload-guard.ts';
import { remoteAppMounted, remoteAppUnmounted } from '../state/remote-apps.slice.ts';
import { selectIsOnline } from '../state/connectivity.slice.ts';

interface CatcherProps {
  onError(error: unknown): void;
  children: ReactNode;
}

class ErrorCatcher extends Component<CatcherProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(error);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export interface ExtensionSlotProps {
  extensionId: string;
  policy: SlotRetryPolicy;
  /** Props passed to the plugin component. */
  props?: Record<string, unknown>;
  /** A class for the slot's wrapper, so layouts can place it. */
  className?: string;
  /**
   * Whether the slot holds a skeleton's space while its code loads (the default). A widget that
   * usually renders nothing in the flow (popups, timers) says false: a placeholder that collapses
   * when it arrives would move everything under it.
   */
  reserveSpace?: boolean;
}

type Phase = 'loading' | 'waiting' | 'exhausted' | 'refreshing';

export function ExtensionSlot({ extensionId, policy, props, className, reserveSpace = true }: ExtensionSlotProps): ReactNode {
  const services = useComposerServices();
  const dispatch = useDispatch();
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>('loading');
  const failures = useRef(0);
  const pluginId = pluginIdOf(extensionId);
  const online = useSelector(selectIsOnline);

  useEffect(() => {
    dispatch(remoteAppMounted({ appId: pluginId }));
    return () => {
      dispatch(remoteAppUnmounted({ appId: pluginId }));
    };
  }, [dispatch, pluginId]);

  useEffect(() => {
    failures.current = 0;
    setAttempt(0);
    setPhase('loading');
  }, [extensionId]);

  const Loaded = useMemo(
    () =>
      // Code already here renders at once, with no loading step: the server-rendered HTML hydrates
      // as it is, and a page revisited shows without a flash. Decided once per attempt, so the
      // component type never changes under a mounted extension.
      (attempt === 0 ? services.plugins.peekExtension<ComponentType<Record<string, unknown>>>(extensionId) : undefined) ??
      loadable(
        async () => {
          const loaded = await services.plugins.loadExtension<ComponentType<Record<string, unknown>>>(extensionId);
          // A refresh that worked: the control goes away.
          setPhase((p) => (p === 'refreshing' ? 'loading' : p));
          return { default: loaded };
        },
        {
          fallback: reserveSpace ? <div className="slot-skeleton" aria-busy="true" data-slot-loading={extensionId} /> : undefined,
        },
      ),
    // A new attempt must be a new loadable: loadable keeps the outcome of its first load.
    [services.plugins, extensionId, attempt, reserveSpace],
  );

  useEffect(() => {
    // Offline a retry cannot load anything: the slot waits for the network, then tries again.
    if (phase !== 'waiting' || !online) return;
    const timer = setTimeout(() => {
      setAttempt((a) => a + 1);
      setPhase('loading');
    }, retryDelay(policy, failures.current));
    return () => clearTimeout(timer);
  }, [phase, policy, online]);

  const onError = (error: unknown): void => {
    console.warn(`[${extensionId}] failed (attempt ${attempt + 1})`, error);
    // A load that failed for want of a network says nothing about the code: it costs no retry.
    if (!online || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
      setPhase('waiting');
      return;
    }
    failures.current += 1;
    if (phase === 'refreshing') {
      // The person asked for a refresh and the code still cannot load: the page is probably stale
      // after a deploy; reload it, at most once per minute.
      reloadAtMostOncePerMinute(services.storage, services.now(), services.reloadPage);
      setPhase('exhausted');
      return;
    }
    setPhase(failures.current > policy.retries ? 'exhausted' : 'waiting');
  };

  const refresh = (): void => {
    setPhase('refreshing');
    setAttempt((a) => a + 1);
  };

  const showControl = phase === 'exhausted' || phase === 'refreshing';
  return (
    <div className={className} data-extension={extensionId}>
      {showControl && <RefreshControl refreshing={phase === 'refreshing'} onRefresh={refresh} />}
      {(phase === 'loading' || phase === 'refreshing') && (
        <ErrorCatcher key={attempt} onError={onError}>
          <Loaded {...props} />
        </ErrorCatcher>
      )}
      {phase === 'waiting' && reserveSpace && <div className="slot-skeleton" aria-busy="true" />}
    </div>
  );
}
