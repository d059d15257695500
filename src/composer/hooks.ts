import { useSelector } from 'react-redux';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { RootState } from '../state/root-reducer.ts';
import type { CommittedPage } from '../state/navigation.slice.ts';
import { useComposerServices } from './services-context.tsx';
import type { CompiledRoute } from './route-table.ts';

export function useCommittedPage(): CommittedPage | null {
  return useSelector((s: RootState) => s.navigation.committed);
}

export function useCommittedRoute(): CompiledRoute | null {
  const page = useCommittedPage();
  const { table } = useComposerServices();
  return page?.routeId ? (table.routes.get(page.routeId) ?? null) : null;
}

/** The installed site config; components under the shell only render once it is installed. */
export function useSiteConfig(): SiteConfig {
  const config = useSelector((s: RootState) => s.siteConfig.config);
  if (!config) throw new Error('useSiteConfig() used before the site config was installed');
  return config as SiteConfig;
}
