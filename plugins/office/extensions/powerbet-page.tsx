export { PowerbetPage as default } from '../components/PowerbetPage.tsx';
