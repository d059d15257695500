/** oldbrowser: the browser is too old; the supported browsers. */
export { OldBrowserPage as default } from '../components/OldBrowserPage.tsx';
