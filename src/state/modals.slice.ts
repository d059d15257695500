import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Modals open by query name (a query parameter opens a mobile modal). */
export const modalsSlice = createSlice({
  name: 'modals',
  initialState: { open: [] as string[] },
  reducers: {
    modalsSynced: (state, action: PayloadAction<string[]>) => {
      state.open = action.payload;
    },
  },
  selectors: {
    selectOpenModals: (state) => state.open,
  },
});

export const { modalsSynced } = modalsSlice.actions;
export const { selectOpenModals } = modalsSlice.selectors;
