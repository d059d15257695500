// @vitest-environment jsdom
/**
 * The main account forms as a player uses them, against the reference server: errors shown as one
 * types, the server's refusal shown with the input kept, and what changed once it went through.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { createTestApp } from '../../tests/helpers/store.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import manifest from '../../route-manifests/office-account.json';
import en from './texts/en.json';
import ru from './texts/ru.json';
import SecurityPages from './extensions/security-pages.tsx';
import ContactPages from './extensions/contact-pages.tsx';
import ProfilePages from './extensions/profile-pages.tsx';
import { VerificationPage } from './components/VerificationPage.tsx';
import { watchDocumentUpload } from './upload.saga.ts';
import { startTestServer, type ApiCall, type TestServer } from '../../server/test-kit/index.ts';
import { accountPlayer } from './test-kit.ts';

let server: TestServer;
// The first start in a worker imports and checks the whole project: seconds more than the hook default under load.
beforeAll(async () => {
  server = await startTestServer();
}, 30_000);
afterAll(async () => {
  await server.close();
});
afterEach(cleanup);

function renderPage(page: ReactNode, request: ApiCall, sagas: readonly Saga[] = []) {
  const app = createTestApp({ manifests: [manifest as RouteManifest], request: request as never });
  app.i18n.addResourceBundle('en', 'office-account', en);
  // The loader would start a lazy extension's sagas; here they run on the app's store directly.
  if (sagas.length > 0) {
    const channel = stdChannel();
    const dispatch = app.store.dispatch;
    app.store.dispatch = ((action: Action) => {
      const result = dispatch(action);
      channel.put(action);
      return result;
    }) as typeof dispatch;
    for (const saga of sagas) runSaga({ channel, dispatch: app.store.dispatch, getState: app.store.getState, context: { services: app.services } }, saga);
  }
  return { ...renderWithApp(page, app), app };
}

const page = (routeId: string) => ({ routeId, params: {}, query: '', lng: 'en' });

describe('security', () => {
  it('shows the level in its band and each method with the page that turns it on', async () => {
    const { request } = await accountPlayer(server);
    renderPage(<SecurityPages {...page('office-security')} />, request);
    expect(await screen.findByText('Protection level: 10 of 100 —')).toBeInTheDocument();
    expect(screen.getAllByText('weak')[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turn on: Phone bound' })).toHaveAttribute('href', '/en/office/phone-binding');
    expect(screen.getByRole('link', { name: 'Turn on: Two-factor sign-in' })).toHaveAttribute('href', '/en/office/two-factor-enable');
    expect(screen.getByRole('link', { name: 'Turn on: Security question' })).toHaveAttribute('href', '/en/office/security-question');
  });
});

describe('change password', () => {
  it('checks as typed, shows the server’s refusal keeping the input, then changes the password for real', async () => {
    const { request, login, password } = await accountPlayer(server);
    renderPage(<SecurityPages {...page('office-change-password')} />, request);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'abc');
    expect(screen.getByText(en.office_account_error_password_length)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'def99');
    expect(screen.queryByText(en.office_account_error_password_length)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Repeat the new password'), 'abcdef9');
    expect(screen.getByText(en.office_account_error_password_repeat)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Repeat the new password'), '9');

    await user.type(screen.getByLabelText('Current password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong');
    expect(screen.getByLabelText('New password')).toHaveValue('abcdef99');

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), password);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(en.office_account_change_password_done)).toBeInTheDocument();
    expect((await server.browser().signIn(login, 'abcdef99')).statusCode).toBe(200);
  });
});

describe('phone binding', () => {
  it('sends an SMS code to the number once the current password is right, refuses a wrong code, and binds the phone with the right one', async () => {
    const { request, password } = await accountPlayer(server);
    renderPage(<ContactPages {...page('office-phone-binding')} />, request);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Country code'), '7');
    await user.type(screen.getByLabelText('Number without the country code'), '12');
    expect(screen.getByText(en.office_account_error_phone)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Number without the country code'), '3 456 78 90');
    // A bound phone recovers the account by SMS: binding one takes the current password.
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText(en.office_account_current_password)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(en.office_account_phone_password_hint)).toBeInTheDocument();
    await user.type(screen.getByLabelText(en.office_account_current_password), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong');
    expect(screen.getByLabelText('Number without the country code')).toHaveValue('123 456 78 90');
    await user.clear(screen.getByLabelText(en.office_account_current_password));
    await user.type(screen.getByLabelText(en.office_account_current_password), password);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a code by SMS to +7 1234567890.')).toBeInTheDocument();

    const code = server.loggedCode('sms', '+7 1234567890');
    await user.type(screen.getByLabelText('Code from the message'), String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong');
    await user.clear(screen.getByLabelText('Code from the message'));
    await user.type(screen.getByLabelText('Code from the message'), code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Phone +7 1234567890 is bound.')).toBeInTheDocument();
    expect(screen.getByText(en.office_account_activation_type_3)).toBeInTheDocument();
  });
});

describe('two-factor sign-in', () => {
  it('asks to add a contact first, then turns on with the code sent to the confirmed e-mail', async () => {
    const { request, login, password } = await accountPlayer(server);
    const user = userEvent.setup();
    const first = renderPage(<SecurityPages {...page('office-two-factor-enable')} />, request);
    expect(await screen.findByText(en.office_account_two_factor_needs_contact)).toBeInTheDocument();
    first.unmount();

    renderPage(<ContactPages {...page('office-activation-email')} />, request);
    await user.type(await screen.findByLabelText('E-mail'), `me-${login}@example.org`);
    // An e-mail is how an account is recovered: setting it takes the current password.
    await user.type(screen.getByLabelText(en.office_account_current_password), password);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the message'), server.loggedCode('email', `me-${login}@example.org`));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(en.office_account_activation_type_1)).toBeInTheDocument();
    cleanup();

    renderPage(<SecurityPages {...page('office-two-factor-enable')} />, request);
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(`We sent a code to me-${login}@example.org.`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the message'), server.loggedCode('email', `me-${login}@example.org`));
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(en.office_account_two_factor_is_on)).toBeInTheDocument();
    expect((await server.browser().signIn(login, password)).json()).toMatchObject({ two_step_required: true });
  });
});

describe('profile edit', () => {
  it('checks the required fields as typed and saves them; the private ones show again only after the password', async () => {
    const { request, password } = await accountPlayer(server);
    const { app } = renderPage(<ProfilePages {...page('office-account-edit')} />, request);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Anna');
    await user.type(screen.getByLabelText('Surname'), 'Smith');
    await user.type(screen.getByLabelText('Date of birth'), '2015-01-01');
    expect(screen.getByText(en.office_account_error_adult)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), '1990-05-17');
    await user.type(screen.getByLabelText('Passport number'), '4510 123456');
    await user.type(screen.getByLabelText('Passport date of issue'), '2010-06-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(en.office_account_error_address)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Registration address'), '1 Main Street, Springfield');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.office_account_profile_done)).toBeInTheDocument();

    cleanup();
    renderWithApp(<ProfilePages {...page('office-account')} />, app);
    expect(await screen.findByText('Anna')).toBeInTheDocument();
    // The passport and the address are private: they show once the password is confirmed again.
    expect(screen.queryByText('4510 123456')).not.toBeInTheDocument();
    expect(screen.queryByText('1 Main Street, Springfield')).not.toBeInTheDocument();

    // Editing again starts from the private values, once the password is confirmed.
    cleanup();
    renderWithApp(<ProfilePages {...page('office-account-edit')} />, app);
    await user.type(await screen.findByLabelText(en.office_account_secure_password), password);
    await user.click(screen.getByRole('button', { name: en.office_account_secure_show }));
    expect(await screen.findByLabelText('Registration address')).toHaveValue('1 Main Street, Springfield');
    expect(screen.getByLabelText('Passport number')).toHaveValue('4510 123456');
    expect(screen.getByLabelText('Name')).toHaveValue('Anna');
  });
});

describe('private details behind the password', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the password, keeps it on a refusal with the server\'s reason, shows the details, and asks again after 30 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { request, password } = await accountPlayer(server);
    renderPage(<ProfilePages {...page('office-account')} />, request);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: en.office_account_secure_show }));
    expect(screen.getByText(en.office_account_error_required)).toBeInTheDocument();

    await user.type(screen.getByLabelText(en.office_account_secure_password), 'not-my-password');
    await user.click(screen.getByRole('button', { name: en.office_account_secure_show }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is not right');
    expect(screen.getByLabelText(en.office_account_secure_password)).toHaveValue('not-my-password');

    await user.clear(screen.getByLabelText(en.office_account_secure_password));
    await user.type(screen.getByLabelText(en.office_account_secure_password), password);
    await user.click(screen.getByRole('button', { name: en.office_account_secure_show }));
    expect(await screen.findByText('Shown for 30 min more, then hidden until you enter your password again.')).toBeInTheDocument();
    expect(screen.getByText('Passport number')).toBeInTheDocument();
    expect(screen.queryByLabelText(en.office_account_secure_password)).not.toBeInTheDocument();

    // The server's clock and the page's move on together: at 30 minutes both let go of the grant.
    server.advance(30 * 60 * 1000);
    await vi.advanceTimersByTimeAsync(30 * 60 * 1000);
    expect(await screen.findByText(en.office_account_secure_expired)).toBeInTheDocument();
    expect(screen.queryByText('Passport number')).not.toBeInTheDocument();
    expect(screen.getByLabelText(en.office_account_secure_password)).toHaveValue('');
  });
});

describe('verification', () => {
  it('uploads a document in chunks with its progress, then shows it and the pending status', async () => {
    const { request } = await accountPlayer(server);
    renderPage(<VerificationPage lng="en" />, request, [watchDocumentUpload]);
    const user = userEvent.setup();
    expect(await screen.findByText(en.office_account_verification_not_verified)).toBeInTheDocument();
    expect(screen.getByText(en.office_account_documents_empty)).toBeInTheDocument();

    const gif = new File(['GIF89a'], 'scan.gif', { type: 'image/gif' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('File'), gif);
    expect(screen.getByText(en.office_account_error_file_type)).toBeInTheDocument();

    const bytes = new Uint8Array(600 * 1024).fill(7);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await user.upload(screen.getByLabelText('File'), new File([bytes], 'passport.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Send document' }));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('value', '100'));
    expect(await screen.findByText(en.office_account_upload_done)).toBeInTheDocument();
    expect(await screen.findByText(en.office_account_verification_pending)).toBeInTheDocument();
    expect(await screen.findByText(/passport\.png, 600 KB/)).toBeInTheDocument();
  });
});

it('has every text in Russian too', () => {
  expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
});

/**
 * The account-currency page: it offers a conversion only where the server would make it, and says why
 * not elsewhere, a pending withdrawal included (whose money could only come back in the account's currency).
 */
const convertForm = () => screen.queryByRole('form', { name: 'Change the currency of the USD account' });

describe('account currency', () => {
  it('says the site offers no other currency when the operator takes only the one the account has (de: EUR)', async () => {
    // A German player's empty EUR account: convertible, but the operator takes nothing else to change to.
    const german = await startTestServer({ siteConfigId: 'de-regulated' });
    try {
      const { request } = await accountPlayer(german, { currency: 'EUR' });
      renderPage(<ProfilePages routeId="office-convert-account" params={{}} query="" lng="en" />, request);
      expect(await screen.findByText(en.office_account_convert_no_other_currency)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Change currency' })).not.toBeInTheDocument();
    } finally {
      cleanup();
      await german.close();
    }
  });

  it('offers an empty account with nothing pending a new currency, and converts it', async () => {
    const { request } = await accountPlayer(server);
    renderPage(<ProfilePages routeId="office-convert-account" params={{}} query="" lng="en" />, request);
    expect(await screen.findByRole('form', { name: 'Change the currency of the USD account' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change currency' }));
    // The page reads the accounts again: the EUR account (the first currency offered) is in its place.
    expect(await screen.findByText('Main account, EUR')).toBeInTheDocument();
    expect(convertForm()).not.toBeInTheDocument();
    // The outcome outlives the old account's form (the converted account is a new one).
    expect(screen.getByText(en.office_account_convert_done)).toBeInTheDocument();
  });

  it('offers no conversion while a withdrawal from the empty account is pending, and says why; once cancelled, the money is there', async () => {
    const { request } = await accountPlayer(server);
    await request('POST', '/payments/deposit', { body: { methodId: 'card', amount: 40 } });
    const { payment } = (await request('POST', '/payments/withdrawal', { body: { methodId: 'card', amount: 40 } })) as { payment: { id: number } };
    renderPage(<ProfilePages routeId="office-convert-account" params={{}} query="" lng="en" />, request);
    expect(await screen.findByText(en.office_account_convert_pending_money)).toBeInTheDocument();
    expect(convertForm()).not.toBeInTheDocument();
    expect(screen.getByText(en.office_account_convert_none)).toBeInTheDocument();

    cleanup();
    await request('POST', `/payments/${payment.id}/cancel`);
    renderPage(<ProfilePages routeId="office-convert-account" params={{}} query="" lng="en" />, request);
    expect(await screen.findByText(en.office_account_convert_has_money)).toBeInTheDocument();
    expect(convertForm()).not.toBeInTheDocument();
  });
});
