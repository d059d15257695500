export { ConsultantPage as default } from '../components/ConsultantPage.tsx';
