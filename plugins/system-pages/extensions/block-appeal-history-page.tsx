/** block-appeal-history: a restricted player's appeals. */
export { BlockAppealHistoryPage as default } from '../components/BlockAppealHistoryPage.tsx';
