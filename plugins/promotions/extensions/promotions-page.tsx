export { PromotionsPage as default } from '../components/PromotionsPage.tsx';
