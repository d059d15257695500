import { definePlugin, lazyExtension } from '@plugin-api';
import { bonusSectionGuard } from './guards.ts';
import './styles.css';

/**
 * Promotions and landings. Every page is a lazy extension (extensions/<name>.tsx), so a page brings
 * only its own code; here only the guard of bonus/:section, which decides before any page shows.
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
});
