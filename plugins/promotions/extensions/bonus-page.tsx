export { BonusPage as default } from '../components/BonusPage.tsx';
