export { CashbackPage as default } from '../components/CashbackPage.tsx';
