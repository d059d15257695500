/**
 * office-verification: the verification status from the user config, the documents sent, and a new
 * document's upload with its real progress. A sent document puts the account to "pending".
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { authUserAction, Button, Field, fieldDescribedBy, RemoteState, SectionTitle, useAppDispatch, useAppSelector, useRemoteData, useTexts, useFormatTime, DATE_AND_TIME } from '@plugin-api';
import type { VerificationAnswer } from '../schemas.ts';
import { parseVerification, VERIFICATION } from '../api.ts';
import { holdFile } from '../picked-files.ts';
import { selectUpload, uploadCleared, uploadPercent, uploadRequested } from '../upload.slice.ts';
import { AccountPage, NextLinks, useUserConfig } from './page.tsx';
import { VerificationBadge } from './ProfilePages.tsx';

export const DOCUMENT_TYPES = ['1', '2', '3', '4'] as const;

/** Why a picked file cannot be sent, as a dictionary key, or null. */
export function fileProblem(file: File | null, limits: Pick<VerificationAnswer, 'content_types' | 'max_bytes'>): string | null {
  if (!file) return 'office_account_error_file_required';
  if (!(limits.content_types as readonly string[]).includes(file.type)) return 'office_account_error_file_type';
  if (file.size === 0) return 'office_account_error_file_empty';
  return file.size > limits.max_bytes ? 'office_account_error_file_size' : null;
}

function Progress(): ReactNode {
  const { t } = useTexts('office-account');
  const upload = useAppSelector(selectUpload);
  const id = useId();
  if (upload.status === 'idle') return null;
  const percent = uploadPercent(upload);
  return (
    <div className="office-account__progress">
      <label htmlFor={id} className="office-account__progress-label">
        {t('office_account_upload_progress', { name: upload.fileName ?? '', percent })}
      </label>
      <progress id={id} max={100} value={percent} className="office-account__progress-bar" />
      <p role="status" className="office-account__hint">
        {upload.status === 'sending' && t('office_account_upload_sending', { sent: Math.ceil(upload.sentBytes / 1024), total: Math.ceil(upload.totalBytes / 1024) })}
        {upload.status === 'done' && t('office_account_upload_done')}
      </p>
      {upload.status === 'failed' && (
        <p role="alert" className="office-account__outcome office-account__outcome--error">
          {upload.error && upload.error.status >= 400 && upload.error.status < 500 ? upload.error.message : t('office_account_send_failed')}
        </p>
      )}
    </div>
  );
}

function UploadForm({ limits }: { limits: VerificationAnswer }): ReactNode {
  const { t } = useTexts('office-account');
  const dispatch = useAppDispatch();
  const upload = useAppSelector(selectUpload);
  const [documentType, setDocumentType] = useState<string>(DOCUMENT_TYPES[0]);
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const typeId = useId();
  const fileId = useId();
  const problem = fileProblem(file, limits);
  const shownProblem = file || submitted ? problem : null;
  const fileError = shownProblem ? t(shownProblem, { mb: Math.floor(limits.max_bytes / 1024 / 1024) }) : undefined;
  const hint = t('office_account_file_hint', { mb: Math.floor(limits.max_bytes / 1024 / 1024) });
  const sending = upload.status === 'sending';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || !file || sending) return;
    dispatch(uploadRequested({ fileId: holdFile(file), documentType: Number(documentType), fileName: file.name, contentType: file.type, size: file.size }));
  };

  return (
    <form className="office-account__form" onSubmit={onSubmit} aria-label={t('office_account_upload_title')} noValidate>
      <Field id={typeId} label={t('office_account_document_type_label')}>
        <select id={typeId} className="office-account__input" value={documentType} onChange={(event) => setDocumentType(event.target.value)} disabled={sending}>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`office_account_document_type_${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={fileId} label={t('office_account_file_label')} hint={hint} error={fileError}>
        <input
          id={fileId}
          type="file"
          className="office-account__input office-account__file"
          accept={limits.content_types.join(',')}
          disabled={sending}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fieldDescribedBy(fileId, { hint, error: fileError })}
        />
      </Field>
      <Button type="submit" disabled={sending}>
        {t(upload.status === 'failed' ? 'office_account_upload_retry' : 'office_account_upload_submit')}
      </Button>
      <Progress />
    </form>
  );
}

function Documents({ documents }: { documents: VerificationAnswer['documents'] }): ReactNode {
  const { t } = useTexts('office-account');
  const formatTime = useFormatTime();
  return (
    <ul className="office-account__cards">
      {documents.map((d) => (
        <li key={d.id} className="office-account__card">
          <p className="office-account__card-title">{t(`office_account_document_type_${d.document_type}`)}</p>
          <p className="office-account__hint">{t('office_account_document_line', { name: d.file_name, size: Math.ceil(d.size / 1024), date: formatTime(d.uploaded_at, DATE_AND_TIME) })}</p>
        </li>
      ))}
    </ul>
  );
}

export function VerificationPage(_props: { lng: string }): ReactNode {
  const { t } = useTexts('office-account');
  const dispatch = useAppDispatch();
  const config = useUserConfig();
  const verification = useRemoteData(VERIFICATION.key, VERIFICATION.path, { parse: parseVerification });
  const uploadStatus = useAppSelector(selectUpload).status;
  const { reload: reloadConfig } = config;
  const { reload: reloadDocuments } = verification;

  // A finished upload changed the documents and the status: read both again.
  useEffect(() => {
    if (uploadStatus !== 'done') return;
    reloadConfig();
    reloadDocuments();
    dispatch(authUserAction()); // the core's copy of the status too (the identification guard reads it)
  }, [uploadStatus, reloadConfig, reloadDocuments, dispatch]);
  // Leaving the page forgets the last upload's outcome.
  useEffect(() => () => void dispatch(uploadCleared()), [dispatch]);

  return (
    <AccountPage title={t('office_account_verification_title')} intro={t('office_account_verification_intro')}>
      <RemoteState status={config.status} error={config.error} onRetry={config.reload}>
        {config.data && <VerificationBadge config={config.data} />}
      </RemoteState>
      <SectionTitle>{t('office_account_documents_title')}</SectionTitle>
      <RemoteState
        status={verification.status}
        error={verification.error}
        onRetry={verification.reload}
        isEmpty={verification.data?.documents.length === 0}
        empty={<p>{t('office_account_documents_empty')}</p>}
      >
        {verification.data && <Documents documents={verification.data.documents} />}
      </RemoteState>
      <SectionTitle>{t('office_account_upload_title')}</SectionTitle>
      {verification.data && <UploadForm limits={verification.data} />}
      <NextLinks links={[{ to: 'office-account', text: t('office_account_account_title') }]} />
    </AccountPage>
  );
}
