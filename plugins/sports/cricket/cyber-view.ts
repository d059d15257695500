/** What a cyber route shows, from its id and params (shared by the page and its first screen). */
import type { PageProps } from '@plugin-api';
import type { Section } from '../model.ts';

/** The discipline "all": every discipline of the type, in the cyber lists. */
export const EVERY_DISCIPLINE = 'all';

export interface CyberView {
  type: string;
  /** A discipline id, 'all', or undefined on the type's own pages. */
  discipline?: string;
  section?: Section;
  champ?: number;
  /** The championships list of the discipline. */
  champs: boolean;
}

export function isCyberType(value: unknown): value is 'real' | 'virtual' {
  return value === 'real' || value === 'virtual';
}

export function cyberViewOf(routeId: string, params: PageProps['params']): CyberView {
  const type = routeId === 'cyber-real' ? 'real' : String(params.type ?? '');
  const discipline = routeId === 'cyber-all' ? EVERY_DISCIPLINE : params.discipline === undefined ? undefined : String(params.discipline);
  const section: Section | undefined = routeId === 'cyber-live' ? 'live' : routeId === 'cyber-line' ? 'line' : undefined;
  return {
    type,
    ...(discipline === undefined ? {} : { discipline }),
    ...(section ? { section } : {}),
    ...(params.champ === undefined ? {} : { champ: Number(params.champ) }),
    champs: routeId === 'cyber-champs',
  };
}
