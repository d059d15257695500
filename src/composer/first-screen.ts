/**
 * The extensions the first screen of a route shows: the shell pieces the site config names, the
 * route's page and the widgets of its slots. The server renders them into the HTML and names their
 * chunks for preloading; the browser has them loaded before it hydrates that HTML.
 */
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { CompiledRoute } from './route-table.ts';

/** Layouts that show no header, navigation or footer (block, maintenance and headless pages). */
const BARE_LAYOUTS = new Set(['headless', 'empty', 'blocked', 'maintenance']);

/** The shell pieces a page's layout frames it with (none for the bare layouts). */
function shellPieces(config: SiteConfig, route: CompiledRoute | null): (string | undefined)[] {
  const record = route?.record;
  if (record?.layout !== undefined && BARE_LAYOUTS.has(record.layout)) return [];
  return [config.shell.header, config.shell.bottomNavigation, record?.flags?.hiddenFooter ? undefined : config.shell.footer, config.shell.account, config.shell.couponButton];
}

/** What the full layouts (default, thirdParty) add below the page: the messenger registration widget. */
function fullLayoutPieces(config: SiteConfig, route: CompiledRoute | null): (string | undefined)[] {
  const layout = route?.record.layout;
  return layout === undefined || layout === 'default' || layout === 'thirdParty' ? [config.shell.messengerRegistration] : [];
}

const present = (ids: readonly (string | undefined)[]): string[] => [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];

/**
 * What a page that waits for who the visitor is shows first (WaitingShell): its layout's frame.
 * A plugin's own layout is not drawn before its page.
 */
export function waitingShellExtensions(config: SiteConfig, route: CompiledRoute | null): string[] {
  return route?.record.layout?.includes('/') ? [] : present(shellPieces(config, route));
}

export function firstScreenExtensions(config: SiteConfig, route: CompiledRoute | null): string[] {
  const record = route?.record;
  const pluginLayout = record?.layout?.includes('/') ? record.layout : undefined;
  const page = [pluginLayout, record?.component, ...Object.values(record?.slots ?? {}).flat()];
  return present([...shellPieces(config, route), ...fullLayoutPieces(config, route), ...page]);
}
