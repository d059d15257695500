import '../styles.css';
import { debuggerSlice } from '../slice.ts';
import { watchNavigationTraces } from '../sagas.ts';

export { DebuggerPage as default } from '../components/DebuggerPage.tsx';
export const slices = [debuggerSlice];
export const sagas = { watchNavigationTraces };
