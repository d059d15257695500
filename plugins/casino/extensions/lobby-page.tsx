export { LobbyPage as default } from '../components/LobbyPage.tsx';
export { casinoSlices as slices, casinoSagas as sagas } from '../state.ts';
