/** The responsible-gaming page, with the limit service's saga it drives. */
import { watchLimits } from '../state/limits.saga.ts';
import { responsibleGamingSlice } from '../state/slice.ts';
import { LimitsPage } from '../components/LimitsPage.tsx';

export default LimitsPage;
export const slices = [responsibleGamingSlice];
export const sagas = { limits: watchLimits };
