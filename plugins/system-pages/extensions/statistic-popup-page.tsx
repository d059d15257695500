/** statisticpopup/*: a game's statistics. */
export { StatisticPopupPage as default } from '../components/StatisticPopupPage.tsx';
