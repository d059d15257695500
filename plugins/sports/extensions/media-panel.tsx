import '../media/media.css';

export { MediaPanel as default } from '../media/MediaPanel.tsx';
// The zone tracker polls through the live-data poller the cricket pages use.
export { cricketLiveSlices as slices, cricketLiveSagas as sagas } from '../cricket/state.ts';
