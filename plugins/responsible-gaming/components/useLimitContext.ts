/** What every limit component needs: texts, language, the player's currency, the region's rules and a clock. */
import { useEffect, useMemo, useState } from 'react';
import { selectActiveAccount, useAppSelector, useSiteConfig, useTexts } from '@plugin-api';
import { regionRules, type RegionRules } from '@plugin-api/limit-rules';
import type { TFunction } from 'i18next';

export interface LimitContext {
  t: TFunction;
  lng: string;
  iso: string;
  rules: RegionRules;
  /** Seconds since the epoch, read at render. */
  now: number;
}

/** `freshness` is what the times are read against (the limits list): when it changes, the clock is read again. */
export function useLimitContext(lng: string, freshness?: unknown): LimitContext {
  const { t } = useTexts('responsible-gaming');
  const config = useSiteConfig();
  const account = useAppSelector(selectActiveAccount);
  const rules = useMemo(() => regionRules(config.responsibleGaming), [config.responsibleGaming]);
  const now = useNowSeconds(freshness);
  return { t: t as TFunction, lng, iso: account?.iso ?? config.currencies.default, rules, now };
}

/**
 * The time in seconds, read again every minute and whenever `freshness` changes (new data to
 * compare with it), so hours left and due changes stay current on an open page.
 */
export function useNowSeconds(freshness?: unknown): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const read = () => setNow(Math.floor(Date.now() / 1000));
    read();
    const timer = setTimeout(read, 60_000);
    return () => clearTimeout(timer);
  }, [now, freshness]);
  return now;
}
