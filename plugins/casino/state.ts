/** What every extension that shows games brings: the casino slice and its sagas (started once however many bring them). */
import { casinoSlice } from './games-slice.ts';
import { watchCasino } from './games-sagas.ts';

export const casinoSlices = [casinoSlice];
export const casinoSagas = { watchCasino };
