/** What every limit component needs: texts, language, the player's currency, the region's rules and a clock. */
import { useEffect, useMemo, useState } from 'react';
import { regionRules, selectActiveAccount, useAppSelector, useSiteConfig, useTexts, type RegionRules } from '@plugin-api';
import type { TFunction } from 'i18next';

export interface LimitContext {
  t: TFunction;
  lng: string;
  iso: string;
  rules: RegionRules;
  /** Seconds since the epoch, read at render. */
  now: number;
}

export function useLimitContext(lng: string): LimitContext {
  const { t } = useTexts('responsible-gaming');
  const config = useSiteConfig();
  const account = useAppSelector(selectActiveAccount);
  const rules = useMemo(() => regionRules(config.responsibleGaming), [config.responsibleGaming]);
  const now = useNowSeconds();
  return { t: t as TFunction, lng, iso: account?.iso ?? config.currencies.default, rules, now };
}

/** The time in seconds, moved on every minute: hours left and due changes stay current on an open page. */
export function useNowSeconds(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setTimeout(() => setNow(Math.floor(Date.now() / 1000)), 60_000);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}
