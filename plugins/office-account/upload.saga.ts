/**
 * Sending a verification document in chunks through the app's one API client, so the progress the
 * page shows is what the server confirmed. Each chunk carries an idempotency key: the client may
 * retry it after a lost answer, and the server acknowledges a repeated chunk without adding it.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { callApi, isApiError } from '@plugin-api';
import type { UploadChunkAnswer, UploadStartedAnswer } from './schemas.ts';
import { base64Of, takeFile } from './picked-files.ts';
import { uploadFailed, uploadFinished, uploadProgressed, uploadRequested, type UploadRequest } from './upload.slice.ts';

export function* sendDocument(action: PayloadAction<UploadRequest>): SagaIterator {
  const { fileId, documentType, fileName, contentType, size } = action.payload;
  const file = takeFile(fileId);
  try {
    if (!file) throw new Error('The picked file is no longer available: pick it again');
    const started = (yield call(callApi, 'POST', '/account/verification/uploads', {
      body: { document_type: documentType, file_name: fileName, content_type: contentType, size },
    })) as UploadStartedAnswer;
    const chunkBytes = started.chunk_bytes;
    for (let index = 0, offset = 0; offset < size; index += 1, offset += chunkBytes) {
      const data = (yield call(base64Of, file.slice(offset, offset + chunkBytes))) as string;
      const answer = (yield call(callApi, 'POST', `/account/verification/uploads/${started.upload_id}/chunks`, {
        body: { index, data },
        idempotencyKey: `${started.upload_id}-${index}`,
      })) as UploadChunkAnswer;
      yield put(uploadProgressed({ sentBytes: answer.received_bytes }));
    }
    yield call(callApi, 'POST', `/account/verification/uploads/${started.upload_id}/complete`);
    yield put(uploadFinished());
  } catch (error) {
    if (isApiError(error)) yield put(uploadFailed({ message: error.message, status: error.status }));
    else yield put(uploadFailed({ message: error instanceof Error ? error.message : String(error), status: 400 }));
  }
}

/** takeLeading: one document at a time; the form is disabled while one is sending. */
export function* watchDocumentUpload(): SagaIterator {
  yield takeLeading(uploadRequested.type, sendDocument);
}
