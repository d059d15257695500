import { definePlugin, lazyExtension } from '@plugin-api';
import './styles.css';

/**
 * Every support page and modal is a lazy extension (extensions/<name>.tsx), fetched when it first
 * shows; the live chat's provider script loads later still, only when a player opens the chat.
 */
export default definePlugin({
  id: 'support',
  extensions: {
    'hub-page': lazyExtension,
    'email-page': lazyExtension,
    'contacts-page': lazyExtension,
    'consultant-page': lazyExtension,
    'callback-page': lazyExtension,
    'call-history-page': lazyExtension,
    'question-modal': lazyExtension,
    'requests-modal': lazyExtension,
  },
});
