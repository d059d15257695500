export { TotoPage as default } from '../components/TotoPage.tsx';
