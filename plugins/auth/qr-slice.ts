/**
 * The waiting side of a QR sign-in (a guest on the qr-login page): the code to show, and where the
 * request stands. Brought by the qr-login-page extension, so nobody else downloads it.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePluginSlice } from '@plugin-api';

export type QrPhase = 'idle' | 'opening' | 'waiting' | 'signing-in' | 'signed-in' | 'expired' | 'declined' | 'failed';

export interface QrLoginState {
  phase: QrPhase;
  /** The request's secret id: only this browser polls and claims with it. */
  id: string | null;
  code: string | null;
  expiresAt: number | null;
  /** The server's message of the last failure. */
  error: string | null;
}

const initialState: QrLoginState = { phase: 'idle', id: null, code: null, expiresAt: null, error: null };

/** The page asks for a code (on arrival, and "get a new code"). */
export const qrLoginStarted = createAction('authQr/started');
/** The page is left: the poll stops. */
export const qrLoginLeft = createAction('authQr/left');

export const qrLoginSlice = definePluginSlice(
  createSlice({
    name: 'authQr',
    initialState,
    reducers: {
      qrOpening: () => ({ ...initialState, phase: 'opening' as const }),
      qrOpened: (state, action: PayloadAction<{ id: string; code: string; expiresAt: number }>) => {
        Object.assign(state, action.payload, { phase: 'waiting', error: null });
      },
      qrSigningIn: (state) => {
        state.phase = 'signing-in';
      },
      qrSignedIn: (state) => {
        state.phase = 'signed-in';
      },
      qrEnded: (state, action: PayloadAction<'expired' | 'declined'>) => {
        state.phase = action.payload;
      },
      qrFailed: (state, action: PayloadAction<string>) => {
        state.phase = 'failed';
        state.error = action.payload;
      },
    },
    selectors: { selectQrLogin: (state) => state },
  }),
);

export const { qrOpening, qrOpened, qrSigningIn, qrSignedIn, qrEnded, qrFailed } = qrLoginSlice.actions;
export const { selectQrLogin } = qrLoginSlice.selectors;
