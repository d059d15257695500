/**
 * Where the game origin listens: GAME_PORT, else the main server's port plus 100; always on this
 * machine (127.0.0.1), as a game provider's own host would be elsewhere.
 */
import type { Problem } from '../../src/composer/problems.ts';

export const GAME_HOST = '127.0.0.1';
export const GAME_PORT_OFFSET = 100;

export interface GameOriginSettings {
  host: string;
  port: number;
}

export function readGameOriginSettings(env: NodeJS.ProcessEnv, mainPort: number): { settings: GameOriginSettings; problems: Problem[] } {
  const raw = env.GAME_PORT;
  // PORT 0 asks for any free port: the game origin then takes one too.
  let port = mainPort === 0 ? 0 : mainPort + GAME_PORT_OFFSET;
  const problems: Problem[] = [];
  if (raw !== undefined && raw !== '') {
    if (/^\d+$/.test(raw) && Number(raw) <= 65535 && (Number(raw) !== mainPort || mainPort === 0)) port = Number(raw);
    else problems.push({ file: 'environment', pointer: '/GAME_PORT', message: `is "${raw}"`, expected: `an integer from 0 to 65535 other than PORT (${mainPort})` });
  } else if (port > 65535) {
    problems.push({ file: 'environment', pointer: '/PORT', message: `is ${mainPort}, so the game origin's port would be ${port}`, expected: 'GAME_PORT set, or a PORT at most 65435' });
  }
  return { settings: { host: GAME_HOST, port }, problems };
}
