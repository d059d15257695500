import { definePlugin, lazyExtension } from '@plugin-api';
import './styles.css';

/**
 * Responsible gaming. Everything is a lazy extension (extensions/<name>.tsx): the page, and the
 * widgets the shell shows only to signed-in players, so a guest downloads none of it.
 */
export default definePlugin({
  id: 'responsible-gaming',
  extensions: {
    'limits-page': lazyExtension,
    'play-guard': lazyExtension,
    'panic-button': lazyExtension,
  },
});
