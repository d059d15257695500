// @vitest-environment jsdom
/** The pages of e-mail links, password reset, app and QR sign-in, as a person finds them, against the test server. */
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@plugin-api';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import authManifest from '../../route-manifests/auth.json';
import otherManifest from '../../route-manifests/other.json';
import officeManifest from '../../route-manifests/office.json';
import sportsManifest from '../../route-manifests/sports.json';
import { createTestApp, type TestApp } from '../../tests/helpers/store.ts';
import { Providers } from '../../tests/helpers/render.tsx';
import { dictionaryOf, startTestServer, type TestServer } from '../../server/test-kit/index.ts';
import en from './texts/en.json';
import { LinkPage } from './components/LinkPages.tsx';
import { PasswordResetPage } from './components/PasswordResetPage.tsx';
import { QrLoginPage } from './components/QrLoginPage.tsx';
import { AppSignInPage } from './components/AppSignInPage.tsx';
import { refusedFirst, serverApi, type Instead, type ServerRequest } from './test-kit.tsx';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const main = dictionaryOf('main');
const MANIFESTS = [authManifest, otherManifest, officeManifest, sportsManifest] as unknown as RouteManifest[];
const PASSWORD = 'secret12';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** A player registered with this e-mail (not confirmed yet): their session, and the activation link the server "sent". */
async function registerWithEmail(email: string): Promise<{ token: string; link: string }> {
  const body = { type: 'full', email, password: btoa(PASSWORD), currency: 'USD' };
  const { data } = (await server.guest()('POST', '/user/registration', { body })) as { data: { token: string } };
  return { token: data.token, link: server.loggedCode('link', email) };
}

/** Renders the page with the app's client reaching the test server, as a guest or as `player`. */
function renderPage(ui: ReactNode, options: { url?: string; player?: { token: string }; instead?: Record<string, Instead> } = {}): { app: TestApp; request: ServerRequest } {
  const api = serverApi(server, options.instead, options.player);
  const app = createTestApp({ manifests: MANIFESTS, request: api as never, isAuthenticated: options.player !== undefined });
  app.i18n.addResourceBundle('en', 'auth', en, true, true);
  app.i18n.addResourceBundle('en', 'main', main, true, true);
  render(
    <Providers app={app} url={options.url ?? '/en/'}>
      {ui}
    </Providers>,
  );
  return { app, request: api };
}

const pageProps = (routeId: string, query = '') => ({ routeId, params: {}, query, lng: 'en' });
const callsTo = (request: ServerRequest, path: string) => request.mock.calls.filter(([, p]) => p === path);

describe('the pages of e-mail links', () => {
  it('activate: checks the link, activates once, and says what was confirmed', async () => {
    const { link } = await registerWithEmail('ann@example.com');
    const { request } = renderPage(<LinkPage {...pageProps('activate', `?token=${link}`)} />);
    expect(await screen.findByText('Your account is activated: ann@example.com is confirmed.')).toBeInTheDocument();
    expect(callsTo(request, '/user-pages/activate')).toEqual([['POST', '/user-pages/activate', { body: { token: link } }]]);
    expect(screen.getByRole('heading', { level: 1, name: 'Account activation' })).toBeInTheDocument();
  });

  it('activate with a used link: the server says why, and a guest is offered to sign in for a new link', async () => {
    const { link } = await registerWithEmail('used@example.com');
    await server.guest()('POST', '/user-pages/activate', { body: { token: link } });
    const { request } = renderPage(<LinkPage {...pageProps('activate', `?token=${link}`)} />);
    expect(await screen.findByText('This link has been used already')).toBeInTheDocument();
    expect(screen.getByText('Sign in to ask for a new activation link.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(callsTo(request, '/user-pages/activate')).toHaveLength(0);
  });

  it('activate without a token, signed in: a new link can be sent, and where it went is said', async () => {
    const player = await registerWithEmail('dora@example.com');
    renderPage(<LinkPage {...pageProps('activate')} />, { player });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new activation link' }));
    expect(await screen.findByText(/We sent a link to d\*\*\*@example.com\. It works for 24 h/)).toBeInTheDocument();
    expect(server.loggedCode('link', 'dora@example.com')).not.toBe(player.link);
  });

  it('accountverify without a token, signed in: a new e-mail needs the current password; a wrong one is shown at the password', async () => {
    const player = await registerWithEmail('verify@example.com');
    const { request } = renderPage(<LinkPage {...pageProps('accountverify')} />, { player });
    const email = screen.getByRole('textbox', { name: 'New e-mail' });
    const password = screen.getByLabelText('Current password', { selector: 'input' });
    fireEvent.change(email, { target: { value: 'new@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    // Whoever has the e-mail can recover the account: nothing is sent without the password.
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Enter the password')).toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(request).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: 'not-it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveValue('new@example.org');

    fireEvent.change(password, { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByText(/We sent a link to n\*\*\*@example.org\. It works for 24 h/)).toBeInTheDocument();
    expect(callsTo(request, '/user-pages/links/send').at(-1)?.[2]).toEqual({ body: { purpose: 'account-verify', email: 'new@example.org', password: btoa(PASSWORD) } });
  });

  it('activatefast asks for the sign-in with the activation', async () => {
    const { link } = await registerWithEmail('fast@example.com');
    const { request } = renderPage(<LinkPage {...pageProps('activatefast', `?token=${link}`)} />);
    expect(await screen.findByText(/you are signed in on this device/)).toBeInTheDocument();
    expect(callsTo(request, '/user-pages/activate')[0]?.[2]).toEqual({ body: { token: link, sign_in: true } });
  });

  it('stopnewsletter waits for the tap before it stops anything', async () => {
    await registerWithEmail('dan@example.com');
    // The test route "sends" a newsletter with its stop link.
    await server.guest()('POST', '/__test/newsletter', { body: { to: 'dan@example.com' } });
    const { request } = renderPage(<LinkPage {...pageProps('stopnewsletter', `?token=${server.loggedCode('link', 'dan@example.com')}`)} />);
    const button = await screen.findByRole('button', { name: 'Stop the newsletter' });
    expect(callsTo(request, '/user-pages/stop-newsletter')).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByText(/the newsletter no longer goes to d\*\*\*@example.com/)).toBeInTheDocument();
    expect(callsTo(request, '/user-pages/stop-newsletter')).toHaveLength(1);
  });
});

describe('passwordreset', () => {
  it('without a link: the login is required, then a link is sent', async () => {
    const { request } = renderPage(<PasswordResetPage {...pageProps('passwordreset')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('textbox', { name: 'Login, e-mail or phone' })).toHaveAttribute('aria-invalid', 'true');
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Login, e-mail or phone' }), { target: { value: 'reset@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    // The same answer whether or not an account has the login: the notice names no address.
    expect(await screen.findByText('If an account with an e-mail has this login, we have sent a link there. It works for 60 minutes.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('POST', '/user-pages/password-reset/send', { body: { login: 'reset@example.com' } });
  });

  it('with a link: the passwords must match; a refusal keeps what was typed and shows the server message', async () => {
    await registerWithEmail('rita@example.com');
    await server.guest()('POST', '/user-pages/password-reset/send', { body: { login: 'rita@example.com' } });
    const link = server.loggedCode('link', 'rita@example.com');
    // The page checks every rule the server has before it sends: a refusal it did not foresee stands in once.
    const refusal = new ApiError('The new password was refused', 400, undefined, { body: { message: 'The new password was refused', field: 'password' } });
    const { request } = renderPage(<PasswordResetPage {...pageProps('passwordreset', `?token=${link}`)} />, { instead: { 'POST /user-pages/password-reset': refusedFirst(refusal) } });
    const [password, repeat] = await screen.findAllByLabelText(/password/i, { selector: 'input' });
    fireEvent.change(password!, { target: { value: 'brand-new-9' } });
    fireEvent.change(repeat!, { target: { value: 'brand-new-8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(callsTo(request, '/user-pages/password-reset')).toHaveLength(0);
    fireEvent.change(repeat!, { target: { value: 'brand-new-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('The new password was refused')).toBeInTheDocument();
    expect(password).toHaveValue('brand-new-9');
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText(/Your password is changed/)).toBeInTheDocument();
    expect(callsTo(request, '/user-pages/password-reset').at(-1)?.[2]).toEqual({ body: { token: link, password: btoa('brand-new-9') } });
  });
});

describe('app and QR sign-in', () => {
  it('authApp without its token explains and offers the other ways in', () => {
    const { request } = renderPage(<AppSignInPage {...pageProps('authApp')} />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with a QR code' })).toHaveAttribute('href', '/en/qr-login');
    expect(screen.getByRole('link', { name: 'Get our app' })).toHaveAttribute('href', '/en/mobile-apps');
    expect(request).not.toHaveBeenCalled();
  });

  it('authApp with an expired token shows the server message', async () => {
    // The app asked for a token, and the link was opened after its lifetime.
    const player = await server.register();
    const issued = (await player.call('POST', '/user-pages/app-token')) as { method_id: number; token: string; sign: string; expires_in: number };
    server.advance(issued.expires_in * 1000);
    const query = `?${new URLSearchParams({ method_id: String(issued.method_id), token: issued.token, sign: issued.sign }).toString()}`;
    renderPage(<AppSignInPage {...pageProps('authApp', query)} />);
    expect(await screen.findByText('This sign-in link has expired')).toBeInTheDocument();
  });

  it('qr-login, signed in with a code: shows who asks, and approves', async () => {
    // A phone's browser shows a QR code; the player types it as it is printed, in small letters.
    const { code } = (await server.guest()('POST', '/user-pages/qr', { headers: { 'user-agent': ANDROID_CHROME } })) as { code: string };
    const printed = `${code.slice(0, 4)}-${code.slice(4)}`;
    const { request } = renderPage(<QrLoginPage {...pageProps('qr-login', `?code=${printed.toLowerCase()}`)} />, { player: await server.register() });
    expect(await screen.findByText(new RegExp(`Chrome on Android asked at .* with the code ${printed}`))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: Chrome on Android is signed in to your account now.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('POST', '/user-pages/qr/approve', { body: { code, approve: true } });
  });

  it('qr-login, signed in without a code: the typed code is checked before anything is asked', async () => {
    const { request } = renderPage(<QrLoginPage {...pageProps('qr-login')} />, { player: await server.register() });
    const field = screen.getByRole('textbox', { name: 'Code' });
    fireEvent.change(field, { target: { value: 'AB1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The code has eight letters and digits')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
    await waitFor(() => expect(within(field.closest('div')!.parentElement!).getByText('The code has eight letters and digits')).toBeInTheDocument());
  });
});
