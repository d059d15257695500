/** RechargePage as a lazy extension: its reads and sends go through useRemoteData and useApiAction, so it brings no slice or saga. */
import '../styles.css';

export { RechargePage as default } from '../components/CashierPages.tsx';
