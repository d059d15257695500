import { describe, it, expect, vi } from 'vitest';
import { dictionariesFor, dictionaryLoaderGuard, loadDictionary } from './dictionary-loader.guard.ts';
import { contextFor, makeSiteConfig, stateWith } from '../../tests/helpers/fixtures.ts';
import { runWithState } from '../../tests/helpers/saga.ts';
import { dictionaryLoaded, dictionaryLoadStarted } from '../state/dictionaries.slice.ts';
import { modalsSynced } from '../state/modals.slice.ts';
import { authStatusChanged } from '../state/user.slice.ts';
import { createI18n } from '../i18n/create-i18n.ts';

describe('dictionariesFor', () => {
  it("lists the shell's, the page plugin's and the route's dictionaries, each once", () => {
    // main (core) · chrome (header/bottom nav/footer plugin) · pages (the page plugin) · slow (route).
    expect(dictionariesFor(contextFor('/en/slow'))).toEqual(['main', 'chrome', 'pages', 'slow']);
    expect(dictionariesFor(contextFor('/en/nowhere'))).toEqual(['main', 'chrome']);
  });

  it("adds the dictionaries of the header's account area and the captcha modal on every page", () => {
    const config = makeSiteConfig((c) => {
      c.shell.account = 'pages/modal';
    });
    expect(dictionariesFor(contextFor('/en/nowhere', { config }))).toEqual(['main', 'chrome', 'pages']);
    const captchaOnly = makeSiteConfig((c) => {
      c.shell.captcha = 'pages/modal';
    });
    expect(dictionariesFor(contextFor('/en/nowhere', { config: captchaOnly }))).toEqual(['main', 'chrome', 'pages']);
  });

  it("adds the signed-in widgets' dictionaries for a signed-in player only", () => {
    const config = makeSiteConfig((c) => {
      c.shell.signedIn = ['pages/modal'];
    });
    expect(dictionariesFor(contextFor('/en/nowhere', { config }))).toEqual(['main', 'chrome']);
    const state = stateWith(authStatusChanged({ isAuthenticated: true }));
    expect(dictionariesFor(contextFor('/en/nowhere', { config, state }))).toEqual(['main', 'chrome', 'pages']);
  });

  it('adds the dictionaries of the modals this navigation leaves open', () => {
    const state = stateWith(modalsSynced(['transfer-user']));
    expect(dictionariesFor(contextFor('/en/fast?transfer-user=1'))).toEqual(['main', 'chrome', 'pages', 'transfer']);
    expect(dictionariesFor(contextFor('/en/fast?keep_modals=1', { state }))).toEqual(['main', 'chrome', 'pages', 'transfer']);
    // Navigation closes the open modal, so its texts are not needed.
    expect(dictionariesFor(contextFor('/en/fast', { state }))).toEqual(['main', 'chrome', 'pages']);
  });
});

describe('dictionary loader guard', () => {
  it('has work to do while any dictionary of the page is not ready in the URL language', () => {
    const partly = stateWith(dictionaryLoaded({ lng: 'en', id: 'main' }), dictionaryLoadStarted({ lng: 'en', id: 'chrome' }));
    expect(dictionaryLoaderGuard.needsPreparation!(contextFor('/en/fast', { state: partly }))).toBe(true);
    const all = stateWith(...['main', 'chrome', 'pages'].map((id) => dictionaryLoaded({ lng: 'en', id })));
    expect(dictionaryLoaderGuard.needsPreparation!(contextFor('/en/fast', { state: all }))).toBe(false);
    // Ready in English is not ready in Russian.
    expect(dictionaryLoaderGuard.needsPreparation!(contextFor('/ru/fast', { state: all }))).toBe(true);
  });

  it('loads nothing for a URL whose language is about to be redirected', () => {
    expect(dictionaryLoaderGuard.needsPreparation!(contextFor('/xx/fast'))).toBe(false);
    expect(dictionaryLoaderGuard.needsPreparation!(contextFor('/fast'))).toBe(false);
  });
});

describe('loadDictionary', () => {
  const services = (dictionary: () => Promise<unknown>) => ({
    api: { dictionary: vi.fn(dictionary) },
    i18n: createI18n('en'),
    log: { warn: vi.fn(), error: vi.fn() },
  });

  it('adds the texts as an i18next namespace and marks the dictionary ready', async () => {
    const fake = services(async () => ({ id: 'pages', lang: 'ru', entries: { pages_title: 'Страницы' } }));
    const run = await runWithState(loadDictionary, ['ru', 'pages'], { state: stateWith(), context: { services: fake } });
    expect(fake.api.dictionary).toHaveBeenCalledWith('ru', 'pages');
    expect(run.state.dictionaries.byKey['ru:pages']).toBe('ready');
    expect(fake.i18n.getResource('ru', 'pages', 'pages_title')).toBe('Страницы');
  });

  it('marks an answer that does not match the schema as failed, and logs it', async () => {
    const fake = services(async () => ({ id: 'pages', lang: 'fr', entries: { pages_title: 42 } }));
    const run = await runWithState(loadDictionary, ['fr', 'pages'], { state: stateWith(), context: { services: fake } });
    expect(run.state.dictionaries.byKey['fr:pages']).toBe('failed');
    expect(fake.log.warn).toHaveBeenCalledWith(
      'dictionary pages (fr) failed to load',
      expect.objectContaining({ message: expect.stringContaining('does not match its schema') }),
    );
    expect(fake.i18n.getResource('fr', 'pages', 'pages_title')).toBeUndefined();
  });
});
