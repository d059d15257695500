export { BonusGamesPage as default } from '../components/BonusGamesPage.tsx';
