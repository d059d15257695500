export { TournamentsPage as default } from '../components/TournamentsPage.tsx';
