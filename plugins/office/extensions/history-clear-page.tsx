export { HistoryClearPage as default } from '../components/HistoryClearPage.tsx';
