export { OffersPage as default } from '../components/OffersPage.tsx';
