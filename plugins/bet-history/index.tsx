import { definePlugin } from '@plugin-api';
import { betHistorySlice } from './slice.ts';
import { watchBetHistory } from './sagas.ts';
import { OpenedBetsPage } from './components/OpenedBetsPage.tsx';
import { HistoryPage } from './components/HistoryPage.tsx';
import { PowerbetPage } from './components/PowerbetPage.tsx';
import './styles.css';

export default definePlugin({
  id: 'bet-history',
  extensions: {
    'opened-bets-page': OpenedBetsPage,
    'history-page': HistoryPage,
    'powerbet-page': PowerbetPage,
  },
  slices: [betHistorySlice],
  sagas: { watchBetHistory },
});
