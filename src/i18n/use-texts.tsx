/**
 * `useTexts(ns)`: a component's texts, `t` for one dictionary in the current language.
 *
 * Why not react-i18next's `useTranslation`: on every call it copies the i18next instance's
 * properties into a wrapper, builds a `t`, and subscribes the component to language changes. A line
 * page has a thousand components with texts, and on a mid-range phone that was about a tenth of
 * the script time of hydrating it. Here the language is read once, at the top of the tree
 * (`TextsLanguage`), and `t` is built once per language and dictionary for every component.
 *
 * Behaviour is theirs otherwise: the instance comes from `I18nextProvider`, a component renders
 * again when the language changes, and dictionaries are not waited for (this app adds them before
 * a page that needs them renders, see the composer's dictionary loader).
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

export interface Texts {
  t: TFunction;
  i18n: I18n;
}

/** The current language, read once for the whole tree; null where no `TextsLanguage` is above. */
const LanguageContext = createContext<string | null>(null);

const subscriptions = new WeakMap<I18n, (onChange: () => void) => () => void>();
function languageSubscription(i18n: I18n): (onChange: () => void) => () => void {
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscriptions.set(i18n, subscribe);
  }
  return subscribe;
}
const noSubscription = () => () => {};

function useI18n(): I18n {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  if (!i18n) throw new Error('useTexts: no i18next instance (render inside I18nextProvider)');
  return i18n;
}

/** Provides the language to every `useTexts` below it: one subscription instead of one per component. */
export function TextsLanguage({ children }: { children: ReactNode }): ReactNode {
  const i18n = useI18n();
  const language = useSyncExternalStore(languageSubscription(i18n), () => i18n.language, () => i18n.language);
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** `t` of one instance by language and dictionary: every component of a page shares it. */
const fixedTs = new WeakMap<I18n, Map<string, Texts>>();
function textsOf(i18n: I18n, lng: string, ns: string): Texts {
  let byKey = fixedTs.get(i18n);
  if (!byKey) fixedTs.set(i18n, (byKey = new Map()));
  const key = `${lng}\n${ns}`;
  let texts = byKey.get(key);
  if (!texts) {
    texts = { t: i18n.getFixedT(lng, ns), i18n };
    byKey.set(key, texts);
  }
  return texts;
}

export function useTexts(ns?: string): Texts {
  const i18n = useI18n();
  const shared = useContext(LanguageContext);
  // Outside a TextsLanguage (a test rendering one component) the component listens itself.
  const own = useSyncExternalStore(shared === null ? languageSubscription(i18n) : noSubscription, () => i18n.language, () => i18n.language);
  const lng = shared ?? own;
  const namespace = ns ?? (typeof i18n.options.defaultNS === 'string' ? i18n.options.defaultNS : 'main');
  return useMemo(() => textsOf(i18n, lng, namespace), [i18n, lng, namespace]);
}
