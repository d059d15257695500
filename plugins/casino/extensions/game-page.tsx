export { GamePage as default } from '../components/GamePage.tsx';
export { casinoSlices as slices, casinoSagas as sagas } from '../state.ts';
