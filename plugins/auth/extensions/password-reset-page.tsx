/** passwordreset: a new password from an e-mail's link, or a new link. */
export { PasswordResetPage as default } from '../components/PasswordResetPage.tsx';
