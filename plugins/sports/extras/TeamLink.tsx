import type { ReactNode } from 'react';
import { RouteLink } from '@plugin-api';
import { teamSlug } from './team.ts';

/** A team's name as a link to its page. */
export function TeamLink({ name }: { name: string }): ReactNode {
  return (
    <RouteLink to="team" params={{ team: teamSlug(name) }} className="extras-team-link">
      {name}
    </RouteLink>
  );
}
