/**
 * The system pages' API answers as the pages read them, checked by the validators generated from
 * their schemas (./schemas.ts): an answer of another shape becomes a failed load with a retry, never
 * a page that throws.
 */
import { parserOf, type DateTimeParts } from '@plugin-api';
import type {
  BlockAppealsAnswer,
  ExternalAppsAnswer,
  GameStatisticsAnswer,
  InternalVpnAnswer,
  SupportedBrowsersAnswer,
  WelcomeDataAnswer,
} from './schemas.ts';
import { validate as isBlockAppealsAnswer } from './generated/validators/blockAppealsAnswer.js';
import { validate as isExternalAppsAnswer } from './generated/validators/externalAppsAnswer.js';
import { validate as isGameStatisticsAnswer } from './generated/validators/gameStatisticsAnswer.js';
import { validate as isInternalVpnAnswer } from './generated/validators/internalVpnAnswer.js';
import { validate as isSupportedBrowsersAnswer } from './generated/validators/supportedBrowsersAnswer.js';
import { validate as isWelcomeDataAnswer } from './generated/validators/welcomeDataAnswer.js';

export type { BlockAppeal, ExternalApp, GameResult } from './schemas.ts';
export type { BlockAppealsAnswer, ExternalAppsAnswer, GameStatisticsAnswer, InternalVpnAnswer, SupportedBrowsersAnswer, WelcomeDataAnswer };

export const readBrowsers = parserOf<SupportedBrowsersAnswer>(isSupportedBrowsersAnswer);
export const readApps = parserOf<ExternalAppsAnswer>(isExternalAppsAnswer);
export const readStatistics = parserOf<GameStatisticsAnswer>(isGameStatisticsAnswer);
export const readAppeals = parserOf<BlockAppealsAnswer>(isBlockAppealsAnswer);
export const readWelcome = parserOf<WelcomeDataAnswer>(isWelcomeDataAnswer);
export const readVpn = parserOf<InternalVpnAnswer>(isInternalVpnAnswer);

export function formatDate(ms: number, lng: string): string {
  return new Date(ms).toLocaleDateString(lng, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Moments in the player's zone and clock, through the plugin API's useFormatTime. */
export const SYSTEM_DATE_TIME: DateTimeParts = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
