export { SlotFirstDepositPage as default } from '../components/SlotFirstDepositPage.tsx';
export { casinoSlices as slices, casinoSagas as sagas } from '../state.ts';
