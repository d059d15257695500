/**
 * The wallets page: the account list with the currencies that can still be opened, the currency
 * being opened (the changing flag, while the saga waits for it to appear), the account being
 * removed, and what the server said last.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePluginSlice, type RemoteError } from '@plugin-api';
import type { OfficeWalletsAnswer } from '../answers.ts';

export type WalletFeedback =
  | { variant: 'success' | 'error'; text: string }
  /** The account was asked for but did not appear while we polled: it may still come. */
  | { variant: 'pending'; iso: string };

export interface OfficeWalletsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: RemoteError | null;
  data: OfficeWalletsAnswer | null;
  /** The currency being opened: set from the request until it appears (or polling gives up). */
  changing: string | null;
  removing: number | null;
  feedback: WalletFeedback | null;
}

const initialState: OfficeWalletsState = { status: 'idle', error: null, data: null, changing: null, removing: null, feedback: null };

const slice = createSlice({
  name: 'officeWallets',
  initialState,
  reducers: {
    walletsRequested: (state) => {
      if (state.data === null) state.status = 'loading';
      state.error = null;
    },
    walletsLoaded: (state, action: PayloadAction<OfficeWalletsAnswer>) => {
      state.status = 'ready';
      state.data = action.payload;
    },
    walletsFailed: (state, action: PayloadAction<RemoteError>) => {
      if (state.data === null) state.status = 'error';
      state.error = action.payload;
    },
    currencyAddRequested: (state, action: PayloadAction<{ iso: string }>) => {
      state.changing = action.payload.iso;
      state.feedback = null;
    },
    currencyAddSettled: (state, action: PayloadAction<WalletFeedback>) => {
      state.changing = null;
      state.feedback = action.payload;
    },
    currencyRemoveRequested: (state, action: PayloadAction<{ accountId: number }>) => {
      state.removing = action.payload.accountId;
      state.feedback = null;
    },
    currencyRemoveSettled: (state, action: PayloadAction<WalletFeedback>) => {
      state.removing = null;
      state.feedback = action.payload;
    },
    /** The player left the page: what the server said last belongs to that visit. */
    walletsFeedbackCleared: (state) => {
      state.feedback = null;
    },
  },
  selectors: {
    selectOfficeWallets: (state) => state,
  },
});

export const officeWalletsSlice = definePluginSlice(slice);
export const { walletsRequested, walletsLoaded, walletsFailed, currencyAddRequested, currencyAddSettled, currencyRemoveRequested, currencyRemoveSettled, walletsFeedbackCleared } =
  officeWalletsSlice.actions;
export const { selectOfficeWallets } = officeWalletsSlice.selectors;
