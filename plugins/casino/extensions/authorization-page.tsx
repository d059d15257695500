export { AuthorizationPage as default } from '../components/AuthorizationPage.tsx';
