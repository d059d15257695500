/** The state and saga the cricket and cyber pages bring when their chunk loads (plugin.json declares both). */
import { liveDataSlice, watchCricketLiveData } from './live-data.ts';

export const cricketLiveSlices = [liveDataSlice];
export const cricketLiveSagas = { watchCricketLiveData };
