/**
 * The verification upload on screen (store key 'officeAccountUpload'): one file at a time, its
 * progress in bytes the server confirmed (not bytes handed to the network), and how it ended.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePluginSlice } from '@plugin-api';

export type UploadStatus = 'idle' | 'sending' | 'done' | 'failed';

export interface UploadState {
  readonly status: UploadStatus;
  readonly fileName: string | null;
  readonly sentBytes: number;
  readonly totalBytes: number;
  readonly error: { readonly message: string; readonly status: number } | null;
}

export interface UploadRequest {
  /** The picked file waits outside the store (files are not state): see picked-files.ts. */
  readonly fileId: string;
  readonly documentType: number;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
}

export const initialUploadState: UploadState = { status: 'idle', fileName: null, sentBytes: 0, totalBytes: 0, error: null };

export const uploadSlice = definePluginSlice(
  createSlice({
    name: 'officeAccountUpload',
    initialState: initialUploadState,
    reducers: {
      uploadRequested(_state, action: PayloadAction<UploadRequest>) {
        return { status: 'sending', fileName: action.payload.fileName, sentBytes: 0, totalBytes: action.payload.size, error: null };
      },
      uploadProgressed(state, action: PayloadAction<{ sentBytes: number }>) {
        state.sentBytes = Math.min(state.totalBytes, action.payload.sentBytes);
      },
      uploadFinished(state) {
        state.status = 'done';
        state.sentBytes = state.totalBytes;
      },
      uploadFailed(state, action: PayloadAction<{ message: string; status: number }>) {
        state.status = 'failed';
        state.error = action.payload;
      },
      uploadCleared() {
        return initialUploadState;
      },
    },
    selectors: {
      selectUpload: (state: UploadState) => state,
    },
  }),
);

export const { uploadRequested, uploadProgressed, uploadFinished, uploadFailed, uploadCleared } = uploadSlice.actions;
export const { selectUpload } = uploadSlice.selectors;

/** Whole percent of the file the server holds. */
export function uploadPercent(state: Pick<UploadState, 'sentBytes' | 'totalBytes'>): number {
  return state.totalBytes === 0 ? 0 : Math.floor((state.sentBytes / state.totalBytes) * 100);
}
