export { CallHistoryPage as default } from '../components/CallHistoryPage.tsx';
