export { PromotionPage as default } from '../components/PromotionPage.tsx';
