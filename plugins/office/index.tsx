import { definePlugin, lazyExtension } from '@plugin-api';
import { menuFirstScreen } from './first-screen.ts';
import './styles.css';

/**
 * Every office page is a lazy extension (extensions/<name>.tsx): its own chunk, fetched with the
 * slices and sagas it drives when it first shows, so nothing of the office loads for a guest's
 * home page. The unread message count is the core's (it comes with the user), so no saga is here.
 */
export default definePlugin({
  id: 'office',
  extensions: {
    'menu-page': lazyExtension,
    'messages-page': lazyExtension,
    'session-history-page': lazyExtension,
    'mailing-settings-page': lazyExtension,
    'account-settings-page': lazyExtension,
    'wallets-page': lazyExtension,
    'disallow-sports-page': lazyExtension,
    'powerbet-page': lazyExtension,
    'history-mail-page': lazyExtension,
    'history-casino-mail-page': lazyExtension,
    'history-clear-page': lazyExtension,
  },
  firstScreenData: { 'menu-page': menuFirstScreen },
});
