import { definePlugin, lazyExtension } from '@plugin-api';

/** The page is a lazy extension (extensions/preferences-page.tsx): nothing of it loads until it shows. */
export default definePlugin({
  id: 'preferences',
  extensions: { 'preferences-page': lazyExtension },
});
