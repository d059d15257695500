export { HistoryCasinoMailPage as default } from '../components/HistoryCasinoMailPage.tsx';
