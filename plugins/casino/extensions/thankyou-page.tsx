export { ThankyouPage as default } from '../components/ThankyouPage.tsx';
export { casinoSlices as slices, casinoSagas as sagas } from '../state.ts';
