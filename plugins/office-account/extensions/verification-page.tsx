/** The verification page with the upload saga it drives (installed when the page first loads). */
import type { ReactNode } from 'react';
import type { PageProps } from '@plugin-api';
import { VerificationPage } from '../components/VerificationPage.tsx';
import { watchDocumentUpload } from '../upload.saga.ts';
import { uploadSlice } from '../upload.slice.ts';
import '../styles.css';

export default function Verification({ lng }: PageProps): ReactNode {
  return <VerificationPage lng={lng} />;
}

export const slices = [uploadSlice];
export const sagas = { watchDocumentUpload };
