/** The casino's shared reads (one request and one answer for every component that shows them). */
import { useRemoteData, type RemoteData } from '@plugin-api';
import { parseLobby, type Lobby } from '../model.ts';

/** The region's categories, sections and providers; names follow the language. */
export function useLobby(lng: string): RemoteData<Lobby> {
  return useRemoteData(`casino/lobby/${lng}`, '/casino/lobby', { parse: parseLobby });
}
