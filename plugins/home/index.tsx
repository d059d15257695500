import { definePlugin } from '@plugin-api';
import { HomePage } from './HomePage.tsx';
import { WelcomeBanner } from './WelcomeBanner.tsx';
import { SectionTiles } from './SectionTiles.tsx';
import { TopGames } from './TopGames.tsx';
import { Banners } from './Banners.tsx';
import { homeSlice, watchHome } from './state.ts';
import { sportsFavoritesSlice, watchSportsFavorites } from '@plugin-api/favorites';
import { bannersFirstScreen, topGamesFirstScreen } from './first-screen.ts';
import './styles.css';

export default definePlugin({
  id: 'home',
  extensions: { page: HomePage, 'welcome-banner': WelcomeBanner, 'section-tiles': SectionTiles, 'top-games': TopGames, banners: Banners },
  // The top games' stars share the favorites of the line and live lists (a plugin-API contract).
  slices: [homeSlice, sportsFavoritesSlice],
  sagas: { watchHome, watchSportsFavorites },
  firstScreenData: { 'top-games': topGamesFirstScreen, banners: bannersFirstScreen },
});
