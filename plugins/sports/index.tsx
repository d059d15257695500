import { definePlugin, lazyExtension } from '@plugin-api';
import { LinePage } from './LinePage.tsx';
import { GamePage } from './GamePage.tsx';
import { sportsSlice } from './slice.ts';
import { watchSportsViews } from './sagas.ts';
import { sportsFavoritesSlice, watchSportsFavorites } from '@plugin-api/favorites';
import { gameFirstScreen, lineFirstScreen } from './first-screen.ts';
import { extrasFirstScreens } from './extras/first-screen.ts';
import { cricketFirstScreens } from './cricket/first-screen.ts';
import { OddsFormatSwitcher } from './OddsFormatSwitcher.tsx';
import './styles.css';

export default definePlugin({
  id: 'sports',
  extensions: {
    'line-page': LinePage,
    'game-page': GamePage,
    'odds-format-switcher': OddsFormatSwitcher,
    'team-page': lazyExtension,
    'bets-on-you-page': lazyExtension,
    'favorites-page': lazyExtension,
    'search-events-page': lazyExtension,
    'express-day-page': lazyExtension,
    'champs-results-page': lazyExtension,
    'champion-page': lazyExtension,
    'recommendations-page': lazyExtension,
    'results-page': lazyExtension,
    'cyber-page': lazyExtension,
    'cyber-game-page': lazyExtension,
    'cricket-page': lazyExtension,
    'cricket-game-page': lazyExtension,
    'cricket-app-page': lazyExtension,
    'media-panel': lazyExtension,
  },
  // The favourites follow the player on every list (a star per game), not only on the extras pages.
  slices: [sportsSlice, sportsFavoritesSlice],
  sagas: { watchSportsViews, watchSportsFavorites },
  firstScreenData: { 'line-page': lineFirstScreen, 'game-page': gameFirstScreen, ...extrasFirstScreens, ...cricketFirstScreens },
});
