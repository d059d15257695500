/**
 * Who needs which dictionary on a navigation, and so who suffers when one fails to load. A failed
 * dictionary takes down only what cannot show without it: the page's own texts (core, shell,
 * the page's plugin, the route's and the modals' ids) take the page; texts only a slot widget
 * needs take that widget's place in its slot; texts only the signed-in widgets need take nothing
 * on screen (those widgets wait for them, and the app asks for them again in the background).
 */
import { pluginIdOf } from '../composer/plugin-loader.ts';
import { modalsAfterNavigation } from './modal.guard.ts';
import type { NavigationContext } from './types.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { PluginLoader } from '../composer/plugin-loader.ts';

/** Dictionaries every page needs: the shell's own texts. */
export const CORE_DICTIONARIES = ['main'] as const;

export interface DictionaryNeeds {
  /** Without these the page cannot show: core, shell pieces, the page's plugin, route and modal ids. */
  page: string[];
  /** By widget (extension id): what each slot widget's plugin declares, in slot order. */
  widgets: Record<string, string[]>;
  /** What the signed-in widgets' plugins declare; empty for a guest, who gets none of them. */
  signedIn: string[];
}

/** Failed dictionaries by who must show the failure; each list holds only failed ids. */
export interface DictionaryFailures {
  page: string[];
  /** Only widgets with a failure appear; a widget's list leaves out what the page already covers. */
  widgets: Record<string, string[]>;
}

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/** What the plugins behind these extensions declare they need (plugin.json `dictionaries`). */
function pluginDictionaries(ctx: NavigationContext, extensionIds: readonly (string | undefined)[]): string[] {
  return extensionIds.flatMap((id) => (id ? (ctx.plugins.manifests.get(pluginIdOf(id))?.dictionaries ?? []) : []));
}

export function dictionaryNeeds(ctx: NavigationContext): DictionaryNeeds {
  const route = ctx.url.match?.route.record;
  const { shell } = ctx.config;
  // The modals this navigation will show (the modal guard runs later and opens them at commit).
  const modals = modalsAfterNavigation(ctx)
    .map((q) => ctx.table.modals.get(q))
    .filter((m) => m !== undefined);
  const widgets: Record<string, string[]> = {};
  for (const id of Object.values(route?.slots ?? {}).flat()) widgets[id] ??= unique(pluginDictionaries(ctx, [id]));
  return {
    page: unique([
      ...CORE_DICTIONARIES,
      ...pluginDictionaries(ctx, [shell.header, shell.bottomNavigation, shell.footer, shell.account, shell.captcha, shell.couponButton]),
      ...pluginDictionaries(ctx, [route?.component]),
      ...(route?.dictionaryIds ?? []),
      ...pluginDictionaries(ctx, modals.map((m) => m.component)),
      ...modals.flatMap((m) => m.dictionaryIds ?? []),
    ]),
    widgets,
    signedIn: ctx.state.user.isAuthenticated ? signedInDictionaries(ctx.config, ctx.plugins) : [],
  };
}

/** What the signed-in widgets' plugins declare (site config shell.signedIn). */
export function signedInDictionaries(config: SiteConfig, plugins: Pick<PluginLoader, 'manifests'>): string[] {
  return unique((config.shell.signedIn ?? []).flatMap((id) => plugins.manifests.get(pluginIdOf(id))?.dictionaries ?? []));
}

/** Texts only the signed-in widgets need: fetched with the page, never waited for by it. */
export function signedInOnly(needs: DictionaryNeeds): string[] {
  const shown = new Set([...needs.page, ...Object.values(needs.widgets).flat()]);
  return needs.signedIn.filter((id) => !shown.has(id));
}

/** Every dictionary of the navigation, each once: the page's first, so they are asked for first. */
export function allNeeded(needs: DictionaryNeeds): string[] {
  return unique([...needs.page, ...Object.values(needs.widgets).flat(), ...needs.signedIn]);
}

/**
 * Sorts the failed dictionaries to their owners. The page's need wins: a failure it shows covers
 * every widget too. A text a slot widget and a signed-in widget share is the slot's to show, since
 * its retry button asks for it anyway.
 */
export function failuresByOwner(needs: DictionaryNeeds, isFailed: (id: string) => boolean): DictionaryFailures {
  const page = needs.page.filter(isFailed);
  const widgets: Record<string, string[]> = {};
  for (const [widget, ids] of Object.entries(needs.widgets)) {
    const own = ids.filter((id) => isFailed(id) && !needs.page.includes(id));
    if (own.length > 0) widgets[widget] = own;
  }
  return { page, widgets };
}
