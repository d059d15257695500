export { CallbackPage as default } from '../components/CallbackPage.tsx';
