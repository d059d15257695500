export { SpecialOffersPage as default } from '../components/SpecialOffersPage.tsx';
