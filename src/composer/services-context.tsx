import { createContext, useContext } from 'react';
import type { PluginLoader } from './plugin-loader.ts';
import type { RouteTable } from './route-table.ts';

/** What React components of the composer reach: the registry, the route table and navigation. */
export interface ComposerServices {
  plugins: PluginLoader;
  table: RouteTable;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Reloads the page (window.location.reload in the browser; a spy in tests). */
  reloadPage(): void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now(): number;
}

export const ComposerServicesContext = createContext<ComposerServices | null>(null);

export function useComposerServices(): ComposerServices {
  const services = useContext(ComposerServicesContext);
  if (!services) throw new Error('useComposerServices() needs <ComposerServicesContext.Provider>');
  return services;
}
