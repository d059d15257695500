import type { ReactNode } from 'react';
import { RouteLink, useHasRoute, useTexts, type RouteTarget } from '@plugin-api';

/**
 * The sports extras a list or game page leads to. Results open on the live scores: that board
 * moves while the player watches, the finished games' zone is one tap further.
 */
const EXTRAS = [
  { key: 'search', target: { to: 'search-events' } },
  { key: 'express', target: { to: 'express-day' } },
  { key: 'bets', target: { to: 'bets-on-you' } },
  { key: 'results', target: { to: 'results', params: { type: 'live' } } },
  { key: 'favorites', target: { to: 'favorites' } },
  { key: 'recommendations', target: { to: 'recommendations' } },
] as const satisfies readonly { key: string; target: RouteTarget }[];

/** A link only where the region serves the route: a link that answers 404 is worse than none. */
function ExtraLink({ linkKey, target }: { linkKey: string; target: RouteTarget }): ReactNode {
  const { t } = useTexts('sports-extras');
  // RouteTarget already pairs each route with its params; the hook's per-route overload cannot see that through the union.
  const served = useHasRoute(target.to, ...([target.params] as [never]));
  if (!served) return null;
  return (
    <li>
      <RouteLink to={target.to} params={target.params} className="chip extras-links__link">
        {t(`extras_link_${linkKey}`)}
      </RouteLink>
    </li>
  );
}

/** A compact row of links to search, the express of the day, bets on you, results, favourites and recommendations. */
export function ExtrasLinks(): ReactNode {
  const { t } = useTexts('sports-extras');
  return (
    <nav className="extras-links" aria-label={t('extras_links')}>
      <ul className="chips extras-links__list">
        {EXTRAS.map((extra) => (
          <ExtraLink key={extra.key} linkKey={extra.key} target={extra.target} />
        ))}
      </ul>
    </nav>
  );
}
