export { SessionHistoryPage as default } from '../components/SessionHistoryPage.tsx';
