import { definePlugin } from '@plugin-api';
import { BlockPage } from './BlockPage.tsx';
import { MaintenancePage } from './MaintenancePage.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import './styles.css';

export default definePlugin({
  id: 'system-pages',
  extensions: { 'block-page': BlockPage, 'maintenance-page': MaintenancePage, 'error-page': ErrorPage },
});
