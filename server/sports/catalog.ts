/**
 * The reference sports catalogue: sports, e-sports disciplines, championships and their teams.
 * Static data; the schedule and everything that moves is derived from time in feed.ts.
 *
 * Ids: sports are URL slugs ('football') with a numeric `sportId` for bets (market.sportId);
 * championships are small integers. Championship and team names are data in English (bets carry
 * the sport, championship and opponent names in English), not UI texts.
 */

/** How a sport scores: goals (Poisson), points (many small scores) or sets/maps (best of three). */
export type ScoreModel = 'goals' | 'points' | 'sets';

export interface SportDef {
  readonly id: string;
  readonly sportId: number;
  readonly name: string;
  readonly model: ScoreModel;
  /** Whether a draw is a result (3-way 1X2) or not (2-way winner market). */
  readonly draw: boolean;
  /** Real milliseconds a game lasts in the simulation (a sets game may end earlier, 2-0). */
  readonly durationMs: number;
  /** The game clock at full time, in seconds (football 90 min), for gameTimeSec. */
  readonly gameLengthSec: number;
  /** Periods (halves, periods, quarters, sets, maps). */
  readonly periods: number;
  /** Expected goals/points per team at full time, before team strength (goals and points models). */
  readonly baseRate: number;
}

export interface DisciplineDef {
  readonly id: string;
  readonly name: string;
  /** Tournaments of real players, or matches a game simulates (the cyber pages' two types). */
  readonly type: 'real' | 'virtual';
}

export interface ChampDef {
  readonly id: number;
  readonly sport: string;
  readonly discipline?: string;
  readonly name: string;
  /**
   * Where it is played, as an id the client names in its own language ('england', 'usa'); 'world'
   * for international tournaments. Lists can group championships under their country by it.
   */
  readonly country: string;
  /** A new game starts every `intervalMs`, shifted by `offsetMs` so championships do not start together. */
  readonly intervalMs: number;
  readonly offsetMs: number;
  readonly teams: readonly string[];
}

const MINUTE = 60_000;

export const SPORTS: readonly SportDef[] = [
  { id: 'football', sportId: 1, name: 'Football', model: 'goals', draw: true, durationMs: 12 * MINUTE, gameLengthSec: 90 * 60, periods: 2, baseRate: 1.35 },
  { id: 'ice-hockey', sportId: 2, name: 'Ice hockey', model: 'goals', draw: true, durationMs: 10 * MINUTE, gameLengthSec: 60 * 60, periods: 3, baseRate: 2.8 },
  { id: 'basketball', sportId: 3, name: 'Basketball', model: 'points', draw: false, durationMs: 10 * MINUTE, gameLengthSec: 48 * 60, periods: 4, baseRate: 86 },
  { id: 'tennis', sportId: 4, name: 'Tennis', model: 'sets', draw: false, durationMs: 9 * MINUTE, gameLengthSec: 3 * 40 * 60, periods: 3, baseRate: 0 },
  { id: 'esports', sportId: 40, name: 'Esports', model: 'sets', draw: false, durationMs: 9 * MINUTE, gameLengthSec: 3 * 35 * 60, periods: 3, baseRate: 0 },
  // Runs come like points (many small scores); two innings of 20 overs, so no draw in the result market.
  { id: 'cricket', sportId: 66, name: 'Cricket', model: 'points', draw: false, durationMs: 12 * MINUTE, gameLengthSec: 2 * 90 * 60, periods: 2, baseRate: 165 },
  // A fight is three rounds, scored like sets: the one who takes two rounds wins (a decision).
  { id: 'mma', sportId: 56, name: 'MMA', model: 'sets', draw: false, durationMs: 9 * MINUTE, gameLengthSec: 3 * 5 * 60, periods: 3, baseRate: 0 },
];

export const DISCIPLINES: readonly DisciplineDef[] = [
  { id: 'cs2', name: 'Counter-Strike 2', type: 'real' },
  { id: 'dota2', name: 'Dota 2', type: 'real' },
  { id: 'efootball', name: 'EA Sports FC', type: 'virtual' },
  { id: 'ebasketball', name: 'NBA 2K', type: 'virtual' },
];

const FOOTBALL_EN = ['Arsenal', 'Chelsea', 'Liverpool', 'Everton', 'Tottenham', 'Newcastle', 'Aston Villa', 'Brighton', 'Fulham', 'Brentford'];
const FOOTBALL_ES = ['Real Madrid', 'Barcelona', 'Atletico Madrid', 'Sevilla', 'Valencia', 'Real Sociedad', 'Villarreal', 'Real Betis', 'Athletic Bilbao', 'Getafe'];
const FOOTBALL_DE = ['Bayern Munich', 'Borussia Dortmund', 'RB Leipzig', 'Bayer Leverkusen', 'Eintracht Frankfurt', 'VfB Stuttgart', 'Freiburg', 'Wolfsburg'];
const FOOTBALL_IT = ['Inter', 'AC Milan', 'Juventus', 'Napoli', 'Roma', 'Lazio', 'Atalanta', 'Fiorentina', 'Bologna', 'Torino'];
const FOOTBALL_UCL = ['Manchester City', 'Paris Saint-Germain', 'Benfica', 'Porto', 'Ajax', 'PSV', 'Celtic', 'Galatasaray'];
const NHL = ['Boston Bruins', 'Toronto Maple Leafs', 'New York Rangers', 'Colorado Avalanche', 'Edmonton Oilers', 'Vegas Golden Knights', 'Dallas Stars', 'Florida Panthers'];
const KHL = ['CSKA Moscow', 'SKA St. Petersburg', 'Ak Bars Kazan', 'Metallurg Magnitogorsk', 'Avangard Omsk', 'Dynamo Moscow', 'Lokomotiv Yaroslavl', 'Traktor Chelyabinsk'];
const SHL = ['Frolunda', 'Farjestad', 'Lulea', 'Skelleftea', 'Rogle', 'Vaxjo Lakers', 'Djurgarden', 'HV71'];
const NBA = ['Boston Celtics', 'Denver Nuggets', 'Milwaukee Bucks', 'Los Angeles Lakers', 'Golden State Warriors', 'Phoenix Suns', 'Miami Heat', 'Dallas Mavericks', 'New York Knicks', 'Philadelphia 76ers'];
const EUROLEAGUE = ['Real Madrid Baloncesto', 'Olympiacos', 'Panathinaikos', 'Fenerbahce', 'Anadolu Efes', 'Barcelona Basquet', 'Maccabi Tel Aviv', 'Monaco'];
const ACB = ['Unicaja', 'Valencia Basket', 'Baskonia', 'Gran Canaria', 'Joventut', 'Manresa', 'Tenerife', 'Murcia'];
const ATP = ['J. Sinner', 'C. Alcaraz', 'D. Medvedev', 'A. Zverev', 'A. Rublev', 'H. Rune', 'S. Tsitsipas', 'C. Ruud', 'T. Fritz', 'G. Dimitrov'];
const WTA = ['I. Swiatek', 'A. Sabalenka', 'C. Gauff', 'E. Rybakina', 'J. Pegula', 'O. Jabeur', 'M. Vondrousova', 'Q. Zheng', 'M. Sakkari', 'B. Krejcikova'];
const CHALLENGER = ['L. Van Assche', 'A. Muller', 'H. Gaston', 'Q. Halys', 'G. Barrere', 'C. Moutet', 'A. Rinderknech', 'B. Bonzi'];
const FOOTBALL_UEL = ['Roma', 'West Ham', 'Sporting CP', 'Olympique Lyon', 'Feyenoord', 'Rangers', 'Braga', 'Eintracht Frankfurt', 'Real Sociedad', 'Lazio'];
const IPL = ['Mumbai Indians', 'Chennai Super Kings', 'Royal Challengers Bengaluru', 'Kolkata Knight Riders', 'Delhi Capitals', 'Punjab Kings', 'Rajasthan Royals', 'Sunrisers Hyderabad', 'Gujarat Titans', 'Lucknow Super Giants'];
const BBL = ['Sydney Sixers', 'Perth Scorchers', 'Brisbane Heat', 'Adelaide Strikers', 'Melbourne Stars', 'Melbourne Renegades', 'Hobart Hurricanes', 'Sydney Thunder'];
const T20_NATIONS = ['India', 'Australia', 'England', 'Pakistan', 'South Africa', 'New Zealand', 'West Indies', 'Sri Lanka', 'Afghanistan', 'Bangladesh'];
const HUNDRED = ['Oval Invincibles', 'London Spirit', 'Southern Brave', 'Welsh Fire', 'Birmingham Phoenix', 'Manchester Originals', 'Northern Superchargers', 'Trent Rockets'];
const EFOOTBALL = ['Manchester City (Kray)', 'Real Madrid (Sava)', 'Bayern Munich (Lion)', 'Paris Saint-Germain (Boulevard)', 'Liverpool (Nik)', 'Inter (Vader)', 'Barcelona (Kodak)', 'Juventus (Flick)'];
const EBASKETBALL = ['Lakers (Hawk)', 'Celtics (Duke)', 'Nuggets (Ice)', 'Warriors (Splash)', 'Bucks (Freak)', 'Heat (Blaze)', 'Suns (Sol)', 'Knicks (Garden)'];
const UFC = ['I. Makhachev', 'A. Volkanovski', 'J. Jones', 'A. Pereira', 'S. O\'Malley', 'L. Edwards', 'T. Aspinall', 'D. du Plessis', 'I. Topuria', 'M. Dvalishvili'];
const CS2 = ['Natus Vincere', 'FaZe Clan', 'Vitality', 'G2 Esports', 'MOUZ', 'Team Spirit', 'Heroic', 'Astralis', 'Cloud9', 'Eternal Fire'];
const DOTA2 = ['Team Liquid', 'Gaimin Gladiators', 'Tundra Esports', 'Team Falcons', 'BetBoom Team', 'Xtreme Gaming', 'Shopify Rebellion', 'OG', 'Virtus.pro', 'Azure Ray'];

export const CHAMPS: readonly ChampDef[] = [
  { id: 101, sport: 'football', name: 'England. Premier League', country: 'england', intervalMs: 6 * MINUTE, offsetMs: 0, teams: FOOTBALL_EN },
  { id: 102, sport: 'football', name: 'Spain. LaLiga', country: 'spain', intervalMs: 7 * MINUTE, offsetMs: 2 * MINUTE, teams: FOOTBALL_ES },
  { id: 103, sport: 'football', name: 'Germany. Bundesliga', country: 'germany', intervalMs: 8 * MINUTE, offsetMs: 3 * MINUTE, teams: FOOTBALL_DE },
  { id: 104, sport: 'football', name: 'Italy. Serie A', country: 'italy', intervalMs: 7 * MINUTE, offsetMs: 5 * MINUTE, teams: FOOTBALL_IT },
  { id: 105, sport: 'football', name: 'UEFA Champions League', country: 'europe', intervalMs: 10 * MINUTE, offsetMs: 4 * MINUTE, teams: FOOTBALL_UCL },
  { id: 106, sport: 'football', name: 'UEFA Europa League', country: 'europe', intervalMs: 9 * MINUTE, offsetMs: 7 * MINUTE, teams: FOOTBALL_UEL },
  { id: 201, sport: 'ice-hockey', name: 'NHL', country: 'usa', intervalMs: 6 * MINUTE, offsetMs: 1 * MINUTE, teams: NHL },
  { id: 202, sport: 'ice-hockey', name: 'KHL', country: 'russia', intervalMs: 7 * MINUTE, offsetMs: 3 * MINUTE, teams: KHL },
  { id: 203, sport: 'ice-hockey', name: 'Sweden. SHL', country: 'sweden', intervalMs: 9 * MINUTE, offsetMs: 6 * MINUTE, teams: SHL },
  { id: 301, sport: 'basketball', name: 'NBA', country: 'usa', intervalMs: 5 * MINUTE, offsetMs: 2 * MINUTE, teams: NBA },
  { id: 302, sport: 'basketball', name: 'Euroleague', country: 'europe', intervalMs: 8 * MINUTE, offsetMs: 0, teams: EUROLEAGUE },
  { id: 303, sport: 'basketball', name: 'Spain. ACB', country: 'spain', intervalMs: 9 * MINUTE, offsetMs: 5 * MINUTE, teams: ACB },
  { id: 401, sport: 'tennis', name: 'ATP. Rotterdam', country: 'netherlands', intervalMs: 5 * MINUTE, offsetMs: 1 * MINUTE, teams: ATP },
  { id: 402, sport: 'tennis', name: 'WTA. Dubai', country: 'uae', intervalMs: 6 * MINUTE, offsetMs: 4 * MINUTE, teams: WTA },
  { id: 403, sport: 'tennis', name: 'Challenger. Lille', country: 'france', intervalMs: 8 * MINUTE, offsetMs: 2 * MINUTE, teams: CHALLENGER },
  { id: 501, sport: 'esports', discipline: 'cs2', name: 'CS2. BLAST Premier', country: 'world', intervalMs: 5 * MINUTE, offsetMs: 0, teams: CS2 },
  { id: 502, sport: 'esports', discipline: 'cs2', name: 'CS2. ESL Pro League', country: 'world', intervalMs: 7 * MINUTE, offsetMs: 3 * MINUTE, teams: CS2 },
  { id: 503, sport: 'esports', discipline: 'dota2', name: 'Dota 2. DreamLeague', country: 'world', intervalMs: 6 * MINUTE, offsetMs: 2 * MINUTE, teams: DOTA2 },
  { id: 504, sport: 'esports', discipline: 'dota2', name: 'Dota 2. PGL Wallachia', country: 'world', intervalMs: 9 * MINUTE, offsetMs: 5 * MINUTE, teams: DOTA2 },
  { id: 505, sport: 'esports', discipline: 'efootball', name: 'EA Sports FC. Cyber League', country: 'world', intervalMs: 4 * MINUTE, offsetMs: 1 * MINUTE, teams: EFOOTBALL },
  { id: 506, sport: 'esports', discipline: 'ebasketball', name: 'NBA 2K. Cyber League', country: 'world', intervalMs: 5 * MINUTE, offsetMs: 3 * MINUTE, teams: EBASKETBALL },
  { id: 601, sport: 'cricket', name: 'India. IPL', country: 'india', intervalMs: 8 * MINUTE, offsetMs: 1 * MINUTE, teams: IPL },
  { id: 602, sport: 'cricket', name: 'Australia. Big Bash League', country: 'australia', intervalMs: 9 * MINUTE, offsetMs: 4 * MINUTE, teams: BBL },
  { id: 603, sport: 'cricket', name: 'ICC T20 World Cup', country: 'world', intervalMs: 11 * MINUTE, offsetMs: 6 * MINUTE, teams: T20_NATIONS },
  { id: 604, sport: 'cricket', name: 'England. The Hundred', country: 'england', intervalMs: 10 * MINUTE, offsetMs: 2 * MINUTE, teams: HUNDRED },
  { id: 701, sport: 'mma', name: 'UFC. Fight Night', country: 'usa', intervalMs: 6 * MINUTE, offsetMs: 5 * MINUTE, teams: UFC },
];

export const SPORT_BY_ID: ReadonlyMap<string, SportDef> = new Map(SPORTS.map((s) => [s.id, s]));
export const CHAMP_BY_ID: ReadonlyMap<number, ChampDef> = new Map(CHAMPS.map((c) => [c.id, c]));
export const DISCIPLINE_BY_ID: ReadonlyMap<string, DisciplineDef> = new Map(DISCIPLINES.map((d) => [d.id, d]));

export function sportOf(champ: ChampDef): SportDef {
  const sport = SPORT_BY_ID.get(champ.sport);
  if (!sport) throw new Error(`championship ${champ.id} names unknown sport "${champ.sport}"`);
  return sport;
}
