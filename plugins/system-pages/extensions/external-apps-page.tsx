/** mobile-apps and desktop-apps: the operator's apps. */
export { ExternalAppsPage as default } from '../components/ExternalAppsPage.tsx';
