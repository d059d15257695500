export { HistoryMailPage as default } from '../components/HistoryMailPage.tsx';
