import { definePlugin, lazyExtension } from '@plugin-api';
import { lottoFirstScreen, totoFirstScreen } from './first-screen.ts';
import './styles.css';

/**
 * Lotto and toto. Both pages are lazy extensions (extensions/<name>.tsx): the plugin's entry is
 * this registration and the pages' first-screen reads, which the server runs before rendering (the
 * HTML then holds the data, and an address whose data does not exist answers 404).
 */
export default definePlugin({
  id: 'lotto',
  extensions: {
    'lotto-page': lazyExtension,
    'toto-page': lazyExtension,
  },
  firstScreenData: { 'lotto-page': lottoFirstScreen, 'toto-page': totoFirstScreen },
});
