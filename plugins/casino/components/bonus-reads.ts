/** The bonus casino's reads, shared by its pages and their headless landing variants. */
import { useRemoteData, type RemoteData } from '@plugin-api';
import { parseChallenges, parsePromotions, parseResults, parseTournament, parseTournaments, type DailyChallenge, type Promotion, type Tournament, type TournamentResults } from '../model.ts';

export const useTournaments = (lng: string): RemoteData<readonly Tournament[]> => useRemoteData(`casino/tournaments/${lng}`, '/casino/tournaments', { parse: parseTournaments });

export const useTournament = (id: string, lng: string): RemoteData<Tournament> =>
  useRemoteData(`casino/tournament/${id}/${lng}`, `/casino/tournaments/${encodeURIComponent(id)}`, { parse: parseTournament });

export const useResults = (id: string, lng: string): RemoteData<TournamentResults> =>
  useRemoteData(`casino/tournament-results/${id}/${lng}`, `/casino/tournaments/${encodeURIComponent(id)}/results`, { parse: parseResults });

export const usePromotions = (lng: string): RemoteData<readonly Promotion[]> => useRemoteData(`casino/promotions/${lng}`, '/casino/promotions', { parse: parsePromotions });

export const useChallenges = (lng: string): RemoteData<readonly DailyChallenge[]> => useRemoteData(`casino/daily-challenges/${lng}`, '/casino/daily-challenges', { parse: parseChallenges });

/** A bonus page opened as a landing (headless) keeps its links among the landing pages. */
export const isLanding = (routeId: string): boolean => routeId.startsWith('landing-');
