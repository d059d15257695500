import '../cricket/cricket.css';

export { CyberPage as default } from '../cricket/CyberPages.tsx';
export { cricketLiveSlices as slices, cricketLiveSagas as sagas } from '../cricket/state.ts';
