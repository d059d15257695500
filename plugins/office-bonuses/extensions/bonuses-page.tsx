export { BonusesPage as default } from '../components/BonusesPage.tsx';
