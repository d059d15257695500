export { DisallowSportsPage as default } from '../components/DisallowSportsPage.tsx';
