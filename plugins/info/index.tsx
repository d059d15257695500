import { definePlugin, lazyExtension } from '@plugin-api';
import { contentFirstScreen } from './content/first-screen.ts';
import { paymentPageAvailableGuard } from './guards.ts';
import { HelpLinks } from './HelpLinks.tsx';
import './styles.css';

/**
 * The pages are lazy extensions (extensions/<name>.tsx), fetched when one first shows; only the
 * home page's help links, the payment page's guard (routing decides before page code arrives) and
 * the first-screen read the server runs stay here.
 */
export default definePlugin({
  id: 'info',
  extensions: {
    'article-page': lazyExtension,
    'calculator-page': lazyExtension,
    'payment-page-available': paymentPageAvailableGuard,
    'help-links': HelpLinks,
  },
  firstScreenData: { 'article-page': contentFirstScreen, 'calculator-page': contentFirstScreen },
});
