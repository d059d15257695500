import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface BlocksState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Block reason (the blocked guard maps it to a page); 0 when the user is not blocked. */
  displayTypeId: number;
  templateTypeId: number;
}

const initialState: BlocksState = { status: 'idle', displayTypeId: 0, templateTypeId: 0 };

export const blocksSlice = createSlice({
  name: 'blocks',
  initialState,
  reducers: {
    blocksLoadStarted: (state) => {
      state.status = 'loading';
    },
    blocksLoaded: (state, action: PayloadAction<{ displayTypeId: number; templateTypeId: number }>) => {
      state.status = 'loaded';
      state.displayTypeId = action.payload.displayTypeId;
      state.templateTypeId = action.payload.templateTypeId;
    },
    blocksLoadFailed: (state) => {
      state.status = 'failed';
    },
  },
  selectors: {
    selectBlocks: (state) => state,
  },
});

export const { blocksLoadStarted, blocksLoaded, blocksLoadFailed } = blocksSlice.actions;
export const { selectBlocks } = blocksSlice.selectors;
