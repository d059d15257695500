/**
 * Media for plugins, as a stand-in of a few bytes: the kit itself (./media-kit.ts: media entities,
 * their actions and selectors, the video token) is a chunk of its own, fetched by the first
 * component that asks for it. A kit that failed to arrive is asked for again on retry, never reused.
 */
import { useCallback, useEffect, useState } from 'react';
import type * as MediaKitModule from './media-kit.ts';

export type MediaKit = typeof MediaKitModule;
export type { MediaEntity, MediaInput, MediaTarget, MediaType, MediaState } from './media-kit.ts';

let loading: Promise<MediaKit> | null = null;

function loadMediaKit(): Promise<MediaKit> {
  if (!loading) {
    const attempt = import('../app/deferred-modules.ts').then((m) => m.mediaKit);
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}

export interface MediaKitState {
  /** The kit, or null while it loads (or when it failed). */
  kit: MediaKit | null;
  failed: boolean;
  retry(): void;
}

/** The media kit for a component: fetched on first use, shared by every caller. */
export function useMediaKit(): MediaKitState {
  const [state, setState] = useState<{ kit: MediaKit | null; failed: boolean }>({ kit: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadMediaKit().then(
      (kit) => current && setState({ kit, failed: false }),
      () => current && setState({ kit: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ kit: null, failed: false });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
