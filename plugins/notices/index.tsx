import { definePlugin, lazyExtension } from '@plugin-api';
import './styles.css';

/**
 * The notices. The core decides when one is due and shows one at a time; each notice is a lazy
 * extension (extensions/<name>.tsx), so a visitor downloads only the notices they are shown.
 */
export default definePlugin({
  id: 'notices',
  extensions: {
    'age-restriction': lazyExtension,
    cookies: lazyExtension,
    'cookie-settings': lazyExtension,
    maintenance: lazyExtension,
    welcome: lazyExtension,
    'first-deposit-bonus': lazyExtension,
    'convert-account': lazyExtension,
    'download-app': lazyExtension,
  },
});
