import { definePlugin, lazyExtension } from '@plugin-api';
import { bonusFirstScreen, landingFirstScreen, offersFirstScreen, promotionsFirstScreen } from './first-screen.ts';
import { bonusSectionGuard } from './guards.ts';
import './styles.css';

/**
 * Promotions and landings. Every page is a lazy extension (extensions/<name>.tsx), so a page brings
 * only its own code; here the guard of bonus/:section, which decides before any page shows, and the
 * pages' first screens, which the server fetches (and which tell it an unknown id is not found).
 */
export default definePlugin({
  id: 'promotions',
  extensions: {
    'promotions-page': lazyExtension,
    'bonus-page': lazyExtension,
    'bonus-section': bonusSectionGuard,
    'offers-page': lazyExtension,
    'landing-page': lazyExtension,
  },
  firstScreenData: {
    'promotions-page': promotionsFirstScreen,
    'bonus-page': bonusFirstScreen,
    'offers-page': offersFirstScreen,
    'landing-page': landingFirstScreen,
  },
});
