export { BannersPage as default } from '../components/BannersPage.tsx';
