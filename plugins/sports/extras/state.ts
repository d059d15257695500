/** What every extras page brings: the favorites slice and its saga (started once however many pages bring them). */
import { sportsFavoritesSlice } from './favorites-slice.ts';
import { watchSportsFavorites } from './favorites-sagas.ts';

export const extrasSlices = [sportsFavoritesSlice];
export const extrasSagas = { watchSportsFavorites };
