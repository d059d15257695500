import { definePlugin, lazyExtension } from '@plugin-api';
import { consultantAvailableGuard } from './guards.ts';

/**
 * Only the consultant's guard is here (routing must decide before any page code arrives); every
 * page is a lazy extension (extensions/<name>.tsx), fetched when it first shows, so nothing of the
 * cashier reaches a page that does not show it.
 */
export default definePlugin({
  id: 'payments',
  extensions: {
    'consultant-available': consultantAvailableGuard,
    'recharge-page': lazyExtension,
    'deduce-page': lazyExtension,
    'history-page': lazyExtension,
    'requests-page': lazyExtension,
    'create-request-page': lazyExtension,
    'consultant-page': lazyExtension,
    'onpay-page': lazyExtension,
    'transfer-modal': lazyExtension,
  },
});
