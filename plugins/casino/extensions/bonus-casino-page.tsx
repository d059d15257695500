export { BonusCasinoPage as default } from '../components/BonusCasinoPage.tsx';
