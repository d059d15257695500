/**
 * The captcha (site config shell.captcha), rendered by the shell while the core's client
 * waits on `selectCaptchaChallenge`. It shows the picture (GET /captcha/update), takes the text and
 * answers `captchaSolved`, or `captchaDismissed` on cancel. The client validates and replays the
 * call once; if the text was wrong, that call fails with `captcha_invalid`, and the form that made
 * it says so.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, captchaDismissed, captchaSolved, selectCaptchaChallenge, useAppDispatch, useAppSelector, useTexts, type SlotProps } from '@plugin-api';
import { captchaImageRequested, selectAuth } from '../slice.ts';
import { AuthForm, SubmitButton, TextField, useLocalValidation } from './fields.tsx';

export function CaptchaModal(_props: SlotProps): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const challenge = useAppSelector(selectCaptchaChallenge);
  const captcha = useAppSelector((s) => selectAuth(s).captcha);
  const [text, setText] = useState('');
  const local = useLocalValidation(() => ({ code: text.trim() ? undefined : 'auth_error_required_captcha' }));
  const titleId = useId();
  const challengeId = challenge?.id ?? null;

  useEffect(() => {
    if (challengeId !== null) dispatch(captchaImageRequested({ challengeId }));
    setText('');
  }, [challengeId, dispatch]);

  if (challengeId === null) return null;
  return (
    <div className="auth-modal auth-captcha">
      <h2 id={titleId} className="auth-modal__title">
        {t('auth_captcha_title')}
      </h2>
      <p className="auth-form__note">{t('auth_captcha_note')}</p>
      <div className="auth-captcha__picture" aria-live="polite">
        {captcha.status === 'ready' && captcha.challengeId === challengeId && captcha.image ? (
          <img className="auth-captcha__image" src={captcha.image} alt={t('auth_captcha_image_alt')} />
        ) : captcha.status === 'failed' ? (
          <p role="alert">{t('auth_captcha_image_error')}</p>
        ) : (
          <p>{t('auth_captcha_loading')}</p>
        )}
        <Button variant="ghost" onClick={() => dispatch(captchaImageRequested({ challengeId }))} disabled={captcha.status === 'loading'}>
          {t('auth_captcha_new_image')}
        </Button>
      </div>
      <AuthForm onSubmit={() => local.validate() && dispatch(captchaSolved({ id: challengeId, text: text.trim() }))} pending={false} failure={null} round={local.round} labelledBy={titleId}>
        <TextField
          label={t('auth_captcha_label')}
          name="captcha"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={local.errors.code ? t(local.errors.code) : undefined}
        />
        <div className="auth-actions">
          <SubmitButton pending={false}>{t('auth_captcha_submit')}</SubmitButton>
          <Button variant="secondary" onClick={() => dispatch(captchaDismissed({ id: challengeId }))}>
            {t('auth_captcha_cancel')}
          </Button>
        </div>
      </AuthForm>
    </div>
  );
}
