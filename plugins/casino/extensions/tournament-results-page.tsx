export { TournamentResultsPage as default } from '../components/TournamentResultsPage.tsx';
