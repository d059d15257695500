export { BonusGamePage as default } from '../components/BonusGamePage.tsx';
