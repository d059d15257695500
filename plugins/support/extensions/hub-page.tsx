export { HubPage as default } from '../components/HubPage.tsx';
