/**
 * office-two-factor-enable and office-two-factor-disable: a code is sent to the player's e-mail (or
 * phone), and typing it switches two-factor sign-in. Once on, every sign-in asks for a code too.
 */
import type { ReactNode } from 'react';
import { Button, RouteLink, useTexts } from '@plugin-api';
import type { UserConfigAnswer } from '../../../schemas/auth-api.schema.ts';
import { parseCodeSent, USER_CONFIG } from '../api.ts';
import { codeCheck } from '../model.ts';
import { AccountForm, SendOutcome, SubmitButton, TextField, useForm, useFreshAction } from './form.tsx';
import { AccountPage, NextLinks, WithUserConfig } from './page.tsx';

const CHECKS = { code: codeCheck };

function TwoFactorSteps({ config, enable }: { config: UserConfigAnswer; enable: boolean }): ReactNode {
  const { t } = useTexts('office-account');
  const codeRequest = useFreshAction('office-account/two-factor-code', { parse: parseCodeSent });
  const confirm = useFreshAction('office-account/two-factor', { invalidates: [USER_CONFIG.key], refreshesUser: true });
  const form = useForm({ code: '' }, CHECKS);
  const isOn = config.protection_methods.enable_two_factor_auth;

  if (confirm.status === 'done' || isOn === enable) {
    return (
      <div className="office-account__notice" role={confirm.status === 'done' ? 'status' : undefined}>
        <p>{t(isOn ? 'office_account_two_factor_is_on' : 'office_account_two_factor_is_off')}</p>
        <RouteLink to={isOn ? 'office-two-factor-disable' : 'office-two-factor-enable'} className="office-account__link">
          {t(isOn ? 'office_account_two_factor_disable_title' : 'office_account_two_factor_enable_title')}
        </RouteLink>
      </div>
    );
  }
  if (!config.user_email && !config.phone_number) {
    return (
      <div className="office-account__notice">
        <p>{t('office_account_two_factor_needs_contact')}</p>
        <ul className="office-account__links">
          <li>
            <RouteLink to="office-phone-binding" className="office-account__link">
              {t('office_account_phone_binding_title')}
            </RouteLink>
          </li>
          <li>
            <RouteLink to="office-activation-email" className="office-account__link">
              {t('office_account_activation_email_title')}
            </RouteLink>
          </li>
        </ul>
      </div>
    );
  }
  const sent = codeRequest.data;
  const askCode = () => codeRequest.send('POST', '/account/two-factor/code', { enable });
  return (
    <>
      <Button variant={sent ? 'secondary' : 'primary'} onClick={askCode} disabled={codeRequest.status === 'sending'}>
        {t(sent ? 'office_account_send_code_again' : 'office_account_send_code')}
      </Button>
      <SendOutcome action={codeRequest} done={sent ? t(sent.channel === 'sms' ? 'office_account_code_sent_sms' : 'office_account_code_sent_email', { to: sent.to }) : ''} />
      {sent && (
        <AccountForm form={form} onValidSubmit={() => confirm.send('POST', '/account/two-factor', { enable, code: form.values.code.replace(/\s/g, '') })} label={t('office_account_code_form')}>
          <TextField form={form} name="code" inputMode="numeric" autoComplete="one-time-code" label={t('office_account_code_label')} />
          <SubmitButton action={confirm}>{t(enable ? 'office_account_turn_on' : 'office_account_turn_off')}</SubmitButton>
          <SendOutcome action={confirm} done="" />
        </AccountForm>
      )}
    </>
  );
}

export function TwoFactorPage({ enable }: { enable: boolean }): ReactNode {
  const { t } = useTexts('office-account');
  return (
    <AccountPage
      title={t(enable ? 'office_account_two_factor_enable_title' : 'office_account_two_factor_disable_title')}
      intro={t(enable ? 'office_account_two_factor_enable_intro' : 'office_account_two_factor_disable_intro')}
    >
      <WithUserConfig>{(config) => <TwoFactorSteps config={config} enable={enable} />}</WithUserConfig>
      <NextLinks links={[{ to: 'office-security', text: t('office_account_security_title') }]} />
    </AccountPage>
  );
}
