/** ConfirmTermsPage: its calls are the account saga's, which the plugin starts with the header's account bar. */
export { ConfirmTermsPage as default } from '../components/AccountPages.tsx';
