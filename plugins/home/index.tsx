import { definePlugin } from '@plugin-api';
import { HomePage } from './HomePage.tsx';
import { WelcomeBanner } from './WelcomeBanner.tsx';
import { SectionTiles } from './SectionTiles.tsx';
import './styles.css';

export default definePlugin({
  id: 'home',
  extensions: { page: HomePage, 'welcome-banner': WelcomeBanner, 'section-tiles': SectionTiles },
});
