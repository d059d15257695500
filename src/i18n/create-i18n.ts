/**
 * i18next set-up. Dictionary ids are namespaces; they are added by the dictionary loader as the
 * navigation pipeline fetches them, so there is no i18next backend and no request from here.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_TEXTS } from './fallback-texts.ts';

/** Dictionaries by id (namespace), each flat key → text. */
export type TextBundles = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/**
 * An instance for `lng`, holding `texts` (the first screen's dictionaries) from the start. Each is
 * copied once, shallowly (a dictionary is flat), over the fallback texts of its namespace, so the
 * caller's objects (on the server, parsed files every answer shares) are never changed; adding them
 * with addResourceBundle instead copied each through JSON and merged it key by key, a few
 * milliseconds per page on the server for every first load and in the browser before hydration.
 */
export function createI18n(lng: string, texts: TextBundles = {}): I18n {
  // A copy of the fallback texts: addResourceBundle mutates resources, and instances must not share texts.
  const resources = structuredClone(FALLBACK_TEXTS) as Record<string, Record<string, Record<string, unknown>>>;
  const own = (resources[lng] ??= {});
  for (const [id, entries] of Object.entries(texts)) own[id] = { ...own[id], ...entries };
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    // No fallback language: a text missing in Russian must not silently show English.
    fallbackLng: false,
    ns: ['main', ...Object.keys(texts).filter((id) => id !== 'main')],
    defaultNS: 'main',
    resources: resources as unknown as typeof FALLBACK_TEXTS,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes.
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}
