/**
 * What the office remembers about a player, beside the identity store: settings, mailing flags,
 * hidden sports, the mailbox, the sessions seen, currency accounts being opened and the history
 * clears. Kept per Player object (a WeakMap), so every server instance, and every test, has its own,
 * and a player's record goes with the player.
 */
import type { Player } from '../auth/players.ts';
import { seedMailbox, type OfficeMessage } from './mailbox.ts';
import { defaultSettingValues } from './settings.ts';

export interface SeenSession {
  /** The session's public id (the token's sid). */
  readonly id: string;
  readonly device: string;
  readonly ip: string;
  readonly startedAt: number;
  lastSeenAt: number;
}

/** A currency account asked for and not opened yet: the back office opens it a moment later. */
export interface PendingCurrency {
  readonly iso: string;
  readonly readyAt: number;
}

export interface OfficeRecord {
  /** Setting id → on/off, for every setting of the catalogue (settings.ts). */
  readonly settings: Map<string, boolean>;
  /** Sport ids hidden from the line and from live, sorted ascending. */
  disallowLine: number[];
  disallowLive: number[];
  readonly messages: OfficeMessage[];
  readonly sessions: Map<string, SeenSession>;
  readonly pendingCurrencies: PendingCurrency[];
  /** Account id → when its bet history was cleared (ms). */
  readonly historyClearedAt: Map<number, number>;
}

const records = new WeakMap<Player, OfficeRecord>();

export function officeRecordOf(player: Player): OfficeRecord {
  let record = records.get(player);
  if (!record) {
    record = {
      settings: defaultSettingValues(),
      disallowLine: [],
      disallowLive: [],
      messages: seedMailbox(player),
      sessions: new Map(),
      pendingCurrencies: [],
      historyClearedAt: new Map(),
    };
    records.set(player, record);
  }
  return record;
}
