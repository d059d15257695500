/** The transfer-user modal (query transfer-user): money sent to another player of the operator. */
import '../styles.css';

export { TransferModal as default } from '../components/TransferModal.tsx';
