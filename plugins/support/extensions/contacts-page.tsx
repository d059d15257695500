export { ContactsPage as default } from '../components/ContactsPage.tsx';
