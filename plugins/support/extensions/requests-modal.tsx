export { RequestsModal as default } from '../components/RequestsModal.tsx';
