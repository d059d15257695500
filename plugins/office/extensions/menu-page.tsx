export { MenuPage as default } from '../components/MenuPage.tsx';
