import { describe, it, expect } from 'vitest';
import { modalGuard } from './modal.guard.ts';
import { contextFor, location, stateWith } from '../../tests/helpers/fixtures.ts';
import { navigationCommitted } from '../state/navigation.slice.ts';
import { modalsSynced } from '../state/modals.slice.ts';

const withOpen = (...open: string[]) => stateWith(modalsSynced(open));

describe('modal guard', () => {
  it('opens the modal a known query parameter names, on commit', () => {
    expect(modalGuard.decide(contextFor('/en/?transfer-user=1', { state: withOpen() }))).toEqual({
      kind: 'allow',
      onCommit: [modalsSynced(['transfer-user'])],
    });
  });

  it('ignores query parameters that name no modal', () => {
    expect(modalGuard.decide(contextFor('/en/?utm_source=x', { state: withOpen() }))).toEqual({ kind: 'allow' });
  });

  it('closes open modals on a navigation without their parameter', () => {
    expect(modalGuard.decide(contextFor('/en/menu', { state: withOpen('transfer-user') }))).toEqual({
      kind: 'allow',
      onCommit: [modalsSynced([])],
    });
  });

  it('replaces the open modal by the requested one', () => {
    expect(modalGuard.decide(contextFor('/en/?coupon-settings-modal=1', { state: withOpen('transfer-user') }))).toEqual({
      kind: 'allow',
      onCommit: [modalsSynced(['coupon-settings-modal'])],
    });
  });

  it('keeps the other modals open with keep_modals=1', () => {
    expect(modalGuard.decide(contextFor('/en/?coupon-settings-modal=1&keep_modals=1', { state: withOpen('transfer-user') }))).toEqual({
      kind: 'allow',
      onCommit: [modalsSynced(['transfer-user', 'coupon-settings-modal'])],
    });
    expect(modalGuard.decide(contextFor('/en/menu?keep_modals=1', { state: withOpen('transfer-user') }))).toEqual({ kind: 'allow' });
    // Any other value does not keep them.
    expect(modalGuard.decide(contextFor('/en/menu?keep_modals=true', { state: withOpen('transfer-user') }))).toEqual({
      kind: 'allow',
      onCommit: [modalsSynced([])],
    });
  });

  it('with keep_modals=1, a modal whose parameter the URL just dropped closes (it was closed on purpose)', () => {
    const committed = navigationCommitted({
      location: location('/en/coupon?coupon-settings-modal=1&login-modal=1&keep_modals=1'),
      lng: 'en',
      routeId: 'home',
      params: {},
      status: 200,
      failedDictionaries: [],
    });
    const state = stateWith(modalsSynced(['coupon-settings-modal', 'login-modal']), committed);
    expect(modalGuard.decide(contextFor('/en/coupon?coupon-settings-modal=1&keep_modals=1', { state }))).toEqual({
      kind: 'allow',
      onCommit: [modalsSynced(['coupon-settings-modal'])],
    });
  });

  it('dispatches nothing when the open modals do not change', () => {
    expect(modalGuard.decide(contextFor('/en/?transfer-user=1', { state: withOpen('transfer-user') }))).toEqual({ kind: 'allow' });
  });
});
