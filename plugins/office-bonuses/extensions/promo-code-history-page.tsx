export { PromoCodeHistoryPage as default } from '../components/PromoCodeHistoryPage.tsx';
