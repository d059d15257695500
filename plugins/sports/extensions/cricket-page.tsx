import '../cricket/cricket.css';

export { CricketPage as default } from '../cricket/CricketPage.tsx';
export { cricketLiveSlices as slices, cricketLiveSagas as sagas } from '../cricket/state.ts';
