/**
 * The reference counters service: which analytics counters (type and code) a project runs on a
 * domain. A domain or project it does not know has no counters, which is an answer, not an error.
 */
import type { CountersAnswer } from '../../schemas/analytics-api.schema.ts';

type Counter = CountersAnswer['counters'][number];

interface ProjectCounters {
  projectId: number;
  domains: readonly string[];
  counters: readonly Counter[];
}

const PROJECTS: readonly ProjectCounters[] = [
  { projectId: 1, domains: ['localhost', '127.0.0.1'], counters: [{ type: 1, code: 'BH-1001' }, { type: 2, code: '90210' }] },
  { projectId: 2, domains: ['ru.localhost'], counters: [{ type: 2, code: '70411' }, { type: 5, code: 'SP-77' }] },
  { projectId: 3, domains: ['se.localhost'], counters: [{ type: 1, code: 'SE-3003' }] },
];

/** The counters of `projectId` on `domain` (a host name, compared without case or port). */
export function countersOf(domain: string, projectId: number): Counter[] {
  const host = domain.toLowerCase().replace(/:\d+$/, '');
  const project = PROJECTS.find((p) => p.projectId === projectId && p.domains.includes(host));
  return project ? project.counters.map((c) => ({ ...c })) : [];
}
