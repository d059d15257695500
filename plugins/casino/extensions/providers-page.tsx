export { ProvidersPage as default } from '../components/ProvidersPage.tsx';
