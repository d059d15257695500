export { GamesLandingPage as default } from '../components/GamesLandingPage.tsx';
export { casinoSlices as slices, casinoSagas as sagas } from '../state.ts';
