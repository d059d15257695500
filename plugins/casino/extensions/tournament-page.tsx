export { TournamentPage as default } from '../components/TournamentPage.tsx';
export { casinoSlices as slices, casinoSagas as sagas } from '../state.ts';
