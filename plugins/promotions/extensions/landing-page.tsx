export { LandingPage as default } from '../components/LandingPage.tsx';
