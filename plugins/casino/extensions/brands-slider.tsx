export { BrandsSlider as default } from '../components/BrandsSlider.tsx';
