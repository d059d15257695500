export { LottoPage as default } from '../components/LottoPage.tsx';
