export { RewardsPage as default } from '../components/RewardsPage.tsx';
