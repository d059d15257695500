/**
 * i18next set-up. Dictionary ids are namespaces; they are added by the dictionary loader as the
 * navigation pipeline fetches them, so there is no i18next backend and no request from here.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_TEXTS } from './fallback-texts.ts';

export function createI18n(lng: string): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    // No fallback language: a text missing in Russian must not silently show English.
    fallbackLng: false,
    ns: ['main'],
    defaultNS: 'main',
    // A copy: addResourceBundle mutates resources, and instances must not share texts.
    resources: structuredClone(FALLBACK_TEXTS) as unknown as typeof FALLBACK_TEXTS,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes.
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}
