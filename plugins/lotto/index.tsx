import { definePlugin, lazyExtension } from '@plugin-api';
import './styles.css';

/**
 * Lotto and toto. Both pages are lazy extensions (extensions/<name>.tsx): the plugin's entry is
 * only this registration, so nothing of it weighs on pages that show no lottery.
 */
export default definePlugin({
  id: 'lotto',
  extensions: {
    'lotto-page': lazyExtension,
    'toto-page': lazyExtension,
  },
});
