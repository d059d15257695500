export { EmailPage as default } from '../components/EmailPage.tsx';
