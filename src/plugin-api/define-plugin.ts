import type { ComponentType } from 'react';
import type { Slice } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { GuardDecision, NavigationContext } from '../guards/types.ts';

/** A guard a plugin contributes for the routes that list it (route manifest `guards`). */
export interface GuardExtension {
  readonly kind: 'guard';
  decide(ctx: NavigationContext): GuardDecision;
}

export type Extension = ComponentType<any> | GuardExtension; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface PluginDefinition {
  readonly id: string;
  /** By extension name; must equal what plugin.json declares (a contract test checks). */
  readonly extensions: Readonly<Record<string, Extension>>;
  /** Injected into the store with combineSlices when the plugin first loads. */
  readonly slices?: readonly Slice[];
  /** Started once, when the plugin first loads; each is spawned so one failure does not stop others. */
  readonly sagas?: Readonly<Record<string, Saga>>;
}

/** The one way a plugin describes itself. Identity function: it exists for the types and the contract. */
export function definePlugin<const T extends PluginDefinition>(definition: T): T {
  return definition;
}

export function isGuardExtension(value: unknown): value is GuardExtension {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'guard';
}
