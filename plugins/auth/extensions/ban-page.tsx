/** BanPage: its calls are the account saga's, which the plugin starts with the header's account bar. */
export { BanPage as default } from '../components/AccountPages.tsx';
