import { definePlugin, lazyExtension } from '@plugin-api';
import './styles.css';

/**
 * Every page of the bonus area is a lazy extension (extensions/<name>.tsx): a player opening one
 * page downloads that page and the pieces it shares with the others, nothing more.
 */
export default definePlugin({
  id: 'office-bonuses',
  extensions: {
    'cashback-page': lazyExtension,
    'promo-code-check-page': lazyExtension,
    'promo-code-history-page': lazyExtension,
    'bonuses-page': lazyExtension,
    'deposit-bonus-page': lazyExtension,
    'wager-page': lazyExtension,
    'bringfriend-page': lazyExtension,
    'banners-page': lazyExtension,
    'rewards-page': lazyExtension,
    'special-offers-page': lazyExtension,
  },
});
