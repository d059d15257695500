/**
 * qr-login, both sides of a QR sign-in:
 *   - a guest gets a code (shown large, with the address to open elsewhere) and waits; once a device
 *     where they are signed in approves it, this browser is signed in too;
 *   - a signed-in player who opened the page with `?code=` (the address a QR code carries) or typed
 *     a code sees which browser asks, and approves or declines it.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  Button,
  RemoteState,
  RouteLink,
  selectIsAuthenticated,
  useApiAction,
  useAppDispatch,
  useAppSelector,
  useRemoteData,
  useRouteHref,
  useTexts,
  type PageProps,
  TIME_ONLY, useFormatTime,
} from '@plugin-api';
import { formatQrCode, readQrRequest, type QrRequestAnswer } from '../link-answers.ts';
import { qrLoginLeft, qrLoginStarted, selectQrLogin } from '../qr-slice.ts';
import { AuthForm, SubmitButton, TextField, useLocalValidation } from './fields.tsx';

const CODE_PATTERN = /^[A-Z0-9]{8}$/;
const normaliseCode = (text: string): string => text.toUpperCase().replace(/[\s-]/g, '');

/** The guest's side: the code, and where the request stands. */
function WaitForApproval(): ReactNode {
  const { t } = useTexts('auth');
  const formatTime = useFormatTime();
  const dispatch = useAppDispatch();
  const qr = useAppSelector(selectQrLogin);
  const href = useRouteHref('qr-login');
  useEffect(() => {
    dispatch(qrLoginStarted());
    return () => {
      dispatch(qrLoginLeft());
    };
  }, [dispatch]);
  const again = (
    <Button onClick={() => dispatch(qrLoginStarted())}>{t('auth_qr_new_code')}</Button>
  );
  switch (qr.phase) {
    case 'idle':
    case 'opening':
      return (
        <p role="status" aria-busy="true">
          {t('auth_qr_opening')}
        </p>
      );
    case 'failed':
      return (
        <div className="auth-link-page__step">
          <p className="auth-form__error" role="alert">
            {qr.error}
          </p>
          {again}
        </div>
      );
    case 'expired':
    case 'declined':
      return (
        <div className="auth-link-page__step">
          <p className="auth-page__notice" role="alert">
            {t(qr.phase === 'expired' ? 'auth_qr_expired' : 'auth_qr_declined')}
          </p>
          {again}
        </div>
      );
    case 'signing-in':
    case 'signed-in':
      return (
        <div className="auth-link-page__done" role="status">
          <p>{t(qr.phase === 'signed-in' ? 'auth_qr_signed_in' : 'auth_qr_signing_in')}</p>
          {qr.phase === 'signed-in' && (
            <RouteLink to="home" className="button">
              {t('auth_link_to_home')}
            </RouteLink>
          )}
        </div>
      );
    case 'waiting':
      return (
        <div className="auth-qr">
          <p>{t('auth_qr_instructions', { address: `${typeof window === 'undefined' ? '' : window.location.host}${href ?? ''}` })}</p>
          <p className="auth-qr__code">
            {formatQrCode(qr.code ?? '')}
          </p>
          <p className="auth-form__note" role="status">
            {t('auth_qr_waiting', { time: qr.expiresAt === null ? '' : formatTime(qr.expiresAt, TIME_ONLY) })}
          </p>
        </div>
      );
  }
}

/** The signed-in side: which browser asks, and the answer. */
function Approve({ code, onOther }: { code: string; onOther(): void }): ReactNode {
  const { t } = useTexts('auth');
  const formatTime = useFormatTime();
  const request = useRemoteData(`auth/qr-request/${code}`, `/user-pages/qr/code/${encodeURIComponent(code)}`, { parse: readQrRequest });
  const answer = useApiAction<QrRequestAnswer>(`auth/qr-answer/${code}`, { parse: readQrRequest });
  const shown = answer.data ?? request.data;
  if (answer.status === 'done' && answer.data) {
    return (
      <div className="auth-link-page__done" role="status">
        <p>{t(answer.data.status === 'approved' ? 'auth_qr_approved' : 'auth_qr_declined_done', { device: answer.data.device })}</p>
        <RouteLink to="home" className="button">
          {t('auth_link_to_home')}
        </RouteLink>
      </div>
    );
  }
  if (request.status === 'error' && request.error?.status === 404) {
    return (
      <div className="auth-link-page__step">
        <p className="auth-page__notice" role="alert">
          {request.error.message}
        </p>
        <Button variant="secondary" onClick={onOther}>
          {t('auth_qr_type_other')}
        </Button>
      </div>
    );
  }
  return (
    <RemoteState status={request.status} error={request.error} onRetry={request.reload}>
      {shown && (
        <div className="auth-qr">
          <p>{t('auth_qr_request', { device: shown.device, time: formatTime(shown.created_at, TIME_ONLY), code: formatQrCode(shown.code) })}</p>
          {shown.status === 'waiting' ? (
            <div className="auth-actions">
              <Button disabled={answer.status === 'sending'} onClick={() => answer.send('POST', '/user-pages/qr/approve', { code, approve: true })}>
                {t('auth_qr_approve')}
              </Button>
              <Button variant="secondary" disabled={answer.status === 'sending'} onClick={() => answer.send('POST', '/user-pages/qr/approve', { code, approve: false })}>
                {t('auth_qr_decline')}
              </Button>
            </div>
          ) : (
            <p className="auth-page__notice" role="alert">
              {t(shown.status === 'expired' ? 'auth_qr_expired' : 'auth_qr_answered')}
            </p>
          )}
          {answer.error && (
            <p className="auth-form__error" role="alert">
              {answer.error.message}
            </p>
          )}
        </div>
      )}
    </RemoteState>
  );
}

function TypeCode({ onCode }: { onCode(code: string): void }): ReactNode {
  const { t } = useTexts('auth');
  const [typed, setTyped] = useState('');
  const local = useLocalValidation(() => ({ code: CODE_PATTERN.test(normaliseCode(typed)) ? undefined : 'auth_qr_code_invalid' }));
  return (
    <AuthForm onSubmit={() => local.validate() && onCode(normaliseCode(typed))} pending={false} failure={null} round={local.round}>
      <p>{t('auth_qr_type_intro')}</p>
      <TextField
        label={t('auth_qr_code_field')}
        name="code"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        hint={t('auth_qr_code_hint')}
        error={local.errors.code ? t(local.errors.code) : undefined}
      />
      <SubmitButton pending={false}>{t('auth_qr_check_code')}</SubmitButton>
    </AuthForm>
  );
}

function ApproveSide({ query }: { query: string }): ReactNode {
  const fromQuery = normaliseCode(new URLSearchParams(query).get('code') ?? '');
  const [code, setCode] = useState<string | null>(CODE_PATTERN.test(fromQuery) ? fromQuery : null);
  return code === null ? <TypeCode onCode={setCode} /> : <Approve key={code} code={code} onOther={() => setCode(null)} />;
}

export function QrLoginPage({ query }: PageProps): ReactNode {
  const { t } = useTexts('auth');
  const titleId = useId();
  const signedInNow = useAppSelector(selectIsAuthenticated);
  const qrPhase = useAppSelector((s) => selectQrLogin(s).phase);
  // The guest who just got signed in by the code keeps seeing that outcome, not the approving side.
  const guestSide = !signedInNow || qrPhase === 'signing-in' || qrPhase === 'signed-in';
  return (
    <section className="auth-page auth-link-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-page__title">
        {t(guestSide ? 'auth_qr_title' : 'auth_qr_approve_title')}
      </h1>
      {guestSide ? <WaitForApproval /> : <ApproveSide query={query} />}
    </section>
  );
}
