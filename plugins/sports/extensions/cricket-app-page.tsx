import '../cricket/cricket.css';

export { CricketApp as default } from '../cricket/CricketApp.tsx';
export { cricketLiveSlices as slices, cricketLiveSagas as sagas } from '../cricket/state.ts';
