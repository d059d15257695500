/** authApp: signing in with a one-time token from the player's app. */
export { AppSignInPage as default } from '../components/AppSignInPage.tsx';
