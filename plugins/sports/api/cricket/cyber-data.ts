/**
 * Cyber sports over the simulated feed: the e-sports disciplines split by type (real tournaments or
 * virtual, simulated matches), their championships and games. A discipline "all" stands for every
 * discipline of the type in lists; a championship or a game is always named under its own discipline.
 */
import { CHAMP_BY_ID, CHAMPS, describeGame, DISCIPLINES, GAME_ID_FACTOR, listGames, type ChampDef, type DisciplineDef } from '../../../../server/kit/index.ts';
import type { Champ, Game, Section } from '../../../../schemas/sports-api.schema.ts';
import type { CyberChampsAnswer, CyberDiscipline, CyberType } from '../../schemas.ts';

export const CYBER_TYPES: readonly CyberType[] = ['real', 'virtual'];
export const EVERY_DISCIPLINE = 'all';

export function cyberTypeOf(value: string): CyberType | null {
  return (CYBER_TYPES as readonly string[]).includes(value) ? (value as CyberType) : null;
}

export function disciplinesOf(type: CyberType): DisciplineDef[] {
  return DISCIPLINES.filter((d) => d.type === type);
}

/** The discipline if it is one of the type's; "all" is not a discipline here. */
export function disciplineOf(type: CyberType, id: string): DisciplineDef | null {
  return disciplinesOf(type).find((d) => d.id === id) ?? null;
}

/** The championship if it is one of this discipline's (and so of the type's). */
export function cyberChampOf(type: CyberType, discipline: string, champId: number): ChampDef | null {
  const champ = CHAMP_BY_ID.get(champId);
  if (!champ || champ.discipline === undefined) return null;
  if (!disciplineOf(type, champ.discipline)) return null;
  return champ.discipline === discipline ? champ : null;
}

/** A published game of that championship; null otherwise. */
export function cyberGame(type: CyberType, discipline: string, champId: number, gameId: number, now: number): Game | null {
  if (!cyberChampOf(type, discipline, champId)) return null;
  if (!Number.isSafeInteger(gameId) || Math.floor(gameId / GAME_ID_FACTOR) !== champId) return null;
  return describeGame(gameId, now, 'main');
}

export interface CyberFilter {
  /** A discipline id, or undefined for every discipline of the type. */
  discipline?: string;
  champ?: number;
  section?: Section;
}

/** Games of the type, live first then the line, grouped by championship in catalogue order. */
export function cyberGames(type: CyberType, filter: CyberFilter, now: number): { champs: Champ[]; games: Game[] } {
  const disciplines = filter.discipline === undefined ? disciplinesOf(type).map((d) => d.id) : [filter.discipline];
  const sections: readonly Section[] = filter.section ? [filter.section] : ['live', 'line'];
  const champs: Champ[] = [];
  const games: Game[] = [];
  for (const section of sections) {
    for (const discipline of disciplines) {
      const found = listGames(section, { sport: 'esports', discipline, ...(filter.champ === undefined ? {} : { champ: filter.champ }) }, now);
      games.push(...found.games);
      for (const champ of found.champs) {
        const known = champs.find((c) => c.id === champ.id);
        if (known) known.count += champ.count;
        else champs.push({ ...champ });
      }
    }
  }
  return { champs, games };
}

function counts(champ: ChampDef, now: number): { live: number; line: number } {
  const of = (section: Section) => listGames(section, { sport: 'esports', champ: champ.id }, now).games.length;
  return { live: of('live'), line: of('line') };
}

export function disciplineSummaries(type: CyberType, now: number): CyberDiscipline[] {
  return disciplinesOf(type).map((d) => {
    const all = CHAMPS.filter((c) => c.discipline === d.id).map((c) => counts(c, now));
    return { id: d.id, name: d.name, live: all.reduce((s, c) => s + c.live, 0), line: all.reduce((s, c) => s + c.line, 0) };
  });
}

export function cyberChamps(type: CyberType, discipline: string | undefined, now: number): CyberChampsAnswer['champs'] {
  const ids = new Set(discipline === undefined ? disciplinesOf(type).map((d) => d.id) : [discipline]);
  return CHAMPS.filter((c) => c.discipline !== undefined && ids.has(c.discipline)).map((c) => ({
    id: c.id,
    name: c.name,
    discipline: c.discipline!,
    ...counts(c, now),
  }));
}
