// @vitest-environment jsdom
/**
 * The auth screens as a person finds them (roles and labels, English texts of the auth
 * dictionary), on a store running the auth slice and sagas against the test server. Route links
 * need the composer's route table, so the navigation helpers are stood in for; a small host
 * renders a modal while its query is in the URL, as the shell's modal host does.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { authUserAction, captchaDismissed, captchaSolved, cookieConsentGiven, logoutRequested, signedIn, type SiteConfig, type UserAccount } from '@plugin-api';
import type * as PluginApi from '@plugin-api';
import { AccountBar } from './components/AccountBar.tsx';
import { CaptchaModal } from './components/CaptchaModal.tsx';
import { LoginModal, LoginPage } from './components/LoginScreens.tsx';
import { RegistrationModal, RegistrationPage } from './components/Registration.tsx';
import { ForgotPasswordModal } from './components/Recovery.tsx';
import { LogoutModal } from './components/LogoutModal.tsx';
import { AccountPage, BanPage, ConfirmTermsPage, IdentificationPage } from './components/AccountPages.tsx';
import { OneTap } from './components/OneTap.tsx';
import { MessengerRegistration } from './components/MessengerRegistration.tsx';
import { CREDENTIALS_FILE_NAME } from './components/PostRegistration.tsx';
import { browser } from './browser.ts';
import { credentialsKept, registrationSucceeded } from './slice.ts';
import { encodeCredential } from './model.ts';
import { SEEDS, startTestServer, type TestServer } from '../../server/test-kit/index.ts';
import {
  authError,
  captchaChallenged,
  clientError,
  createAuthTestStore,
  en,
  refusedFirst,
  renderWith,
  serverApi,
  SITE_CONFIG,
  userSet,
  type AuthTestStore,
} from './test-kit.tsx';

vi.mock('@plugin-api', async (importOriginal) => {
  const api = await importOriginal<typeof PluginApi>();
  const link = (to: string, children: ReactNode, rest: object = {}) => (
    <a href={`/en/${to}`} {...rest}>
      {children}
    </a>
  );
  return {
    ...api,
    useRouteHref: (routeId: string) => `/en/${routeId}`,
    useHasRoute: () => true,
    RouteLink: ({ to, children, ...rest }: { to: string; children: ReactNode }) => link(to, children, rest),
    RouteLinkItems: ({ links }: { links: { routeId: string; textKey: string }[] }) => links.map((l) => <li key={l.routeId}>{link(l.routeId, l.textKey)}</li>),
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

let store: AuthTestStore;
/** A store whose calls reach the test server; `instead` stands in for a failure the server cannot produce there. */
function start(
  options: { config?: SiteConfig; routeId?: string | null; search?: string; player?: { token: string } } = {},
  instead: Parameters<typeof serverApi>[1] = {},
): AuthTestStore {
  const { player, ...storeOptions } = options;
  store = createAuthTestStore({ request: serverApi(server, instead, player), ...storeOptions });
  return store;
}
afterEach(() => {
  cleanup();
  store?.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const tracked = () => store.auth().registration.log.map((e) => (e.type ? `${e.event}:${e.type}` : e.event));
const dispatched = <T,>(matcher: { match(a: unknown): a is { payload: T } }) => store.actions.filter((a) => matcher.match(a)).map((a) => (a as { payload: T }).payload);

/** A player registered with this British phone number (its SMS code as the server logs it); their id. */
async function registerByPhone(number: string): Promise<number> {
  const guest = server.guest();
  await guest('POST', '/user/sms/send', { body: { 'phone-number': number, 'phone-code': '44', purpose: 'registration' } });
  const body = { type: 'phone', phone_number: number, country_code: '44', 'sms-code': server.loggedCode('sms'), password: encodeCredential('pw1234'), currency: 'USD' };
  const answer = (await guest('POST', '/user/registration', { body })) as { data: { user_id: number } };
  return answer.data.user_id;
}

/** What the shell's modal host does: the modal is there while its query is in the URL; × removes it. */
function ModalHost({ query, children }: { query: string; children: ReactNode }): ReactNode {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  if (!new URLSearchParams(search).has(query)) return null;
  return (
    <div role="dialog" aria-label={query}>
      <button type="button" onClick={() => navigate(pathname, { replace: true })}>
        Close modal
      </button>
      {children}
    </div>
  );
}

describe('sign-in form', () => {
  it('login and password: Enter submits, the modal closes on sign-in', async () => {
    const user = userEvent.setup();
    start();
    renderWith(
      store,
      <ModalHost query="login-modal">
        <LoginModal lng="en" />
      </ModalHost>,
      '/en/?login-modal=1&ref=7',
    );
    expect(screen.getByRole('heading', { name: en.auth_sign_in_title })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: en.auth_mode_login_password })).toBeChecked();
    await user.type(screen.getByLabelText(en.auth_login_label), 'demo');
    await user.click(screen.getByRole('checkbox', { name: en.auth_remember }));
    await user.type(screen.getByLabelText(en.auth_password_label), 'demo1234{Enter}');
    await waitFor(() => expect(location()).toBe('/en/?ref=7'));
    expect(store.request).toHaveBeenCalledWith('POST', '/user/login', { body: { login: encodeCredential('demo'), password: encodeCredential('demo1234'), save: true } });
    expect(dispatched(signedIn)).toEqual([{ token: expect.any(String), userId: SEEDS.demo.id, remember: true, via: 'login' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('empty fields: errors on the fields, the first one focused; server errors by field (login, pass, both)', async () => {
    const user = userEvent.setup();
    // The server names both fields for a wrong password (it would not tell which was wrong); a refusal naming the password is another service's.
    start({}, { 'POST /user/login': refusedFirst(authError(1, 'pass')) });
    renderWith(store, <LoginPage routeId="login" params={{}} query="" lng="en" />, '/en/user/login');
    await user.click(screen.getByRole('button', { name: en.auth_sign_in_submit }));
    const login = screen.getByLabelText(en.auth_login_label);
    const password = screen.getByLabelText(en.auth_password_label);
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(login).toHaveAccessibleDescription(en.auth_error_required_login);
    expect(password).toHaveAccessibleDescription(en.auth_error_required_password);
    expect(login).toHaveFocus();
    expect(store.request).not.toHaveBeenCalled();

    await user.type(login, 'demo');
    expect(login).not.toHaveAttribute('aria-invalid');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: en.auth_sign_in_submit }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(en.auth_error_wrong_password));
    expect(login).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveFocus();

    await user.click(screen.getByRole('button', { name: en.auth_sign_in_submit }));
    await waitFor(() => expect(login).toHaveAccessibleDescription(en.auth_error_wrong_credentials));
    expect(password).toHaveAccessibleDescription(en.auth_error_wrong_credentials);
    expect(login).toHaveFocus();
    expect(store.auth().attempts).toBe(2);
  });

  it('the submit button is disabled while the call runs; the password can be shown', async () => {
    const user = userEvent.setup();
    // The answer is held until the test lets it through: the server answers at once.
    let answer: () => void = () => undefined;
    start({}, { 'POST /user/login': (real) => new Promise((resolve) => (answer = () => resolve(real()))) });
    renderWith(store, <LoginPage routeId="login" params={{}} query="" lng="en" />, '/en/user/login');
    const password = screen.getByLabelText(en.auth_password_label);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: en.auth_password_show }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: en.auth_password_hide })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText(en.auth_login_label), 'demo');
    await user.type(password, 'demo1234{Enter}');
    expect(screen.getByRole('button', { name: en.auth_sign_in_submit })).toBeDisabled();
    await act(async () => answer());
    await waitFor(() => expect(screen.getByRole('button', { name: en.auth_sign_in_submit })).toBeEnabled());
    expect(dispatched(signedIn)).toHaveLength(1);
  });

  it('phone mode: the country picker (search, not found, choose), the mask, and Min/Max', async () => {
    const user = userEvent.setup();
    start();
    renderWith(store, <LoginPage routeId="login" params={{}} query="" lng="en" />, '/en/user/login');
    await user.click(screen.getByRole('radio', { name: en.auth_mode_phone_password }));
    const codeButton = await screen.findByRole('button', { name: 'Country code: United Kingdom, +44. Change' });
    const phone = screen.getByLabelText(en.auth_phone_label);
    await user.type(phone, '77009');
    expect(phone).toHaveValue('7700 9');
    await user.type(screen.getByLabelText(en.auth_password_label), SEEDS.demo.password);
    await user.click(screen.getByRole('button', { name: en.auth_sign_in_submit }));
    expect(phone).toHaveAccessibleDescription(en.auth_error_phone_too_short);

    await user.click(codeButton);
    const picker = screen.getByRole('region', { name: en.auth_phone_country_title });
    await user.type(within(picker).getByLabelText(en.auth_phone_country_search), 'zz');
    expect(within(picker).getByText(en.auth_phone_country_not_found)).toBeInTheDocument();
    await user.clear(within(picker).getByLabelText(en.auth_phone_country_search));
    await user.type(within(picker).getByLabelText(en.auth_phone_country_search), 'rus');
    await user.click(within(picker).getByRole('button', { name: 'Russia +7' }));
    expect(screen.queryByRole('region', { name: en.auth_phone_country_title })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Country code: Russia, +7. Change' })).toHaveTextContent('+7');

    await user.clear(phone);
    await user.type(phone, `${SEEDS.demo.phone}99`);
    expect(phone).toHaveValue('(916) 000-00-01');
    expect(phone).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: en.auth_sign_in_submit }));
    await waitFor(() => expect(dispatched(signedIn)).toEqual([expect.objectContaining({ userId: SEEDS.demo.id })]));
    expect(store.request).toHaveBeenCalledWith('POST', '/user/login/phone', { body: { phone_number: SEEDS.demo.phone, country_code: '7', password: encodeCredential(SEEDS.demo.password), save: false } });
  });

  it('SMS mode: send the code, the resend countdown, then sign in with the code', async () => {
    const player = await registerByPhone('7700900123');
    vi.useFakeTimers({ shouldAdvanceTime: false });
    start({ config: { ...SITE_CONFIG, auth: { signInModes: ['sms'] } } as SiteConfig });
    renderWith(store, <LoginPage routeId="login" params={{}} query="" lng="ru" />, '/en/user/login');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByLabelText(en.auth_sms_code_label)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.auth_sign_in_submit })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(en.auth_phone_label), { target: { value: '7700900123' } });
    fireEvent.click(screen.getByRole('button', { name: en.auth_sms_send }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(store.request).toHaveBeenCalledWith('POST', '/user/sms/send', { body: { 'phone-number': '7700900123', 'phone-code': '44', purpose: 'login' } });
    expect(screen.getByText('We have sent a code to +44 7700900123.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again in 30 seconds' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByRole('button', { name: 'Send again in 1 second' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: en.auth_sms_resend })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: en.auth_sign_in_submit }));
    expect(screen.getByLabelText(en.auth_sms_code_label)).toHaveAccessibleDescription(en.auth_error_required_code);
    const code = server.loggedCode('sms');
    fireEvent.change(screen.getByLabelText(en.auth_sms_code_label), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: en.auth_sign_in_submit }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/login/sms', { body: { 'phone-number': '7700900123', 'phone-code': '44', 'sms-code': code, save: false } });
    expect(dispatched(signedIn)).toEqual([expect.objectContaining({ userId: player })]);
  });

  it('two-step: the form switches to the code; back returns to the password', async () => {
    const user = userEvent.setup();
    start();
    renderWith(store, <LoginPage routeId="login" params={{}} query="" lng="en" />, '/en/user/login');
    await user.type(screen.getByLabelText(en.auth_login_label), 'twostep');
    await user.type(screen.getByLabelText(en.auth_password_label), 'twostep1234{Enter}');
    const code = await screen.findByLabelText(en.auth_two_step_code_label);
    expect(screen.getByText(en.auth_two_step_note)).toBeInTheDocument();
    // A new mode starts clean: no "enter the code" before the person has tried.
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.type(code, '000000{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription(en.auth_error_wrong_code));
    await user.click(screen.getByRole('button', { name: en.auth_two_step_back }));
    expect(screen.getByLabelText(en.auth_login_label)).toHaveValue('twostep');
    expect(screen.queryByLabelText(en.auth_two_step_code_label)).not.toBeInTheDocument();
  });

  it('a wrong captcha is the form error of the form that made the call', async () => {
    const user = userEvent.setup();
    // The core's client raises this when the captcha it asked for was not solved: no call reaches the server.
    start({}, { 'POST /user/login': () => Promise.reject(clientError('captcha_invalid')) });
    renderWith(store, <LoginPage routeId="login" params={{}} query="" lng="en" />, '/en/user/login');
    await user.type(screen.getByLabelText(en.auth_login_label), 'demo');
    await user.type(screen.getByLabelText(en.auth_password_label), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.auth_error_captcha_invalid);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('the login modal is not shown on the login page: it closes itself', () => {
    start({ routeId: 'login' });
    renderWith(
      store,
      <ModalHost query="login-modal">
        <LoginModal lng="en" />
      </ModalHost>,
      '/en/user/login?login-modal=1',
    );
    expect(location()).toBe('/en/user/login');
    expect(screen.queryByRole('heading', { name: en.auth_sign_in_title })).not.toBeInTheDocument();
  });

  it('the login page says "sign in to continue" when a guard sent the user there', () => {
    start();
    store.dispatch(userSet({ authorizationRequest: { returnPath: '/en/account' } }));
    renderWith(store, <LoginPage routeId="login" params={{}} query="" lng="en" />, '/en/user/login?redirect_url=%2Fen%2Faccount');
    expect(screen.getByText(en.auth_sign_in_to_continue)).toHaveAttribute('role', 'status');
  });

  it('links: forgot password opens its modal in place of the login modal; registration opens its own', async () => {
    const user = userEvent.setup();
    start();
    renderWith(store, <LoginModal lng="en" />, '/en/live?login-modal=1');
    await user.click(screen.getByRole('button', { name: en.auth_forgot_password_link }));
    expect(location()).toBe('/en/live?forgot-password-modal=1');
    await user.click(screen.getByRole('button', { name: en.auth_no_account_register }));
    expect(location()).toBe('/en/live?registration-modal=1');
  });
});

describe('captcha modal', () => {

  it('shows the picture of the open challenge and answers it with the typed text', async () => {
    const user = userEvent.setup();
    start();
    renderWith(store, <CaptchaModal lng="en" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    act(() => store.dispatch(captchaChallenged(3)));
    expect(await screen.findByRole('img', { name: en.auth_captcha_image_alt })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    await user.click(screen.getByRole('button', { name: en.auth_captcha_submit }));
    expect(screen.getByLabelText(en.auth_captcha_label)).toHaveAccessibleDescription(en.auth_error_required_captcha);
    await user.type(screen.getByLabelText(en.auth_captcha_label), ' AB2CD {Enter}');
    expect(dispatched(captchaSolved)).toEqual([{ id: 3, text: 'AB2CD' }]);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('cancel dismisses the challenge; a new picture can be asked for', async () => {
    const user = userEvent.setup();
    start();
    renderWith(store, <CaptchaModal lng="en" />);
    act(() => store.dispatch(captchaChallenged(9)));
    await screen.findByRole('img');
    await user.click(screen.getByRole('button', { name: en.auth_captcha_new_image }));
    await waitFor(() => expect(store.request).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: en.auth_captcha_cancel }));
    expect(dispatched(captchaDismissed)).toEqual([{ id: 9 }]);
    expect(dispatched(captchaSolved)).toEqual([]);
  });
});

describe('registration', () => {
  function showModal(url = '/en/live?registration-modal=1'): void {
    renderWith(
      store,
      <ModalHost query="registration-modal">
        <RegistrationModal lng="en" />
      </ModalHost>,
      url,
    );
  }

  it('one click: the generated login and password (save to file, copy, send to e-mail), then the bonus; then it closes', async () => {
    const user = userEvent.setup();
    const download = vi.spyOn(browser, 'downloadText').mockImplementation(() => undefined);
    const copy = vi.spyOn(browser, 'copyText').mockResolvedValue(undefined);
    // The server takes any well-formed address; the service's refusal of one is stood in for once.
    start({}, { 'POST /user/registration/credentials-email': refusedFirst(authError(5, 'email')) });
    showModal();
    expect(screen.getByRole('heading', { name: en.auth_registration_title })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: en.auth_reg_type_one_click })).toBeChecked();
    expect(await screen.findByRole('combobox', { name: en.auth_country_label })).toHaveDisplayValue('United Kingdom');
    await user.selectOptions(screen.getByRole('combobox', { name: en.auth_country_label }), 'Russia');
    await user.selectOptions(screen.getByRole('combobox', { name: en.auth_currency_label }), 'EUR');
    await user.click(screen.getByRole('button', { name: en.auth_reg_one_click_submit }));

    expect(await screen.findByRole('heading', { name: en.auth_credentials_title })).toBeInTheDocument();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/registration', { body: { type: 'one_click', currency: 'EUR', country_id: 1 } });
    const registered = (await store.request.mock.results.find((_, i) => store.request.mock.calls[i]![1] === '/user/registration')!.value) as { data: { login: string; password: string } };
    const { login, password } = registered.data;
    expect(screen.getByTestId('auth-generated-login')).toHaveTextContent(login);
    expect(screen.getByTestId('auth-generated-password')).toHaveTextContent(password);
    expect(location()).toBe('/en/live?registration-modal=1');

    await user.click(screen.getByRole('button', { name: en.auth_credentials_save_file }));
    expect(download).toHaveBeenCalledWith(CREDENTIALS_FILE_NAME, `${en.auth_login_label}: ${login}\n${en.auth_password_label}: ${password}\n`);
    await user.click(screen.getByRole('button', { name: en.auth_credentials_copy }));
    expect(copy).toHaveBeenCalledWith(expect.stringContaining(password));
    expect(await screen.findByText(en.auth_credentials_copied)).toBeInTheDocument();

    const email = screen.getByLabelText(en.auth_credentials_email_label);
    await user.type(email, 'not-an-email{Enter}');
    expect(email).toHaveAccessibleDescription(en.auth_error_invalid_email);
    await user.clear(email);
    await user.type(email, 'me@example.com{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription(en.auth_error_invalid_email));
    await user.click(screen.getByRole('button', { name: en.auth_credentials_send_email }));
    expect(await screen.findByText(en.auth_credentials_email_sent)).toBeInTheDocument();
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/registration/credentials-email', { body: { email: 'me@example.com' } });

    await user.click(screen.getByRole('button', { name: en.auth_continue }));
    expect(screen.getByRole('heading', { name: en.auth_bonus_title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.auth_bonus_casino }));
    await waitFor(() => expect(location()).toBe('/en/live'));
    expect(store.request).toHaveBeenCalledWith('POST', '/user/registration/bonus', { body: { bonus: 2 } });
    await act(async () => undefined);
    expect(tracked()).toEqual(['popup_shown', 'type_picked:one_click', 'reg_call:one_click', 'done:one_click']);
  });

  it('closing the modal before registering tracks a leave', async () => {
    const user = userEvent.setup();
    start();
    showModal();
    await user.click(screen.getByRole('radio', { name: en.auth_reg_type_full }));
    await user.click(screen.getByRole('button', { name: 'Close modal' }));
    await act(async () => undefined);
    expect(tracked()).toEqual(['popup_shown', 'type_picked:full', 'leave:full']);
    expect(store.actions.filter((a) => a.type === 'auth/registrationTracked').map((a) => a.payload)).toEqual([
      { event: 'popup_shown', type: null },
      { event: 'type_picked', type: 'full' },
      { event: 'leave', type: 'full' },
    ]);
  });

  it('e-mail: the passwords must match; a taken e-mail is said on its field; success closes the modal', async () => {
    const user = userEvent.setup();
    start();
    showModal();
    await user.click(screen.getByRole('radio', { name: en.auth_reg_type_full }));
    const email = screen.getByLabelText(en.auth_email_label);
    await user.type(email, 'demo@example.com');
    await user.type(screen.getByLabelText(en.auth_password_label), 'secret1');
    await user.type(screen.getByLabelText(en.auth_password_repeat_label), 'secret2{Enter}');
    const repeat = screen.getByLabelText(en.auth_password_repeat_label);
    expect(repeat).toHaveAccessibleDescription(en.auth_error_passwords_differ);
    expect(repeat).toHaveFocus();
    await user.clear(repeat);
    await user.type(repeat, 'secret1{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription(en.auth_error_already_registered));
    expect(email).toHaveFocus();
    await user.clear(email);
    await user.type(email, 'new-player@example.com');
    // The server's answer was about the old address: it goes once the field changes, before a submit.
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(en.auth_error_already_registered)).toBeNull();
    await user.click(screen.getByRole('button', { name: en.auth_reg_submit }));
    await waitFor(() => expect(location()).toBe('/en/live'));
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/registration', { body: { type: 'full', email: 'new-player@example.com', password: encodeCredential('secret1'), currency: 'USD' } });
    await act(async () => undefined);
    expect(tracked()).toEqual(['popup_shown', 'type_picked:full', 'reg_call:full', 'error:full', 'reg_call:full', 'done:full']);
  });

  it('phone: send the SMS code, then register with it', async () => {
    const user = userEvent.setup();
    start();
    showModal();
    await user.click(screen.getByRole('radio', { name: en.auth_reg_type_phone }));
    await screen.findByRole('button', { name: /^Country code: United Kingdom/ });
    await user.type(screen.getByLabelText(en.auth_phone_label), '7700900124');
    await user.type(screen.getByLabelText(en.auth_password_label), 'pw1');
    await user.click(screen.getByRole('button', { name: en.auth_reg_submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(en.auth_error_send_code_first);
    expect(screen.getByLabelText(en.auth_password_label)).toHaveAccessibleDescription(en.auth_error_invalid_pass);
    await user.type(screen.getByLabelText(en.auth_password_label), '234');
    await user.click(screen.getByRole('button', { name: en.auth_sms_send }));
    const code = await screen.findByLabelText(en.auth_sms_code_label);
    await user.type(code, server.loggedCode('sms'));
    await user.click(screen.getByRole('button', { name: en.auth_reg_submit }));
    await waitFor(() => expect(location()).toBe('/en/live'));
    expect(store.request).toHaveBeenCalledWith('POST', '/user/sms/send', { body: { 'phone-number': '7700900124', 'phone-code': '44', purpose: 'registration' } });
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/registration', {
      body: { type: 'phone', phone_number: '7700900124', country_code: '44', 'sms-code': server.loggedCode('sms'), password: encodeCredential('pw1234'), currency: 'USD' },
    });
  });

  it('social: one button per configured provider; the browser goes to the provider', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    start();
    showModal();
    await user.click(screen.getByRole('radio', { name: en.auth_reg_type_social }));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/social-api\/oauth\/telegram\/consent\?state=./)));
    expect(store.request).toHaveBeenCalledWith('POST', '/user/registration', { body: { type: 'social', provider: 'telegram', currency: 'USD' } });
    expect(tracked()).toEqual(['popup_shown', 'type_picked:social', 'reg_call:social']);
  });

  it('the registration page completes a social registration from ?social_state=', async () => {
    // The person allowed the registration on the provider's consent page, which sent them back with its state.
    const started = (await server.guest()('POST', '/user/registration', { body: { type: 'social', provider: 'telegram', currency: 'USD' } })) as { redirectUrl: string };
    const state = new URL(started.redirectUrl, 'http://localhost').searchParams.get('state')!;
    await server.app.inject({ method: 'POST', url: '/social-api/oauth/telegram/consent', payload: new URLSearchParams({ state, decision: 'allow' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    start({ routeId: 'registration' });
    renderWith(store, <RegistrationPage routeId="registration" params={{}} query={`?social_state=${state}`} lng="en" />, `/en/registration?social_state=${state}`);
    expect(screen.getByRole('heading', { level: 1, name: en.auth_registration_title })).toBeInTheDocument();
    await waitFor(() => expect(dispatched(signedIn)).toEqual([{ token: expect.any(String), userId: expect.any(Number), remember: true, via: 'registration' }]));
    expect(store.request).toHaveBeenCalledWith('POST', '/user/registration/social/complete', { body: { state } });
  });

  it('registration/:social opens on that provider only; the other types stay a tap away', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    start({ routeId: 'registration-social' });
    renderWith(store, <RegistrationPage routeId="registration-social" params={{ social: 'telegram' }} query="" lng="en" />, '/en/registration/telegram');
    expect(screen.getByRole('radio', { name: en.auth_reg_type_social })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/social-api\/oauth\/telegram\/consent\?state=./)));
    await user.click(screen.getByRole('radio', { name: en.auth_reg_type_one_click }));
    expect(screen.getByRole('button', { name: en.auth_reg_one_click_submit })).toBeInTheDocument();
  });

  it('closes itself where registration is not allowed', () => {
    start({ config: { ...SITE_CONFIG, features: { registrationAllowed: false } } as SiteConfig });
    showModal();
    expect(location()).toBe('/en/live');
  });
});

describe('messenger registration widget', () => {
  const WITH_TELEGRAM = { ...SITE_CONFIG, auth: { socialProviders: ['google', 'telegram'] } } as SiteConfig;
  const widget = () => screen.queryByRole('complementary', { name: 'Registration with Telegram' });

  it('leads a guest to the registration with the first messenger the site offers', () => {
    start({ config: WITH_TELEGRAM });
    renderWith(store, <MessengerRegistration lng="en" />, '/en/live');
    const link = within(widget()!).getByRole('link', { name: 'Register with Telegram' });
    // This test's route table writes a route as its id (the catalog loads /en/registration/:social itself).
    expect(link).toHaveAttribute('href', '/en/registration-social');
  });

  it('shows nothing to a player, without a messenger, where registration is not offered or on the registration page', () => {
    const cases: { config: SiteConfig; routeId?: string }[] = [
      { config: { ...SITE_CONFIG, auth: { socialProviders: ['google', 'apple'] } } as SiteConfig },
      { config: { ...WITH_TELEGRAM, features: { registrationAllowed: true, vipDomain: true } } as SiteConfig },
      { config: { ...WITH_TELEGRAM, auth: { socialProviders: ['telegram'], registrationTypes: ['one_click'] } } as SiteConfig },
      { config: WITH_TELEGRAM, routeId: 'registration' },
    ];
    for (const { config, routeId } of cases) {
      start({ config, ...(routeId ? { routeId } : {}) });
      renderWith(store, <MessengerRegistration lng="en" />, '/en/live');
      expect(widget()).toBeNull();
      cleanup();
      store.stop();
    }
    start({ config: WITH_TELEGRAM });
    store.dispatch(userSet({ isAuthenticated: true }));
    renderWith(store, <MessengerRegistration lng="en" />, '/en/live');
    expect(widget()).toBeNull();
  });
});

describe('account bar', () => {
  it('guests: sign in and registration open their modals', async () => {
    const user = userEvent.setup();
    start();
    renderWith(store, <AccountBar lng="en" />, '/en/live?x=1');
    await user.click(screen.getByRole('button', { name: en.auth_sign_in }));
    expect(location()).toBe('/en/live?x=1&login-modal=1');
    await user.click(screen.getByRole('button', { name: en.auth_registration }));
    expect(location()).toBe('/en/live?x=1&registration-modal=1');
  });

  it('registration is the page on the login page and with custom registration; hidden when not allowed', async () => {
    const user = userEvent.setup();
    start({ routeId: 'login' });
    renderWith(store, <AccountBar lng="en" />, '/en/user/login');
    expect(screen.queryByRole('button', { name: en.auth_sign_in })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.auth_registration }));
    expect(location()).toBe('/en/registration');
    cleanup();

    start({ config: { ...SITE_CONFIG, auth: { customRegistration: true } } as SiteConfig });
    renderWith(store, <AccountBar lng="en" />, '/en/live');
    await user.click(screen.getByRole('button', { name: en.auth_registration }));
    expect(location()).toBe('/en/registration');
    cleanup();

    start({ config: { ...SITE_CONFIG, features: { registrationAllowed: false } } as SiteConfig });
    renderWith(store, <AccountBar lng="en" />, '/en/live');
    expect(screen.getByRole('button', { name: en.auth_sign_in })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.auth_registration })).not.toBeInTheDocument();
    cleanup();

    // SPEC 5: a VIP domain signs players in but offers no registration.
    start({ config: { ...SITE_CONFIG, features: { registrationAllowed: true, vipDomain: true } } as SiteConfig });
    renderWith(store, <AccountBar lng="en" />, '/en/live');
    expect(screen.getByRole('button', { name: en.auth_sign_in })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.auth_registration })).not.toBeInTheDocument();
  });

  it('signed in: the active balance in its currency and a link to the account', () => {
    start();
    store.dispatch(
      userSet({
        isAuthenticated: true,
        accounts: [
          { id: 1, type: 0, iso: 'USD', symbol: '$', currencyId: 1, money: 1000, points: 0, label: '', isActive: false, isPointsTypeBalance: false },
          { id: 2, type: 9, iso: 'EUR', symbol: '€', currencyId: 2, money: 12.5, points: 0, label: '', isActive: true, isPointsTypeBalance: false },
        ],
      }),
    );
    renderWith(store, <AccountBar lng="en" />);
    expect(screen.getByLabelText('Balance: €12.50')).toHaveTextContent('€12.50');
    expect(screen.getByRole('link', { name: en.auth_account_link })).toHaveAttribute('href', '/en/account');
    expect(screen.queryByRole('button', { name: en.auth_sign_in })).not.toBeInTheDocument();
  });

  it('signed in before the accounts arrive: a placeholder where the balance goes, never a made-up amount', () => {
    start();
    store.dispatch(userSet({ isAuthenticated: true, accounts: [] }));
    renderWith(store, <AccountBar lng="en" />);
    expect(screen.getByTestId('account-balance-pending')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Balance:/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.auth_account_link })).toBeInTheDocument();
    act(() =>
      store.dispatch(
        userSet({
          isAuthenticated: true,
          accounts: [{ id: 1, type: 0, iso: 'USD', symbol: '$', currencyId: 1, money: 0, points: 0, label: '', isActive: true, isPointsTypeBalance: false }],
        }),
      ),
    );
    expect(screen.getByLabelText('Balance: $0.00')).toBeInTheDocument();
    expect(screen.queryByTestId('account-balance-pending')).not.toBeInTheDocument();
  });

  it('finishes a one-click registration whose page was left: credentials, then bonus, as a dialog', async () => {
    const user = userEvent.setup();
    start({ routeId: 'account', player: await server.register() });
    store.dispatch(registrationSucceeded({ credentials: { login: 'u1', password: 'p1' } }));
    store.dispatch(userSet({ isAuthenticated: true }));
    renderWith(store, <AccountBar lng="en" />, '/en/account');
    // The dialog's code loads when a registration reaches these steps.
    const dialog = await screen.findByRole('dialog', { name: en.auth_credentials_title });
    expect(within(dialog).getByTestId('auth-generated-password')).toHaveTextContent('p1');
    act(() => store.dispatch(credentialsKept()));
    await user.click(screen.getByRole('button', { name: en.auth_bonus_decline }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.request).toHaveBeenCalledWith('POST', '/user/registration/bonus', { body: { bonus: 0 } });
  });
});

describe('password recovery', () => {
  it('code sent → wrong code and expired code said differently, a new code → new password twice → done → sign in', async () => {
    const user = userEvent.setup();
    // A bare login: the server names no contact (it would tell whether the account exists). A seed no
    // other test here signs in with, as its password changes.
    const { login } = SEEDS.terms;
    start();
    renderWith(store, <ForgotPasswordModal lng="en" />, '/en/?forgot-password-modal=1');
    expect(screen.getByRole('heading', { name: en.auth_recovery_title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.auth_recovery_send_code }));
    expect(screen.getByLabelText(en.auth_recovery_login_label)).toHaveAccessibleDescription(en.auth_error_required_recovery_login);
    await user.type(screen.getByLabelText(en.auth_recovery_login_label), `${login}{Enter}`);

    expect(await screen.findByText(`We have sent a code to the e-mail or phone of ${login}.`)).toBeInTheDocument();
    const code = screen.getByLabelText(en.auth_recovery_code_label);
    await user.type(code, '111{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription(en.auth_recovery_wrong_code));
    expect(code).toHaveFocus();
    // The code's lifetime (the send's expires_in) runs out.
    const sent = store.request.mock.results.find((_, i) => store.request.mock.calls[i]![1] === '/user/password-recovery/send')!;
    server.advance(((await sent.value) as { expires_in: number }).expires_in * 1000);
    await user.click(screen.getByRole('button', { name: en.auth_recovery_check_code }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(en.auth_recovery_time_up));
    await user.click(screen.getByRole('button', { name: en.auth_recovery_resend }));
    await waitFor(() => expect(code).not.toHaveAttribute('aria-invalid'));
    await user.clear(code);
    const newCode = server.loggedCode('recovery');
    await user.type(code, `${newCode}{Enter}`);

    const password = await screen.findByLabelText(en.auth_recovery_new_password_label);
    await user.type(password, 'new-pass');
    await user.type(screen.getByLabelText(en.auth_password_repeat_label), 'other{Enter}');
    expect(screen.getByLabelText(en.auth_password_repeat_label)).toHaveAccessibleDescription(en.auth_error_passwords_differ);
    await user.clear(screen.getByLabelText(en.auth_password_repeat_label));
    await user.type(screen.getByLabelText(en.auth_password_repeat_label), 'new-pass{Enter}');

    expect(await screen.findByText(en.auth_recovery_done)).toBeInTheDocument();
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/password-recovery/save', { body: { ticket: expect.any(String), code: newCode, password: encodeCredential('new-pass') } });
    expect(store.auth().attempts).toBe(0);
    await user.click(screen.getByRole('button', { name: en.auth_recovery_sign_in }));
    expect(location()).toBe('/en/?login-modal=1');
  });
});

describe('logout modal', () => {
  it('this device by default; all devices when chosen; confirm closes it and asks the core to log out', async () => {
    const user = userEvent.setup();
    start();
    store.dispatch(userSet({ isAuthenticated: true }));
    renderWith(store, <LogoutModal lng="en" />, '/en/account?logout-modal=1');
    expect(screen.getByRole('heading', { name: en.auth_logout })).toBeInTheDocument();
    expect(screen.getByText(en.auth_logout_you_sure)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: en.auth_logout_this_device })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: en.auth_logout_all_devices }));
    await user.click(screen.getByRole('button', { name: en.auth_logout_confirm }));
    expect(dispatched(logoutRequested)).toEqual([{ allDevices: true }]);
    expect(location()).toBe('/en/account');
  });

  it('this device; cancel logs nobody out', async () => {
    const user = userEvent.setup();
    start();
    store.dispatch(userSet({ isAuthenticated: true }));
    renderWith(store, <LogoutModal lng="en" />, '/en/account?logout-modal=1');
    await user.click(screen.getByRole('button', { name: en.auth_logout_cancel }));
    expect(dispatched(logoutRequested)).toEqual([]);
    expect(location()).toBe('/en/account');
    cleanup();
    start();
    store.dispatch(userSet({ isAuthenticated: true }));
    renderWith(store, <LogoutModal lng="en" />, '/en/account?logout-modal=1');
    await user.click(screen.getByRole('button', { name: en.auth_logout_confirm }));
    expect(dispatched(logoutRequested)).toEqual([{ allDevices: false }]);
  });

  it('guests never see it; signed-in users never see the sign-in, registration or recovery modals', () => {
    start();
    renderWith(store, <LogoutModal lng="en" />, '/en/?logout-modal=1');
    expect(location()).toBe('/en/');
    cleanup();
    for (const [query, Modal] of [
      ['login-modal', LoginModal],
      ['registration-modal', RegistrationModal],
      ['forgot-password-modal', ForgotPasswordModal],
    ] as const) {
      start();
      store.dispatch(userSet({ isAuthenticated: true }));
      renderWith(store, <Modal lng="en" />, `/en/live?${query}=1`);
      expect(location()).toBe('/en/live');
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      cleanup();
      store.stop();
    }
  });
});

describe('account pages', () => {
  it('account: name, accounts with balances, switching the active one, log out', async () => {
    const user = userEvent.setup();
    // A player with a main and a bonus account, as the core's user slice shows them.
    const player = await server.register();
    const mainId = player.record.accounts[0]!.id;
    player.record.accounts.push({ id: mainId + 1, type: 4, iso: 'USD', money: 25, points: 0, label: '' });
    server.fund(player, 1000);
    const accounts: UserAccount[] = [
      // The server labels its accounts in English; the page names them from the dictionary.
      { id: mainId, type: 0, iso: 'USD', symbol: '$', currencyId: 1, money: 1000, points: 0, label: 'Main account USD', isActive: true, isPointsTypeBalance: false },
      { id: mainId + 1, type: 4, iso: 'USD', symbol: '$', currencyId: 1, money: 25, points: 0, label: 'Sport bonus', isActive: false, isPointsTypeBalance: false },
    ];
    start({ routeId: 'account', player });
    store.dispatch(userSet({ isAuthenticated: true, profile: { userId: 1001 }, userName: 'demo', accounts }));
    renderWith(store, <AccountPage routeId="account" params={{}} query="" lng="en" />, '/en/account');
    expect(screen.getByText('demo')).toBeInTheDocument();
    expect(screen.getByText('ID 1001')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: en.auth_accounts_title });
    const main = within(list).getByRole('listitem', { name: en.auth_account_type_main });
    expect(main).toHaveTextContent('$1,000.00');
    expect(main).toHaveTextContent(en.auth_account_active);
    await user.click(within(list).getByRole('button', { name: 'Make Bonus account active' }));
    await waitFor(() => expect(within(list).getByRole('listitem', { name: en.auth_account_type_bonus })).toHaveTextContent(en.auth_account_active));
    expect(store.request).toHaveBeenCalledWith('POST', '/user/accounts/active', { body: { id: mainId + 1 } });
    expect(player.record.activeAccountId).toBe(mainId + 1);
    await user.click(screen.getByRole('button', { name: en.auth_logout }));
    expect(location()).toBe('/en/account?logout-modal=1');
  });

  it('confirm terms: confirm; a failure is an alert only its own button closes', async () => {
    const user = userEvent.setup();
    start({ routeId: 'confirm-terms' }, { 'POST /api-v3/v2/user/agreement-rules/confirm': () => Promise.reject(clientError('network_error', 0)) });
    renderWith(store, <ConfirmTermsPage routeId="confirm-terms" params={{}} query="" lng="en" />, '/en/confirm-terms');
    expect(screen.getByRole('link', { name: 'auth_terms_read_rules' })).toHaveAttribute('href', '/en/rules');
    await user.click(screen.getByRole('button', { name: en.auth_terms_confirm }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveAccessibleDescription(en.information_confirm_terms_error);
    await user.click(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: en.auth_ok }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.auth_logout }));
    expect(location()).toBe('/en/confirm-terms?logout-modal=1');
  });

  it('confirm terms: says when the terms changed once the terms check has told, in the page language', () => {
    start({ routeId: 'confirm-terms' });
    const view = renderWith(store, <ConfirmTermsPage routeId="confirm-terms" params={{}} query="" lng="en" />, '/en/confirm-terms');
    expect(screen.queryByText(/The terms were updated/)).not.toBeInTheDocument();
    act(() => void store.dispatch(userSet({ isAuthenticated: true, profile: { userId: 1001, termsUpdatedAt: '2026-11-01T00:00:00.000Z' } })));
    expect(screen.getByText(en.auth_terms_updated_at.replace('{{date}}', 'November 1, 2026'))).toBeInTheDocument();
    view.unmount();
    renderWith(store, <ConfirmTermsPage routeId="confirm-terms" params={{}} query="" lng="ru" />, '/ru/confirm-terms');
    expect(screen.getByText(/1 ноября 2026/)).toBeInTheDocument();
  });

  it('identification: every field required; sent, then the core is asked to reload the profile', async () => {
    const user = userEvent.setup();
    start({ routeId: 'identification', player: await server.register() });
    renderWith(store, <IdentificationPage routeId="identification" params={{}} query="" lng="en" />, '/en/identification');
    await user.click(screen.getByRole('button', { name: en.auth_identification_submit }));
    expect(screen.getByLabelText(en.auth_identification_name)).toHaveFocus();
    expect(screen.getByLabelText(en.auth_identification_passport)).toHaveAccessibleDescription(en.auth_error_required_passport);
    await user.type(screen.getByLabelText(en.auth_identification_name), 'Iv4n');
    await user.type(screen.getByLabelText(en.auth_identification_surname), 'Petrov');
    // Too young, a digit in the name and a short passport: one submit names all three.
    fireEvent.change(screen.getByLabelText(en.auth_identification_birthday), { target: { value: `${new Date().getFullYear() - 10}-05-01` } });
    await user.type(screen.getByLabelText(en.auth_identification_passport), '12{Enter}');
    await waitFor(() => expect(screen.getByLabelText(en.auth_identification_birthday)).toHaveAccessibleDescription(en.auth_error_invalid_date_birthday));
    expect(screen.getByLabelText(en.auth_identification_name)).toHaveAccessibleDescription(en.auth_error_invalid_name);
    expect(screen.getByLabelText(en.auth_identification_passport)).toHaveAccessibleDescription(en.auth_error_invalid_passport);
    expect(screen.getByLabelText(en.auth_identification_surname)).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText(en.auth_identification_name));
    await user.type(screen.getByLabelText(en.auth_identification_name), 'Ivan');
    await user.clear(screen.getByLabelText(en.auth_identification_passport));
    await user.type(screen.getByLabelText(en.auth_identification_passport), '4510 123456');
    fireEvent.change(screen.getByLabelText(en.auth_identification_birthday), { target: { value: '1990-05-01' } });
    await user.click(screen.getByRole('button', { name: en.auth_identification_submit }));
    expect(await screen.findByText(en.auth_identification_done)).toHaveAttribute('role', 'status');
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/identification', { body: { name: 'Ivan', surname: 'Petrov', date_birthday: '1990-05-01', passport: '4510 123456' } });
    expect(store.actions.some((a) => authUserAction.match(a))).toBe(true);
  });

  it('ban page: explains and links to support and to the appeals', () => {
    start({ routeId: 'ban' });
    renderWith(store, <BanPage routeId="ban" params={{}} query="" lng="en" />, '/en/ban');
    expect(screen.getByRole('heading', { name: en.auth_ban_title })).toBeInTheDocument();
    // The mock above shows text keys.
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['auth_ban_support', '/en/support'],
      ['auth_ban_appeals', '/en/block-appeal-history'],
    ]);
  });
});

describe('one-tap', () => {
  const config = { ...SITE_CONFIG, auth: { oneTap: { provider: 'google', scriptUrl: 'https://accounts.google.com/gsi/client' } } } as SiteConfig;

  it('loads the client id and the script, initialises the provider, and posts its credential', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const load = vi.spyOn(browser, 'loadScript').mockResolvedValue(undefined);
    let callback: (r: { credential?: string }) => void = () => undefined;
    const api = { initialize: vi.fn((o: { callback: typeof callback }) => (callback = o.callback)), prompt: vi.fn() };
    vi.stubGlobal('google', { accounts: { id: api } });
    start({ config });
    renderWith(store, <OneTap lng="en" />);
    await waitFor(() => expect(api.prompt).toHaveBeenCalled());
    expect(load).toHaveBeenCalledWith('https://accounts.google.com/gsi/client', expect.arrayContaining(['https://accounts.google.com']));
    expect(api.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'reference-google-one-tap.apps.example' }));
    act(() => callback({ credential: 'JWT' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\//)));
    vi.unstubAllGlobals();
  });

  it('a script that fails to load is logged, and nothing is said where the guest cannot act on it', async () => {
    vi.spyOn(browser, 'loadScript').mockRejectedValue(new Error('script https://accounts.google.com/gsi/client failed to load'));
    start({ config });
    const { container } = renderWith(store, <OneTap lng="en" />);
    await waitFor(() => expect(store.log.warn).toHaveBeenCalledWith(expect.stringContaining('google one-tap script'), undefined));
    expect(store.auth().oneTap.status).toBe('script_failed');
    // Only the test's location readout is rendered.
    expect(container.textContent).toBe('/en/');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on a site with a cookie notice the script waits for functional consent; marketing alone is not enough', async () => {
    const load = vi.spyOn(browser, 'loadScript').mockResolvedValue(undefined);
    const withNotice = { ...config, notices: { plugin: 'notices', cookies: { types: ['functional', 'marketing'] } } } as SiteConfig;
    start({ config: withNotice });
    renderWith(store, <OneTap lng="en" />);
    await waitFor(() => expect(store.auth().oneTap.status).toBe('ready'));
    act(() => store.dispatch(cookieConsentGiven({ functional: false, marketing: true, agreedAt: 1_800_000_000 })));
    expect(load).not.toHaveBeenCalled();
    act(() => store.dispatch(cookieConsentGiven({ functional: true, marketing: false, agreedAt: 1_800_000_001 })));
    await waitFor(() => expect(load).toHaveBeenCalledWith('https://accounts.google.com/gsi/client', expect.any(Array)));
  });

  it('nothing for signed-in users, nor without the setting; never a script from an origin the site does not allow', async () => {
    const load = vi.spyOn(browser, 'loadScript').mockResolvedValue(undefined);
    start({ config });
    store.dispatch(userSet({ isAuthenticated: true }));
    renderWith(store, <OneTap lng="en" />);
    cleanup();
    start();
    renderWith(store, <OneTap lng="en" />);
    cleanup();
    expect(store.request).not.toHaveBeenCalled();

    start({ config: { ...config, remoteOrigins: [] } as SiteConfig });
    renderWith(store, <OneTap lng="en" />);
    await waitFor(() => expect(store.auth().oneTap.status).toBe('script_failed'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});
