import { definePlugin } from '@plugin-api';
import { __NAME__Page } from './__NAME__Page.tsx';
import './styles.css';

/**
 * What this plugin gives the site. Every name here is declared in plugin.json `extensions`
 * (tests/plugin-contract.test.ts compares them); route manifests use it as "__ID__/<name>".
 */
export default definePlugin({
  id: '__ID__',
  extensions: { page: __NAME__Page },
});
