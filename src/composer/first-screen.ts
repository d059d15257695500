/**
 * The extensions the first screen of a route shows: the shell pieces the site config names, the
 * route's page and the widgets of its slots. The server renders them into the HTML and names their
 * chunks for preloading; the browser has them loaded before it hydrates that HTML.
 */
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { CompiledRoute } from './route-table.ts';

/** Layouts that show no header, navigation or footer (block, maintenance and headless pages). */
const BARE_LAYOUTS = new Set(['headless', 'empty', 'blocked', 'maintenance']);

export function firstScreenExtensions(config: SiteConfig, route: CompiledRoute | null): string[] {
  const record = route?.record;
  const bare = record?.layout !== undefined && BARE_LAYOUTS.has(record.layout);
  const shell = bare
    ? []
    : [config.shell.header, config.shell.bottomNavigation, record?.flags?.hiddenFooter ? undefined : config.shell.footer, config.shell.account];
  const pluginLayout = record?.layout?.includes('/') ? record.layout : undefined;
  const page = [pluginLayout, record?.component, ...Object.values(record?.slots ?? {}).flat()];
  return [...new Set([...shell, ...page].filter((id): id is string => typeof id === 'string' && id !== ''))];
}
