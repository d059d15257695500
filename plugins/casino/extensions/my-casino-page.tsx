export { MyCasinoPage as default } from '../components/MyCasinoPage.tsx';
export { casinoSlices as slices, casinoSagas as sagas } from '../state.ts';
