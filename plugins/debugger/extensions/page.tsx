import '../styles.css';
import { debuggerSlice } from '../slice.ts';
import { loadRouteDetails, watchNavigationTraces } from '../sagas.ts';

export { DebuggerPage as default } from '../components/DebuggerPage.tsx';
export const slices = [debuggerSlice];
export const sagas = { watchNavigationTraces, loadRouteDetails };
