export { DepositBonusPage as default } from '../components/DepositBonusPage.tsx';
