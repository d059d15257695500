/** HistoryPage as a lazy extension: its reads and sends go through useRemoteData and useApiAction, so it brings no slice or saga. */
import '../styles.css';

export { HistoryPage as default } from '../components/HistoryPage.tsx';
