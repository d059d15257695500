import { definePlugin, persistPreferences } from '@plugin-api';
import { LinePage } from './LinePage.tsx';
import { GamePage } from './GamePage.tsx';
import { sportsSlice } from './slice.ts';
import { watchSportsViews } from './sagas.ts';
import { OddsFormatSwitcher } from './OddsFormatSwitcher.tsx';
import './styles.css';

export default definePlugin({
  id: 'sports',
  extensions: { 'line-page': LinePage, 'game-page': GamePage, 'odds-format-switcher': OddsFormatSwitcher },
  slices: [sportsSlice],
  // persistPreferences keeps the switcher's choice in localStorage (the plugin that offers a switcher starts it).
  sagas: { watchSportsViews, preferences: persistPreferences },
});
