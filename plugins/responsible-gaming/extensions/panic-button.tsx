/** The panic button (site config shell.signedIn, regions with responsibleGaming.panicBlockHours). */
import { watchLimits } from '../state/limits.saga.ts';
import { responsibleGamingSlice } from '../state/slice.ts';
import { PanicButton } from '../components/PanicButton.tsx';

export default PanicButton;
export const slices = [responsibleGamingSlice];
export const sagas = { limits: watchLimits };
