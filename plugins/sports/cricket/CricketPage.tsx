import type { ReactNode } from 'react';
import type { PageProps } from '@plugin-api';
import { CricketBroadcasts } from './CricketBroadcasts.tsx';
import { CricketChamp } from './CricketChamp.tsx';
import { CricketChamps, CricketEvents } from './CricketEvents.tsx';
import { CricketFavorites } from './CricketFavorites.tsx';
import { CricketHome } from './CricketHome.tsx';
import { CricketPlayer } from './CricketPlayer.tsx';
import { CricketSearch } from './CricketSearch.tsx';

/** The cricket pages of route-manifests/cricket.json, by route id (the game and app pages are their own extensions). */
export function CricketPage(props: PageProps): ReactNode {
  switch (props.routeId) {
    case 'cricket-all-champs':
      return <CricketChamps />;
    case 'cricket-all-events':
      return <CricketEvents />;
    case 'cricket-favorites':
      return <CricketFavorites />;
    case 'cricket-search-events':
      return <CricketSearch query={props.query} />;
    case 'cricket-broadcasts':
      return <CricketBroadcasts />;
    case 'cricket-champ':
      return <CricketChamp {...props} />;
    case 'cricket-player-info':
      return <CricketPlayer {...props} />;
    default:
      return <CricketHome />;
  }
}
