import { definePlugin, lazyExtension } from '@plugin-api';
import { BlockPage } from './BlockPage.tsx';
import { MaintenancePage } from './MaintenancePage.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { statisticsFirstScreen } from './first-screen.ts';
import './styles.css';

/**
 * The block, maintenance and error pages are here (a block must show even when little else loads);
 * the other pages (old browser, statistics, apps, welcome data, block appeals, the VPN check) are
 * lazy extensions, each its own chunk.
 */
export default definePlugin({
  id: 'system-pages',
  extensions: {
    'block-page': BlockPage,
    'maintenance-page': MaintenancePage,
    'error-page': ErrorPage,
    'old-browser-page': lazyExtension,
    'statistic-popup-page': lazyExtension,
    'external-apps-page': lazyExtension,
    'welcome-data-page': lazyExtension,
    'block-appeal-history-page': lazyExtension,
    'internal-vpn-page': lazyExtension,
  },
  firstScreenData: { 'statistic-popup-page': statisticsFirstScreen },
});
