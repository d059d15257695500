export { PromoCodeCheckPage as default } from '../components/PromoCodeCheckPage.tsx';
