export { WagerPage as default } from '../components/WagerPage.tsx';
