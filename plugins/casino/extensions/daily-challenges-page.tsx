export { DailyChallengesPage as default } from '../components/DailyChallengesPage.tsx';
export { casinoSlices as slices, casinoSagas as sagas } from '../state.ts';
