/** What every extras page brings: the favorites and refresh slices and their sagas (started once however many pages bring them). */
import { sportsFavoritesSlice, watchSportsFavorites } from '@plugin-api/favorites';
import { extrasRefreshSlice, watchExtrasRefresh } from './refresh.ts';

export const extrasSlices = [sportsFavoritesSlice, extrasRefreshSlice];
export const extrasSagas = { watchSportsFavorites, watchExtrasRefresh };
