export { BrandPage as default } from '../components/BrandPage.tsx';
