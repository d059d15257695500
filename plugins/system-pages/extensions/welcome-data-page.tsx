/** welcome-authorization-data: how the new player signs in next time. */
export { WelcomeDataPage as default } from '../components/WelcomeDataPage.tsx';
