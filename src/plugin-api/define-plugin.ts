import type { ComponentType } from 'react';
import type { Slice } from '@reduxjs/toolkit';
import type { Saga, SagaIterator } from 'redux-saga';
import type { GuardDecision, NavigationContext } from '../guards/types.ts';

/** A guard a plugin contributes for the routes that list it (route manifest `guards`). */
export interface GuardExtension {
  readonly kind: 'guard';
  decide(ctx: NavigationContext): GuardDecision;
}

export type Extension = ComponentType<any> | GuardExtension; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * What a lazily loaded extension's module gives: the extension, and the sagas and slices it needs
 * (started once per plugin and name, however many extensions bring them).
 */
export interface ExtensionModule {
  readonly default: Extension;
  readonly slices?: readonly Slice[];
  readonly sagas?: Readonly<Record<string, Saga>>;
}

/**
 * An extension whose code is its own chunk: `plugins/<id>/extensions/<name>.tsx`, default-exporting
 * the component. The build makes every such file an entry point and the core fetches it by its
 * runtime URL when the extension first renders, so a page that never shows a plugin's modal never
 * downloads it (the header's account bar does not pull the whole sign-in plugin).
 */
export interface LazyExtension {
  readonly kind: 'lazy';
}

/** Marks an extension as living in `extensions/<name>.tsx` of the plugin's folder. */
export const lazyExtension: LazyExtension = Object.freeze({ kind: 'lazy' });

export function isLazyExtension(value: unknown): value is LazyExtension {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'lazy';
}

export interface PluginDefinition {
  readonly id: string;
  /** By extension name; must equal what plugin.json declares (a contract test checks). */
  readonly extensions: Readonly<Record<string, Extension | LazyExtension>>;
  /** Injected into the store with combineSlices when the plugin first loads. */
  readonly slices?: readonly Slice[];
  /** Started once, when the plugin first loads; each is spawned so one failure does not stop others. */
  readonly sagas?: Readonly<Record<string, Saga>>;
  /**
   * What an extension's first screen shows, by extension name: a saga the server runs (with the same
   * web-API client, answered in-process) before it renders the page, given the props the extension
   * will get. What it puts in the store is in the HTML and in the state the browser hydrates from, so
   * the page's data paints without waiting for the app to start. Bounded in time by the server; a
   * slow or failing call leaves the state as it got, and the browser's own sagas fetch as usual.
   */
  readonly firstScreenData?: Readonly<Record<string, (props: Readonly<Record<string, unknown>>) => SagaIterator>>;
}

/** The one way a plugin describes itself. Identity function: it exists for the types and the contract. */
export function definePlugin<const T extends PluginDefinition>(definition: T): T {
  return definition;
}

export function isGuardExtension(value: unknown): value is GuardExtension {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'guard';
}
