import { definePlugin, lazyExtension } from '@plugin-api';
import { slotFirstDepositRedirectGuard } from './guards.ts';
import { gameFirstScreen, lobbyFirstScreen } from './first-screen.ts';
import './styles.css';

/**
 * The casino. Every page and the brands slider are lazy extensions (extensions/<name>.tsx), so a
 * page brings only its own code and what it shares with the others. Here: the redirect guard, which
 * must decide before any page shows, and the lobby's first screen, which the server fetches.
 */
export default definePlugin({
  id: 'casino',
  extensions: {
    'lobby-page': lazyExtension,
    'game-page': lazyExtension,
    'thankyou-page': lazyExtension,
    'my-casino-page': lazyExtension,
    'authorization-page': lazyExtension,
    'providers-page': lazyExtension,
    'brand-page': lazyExtension,
    'brands-slider': lazyExtension,
    'slot-first-deposit-page': lazyExtension,
    'slot-first-deposit-redirect': slotFirstDepositRedirectGuard,
    'bonus-games-page': lazyExtension,
    'bonus-game-page': lazyExtension,
    'games-landing-page': lazyExtension,
    'bonus-casino-page': lazyExtension,
    'tournaments-page': lazyExtension,
    'tournament-page': lazyExtension,
    'tournament-results-page': lazyExtension,
    'promotions-page': lazyExtension,
    'promotion-page': lazyExtension,
    'daily-challenges-page': lazyExtension,
  },
  firstScreenData: { 'lobby-page': lobbyFirstScreen, 'game-page': gameFirstScreen },
});
