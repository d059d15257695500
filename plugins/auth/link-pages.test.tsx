// @vitest-environment jsdom
/** The pages of e-mail links, password reset, app and QR sign-in, as a person finds them, against a fake web API. */
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@plugin-api';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import authManifest from '../../route-manifests/auth.json';
import otherManifest from '../../route-manifests/other.json';
import officeManifest from '../../route-manifests/office.json';
import sportsManifest from '../../route-manifests/sports.json';
import { createTestApp, type TestApp } from '../../tests/helpers/store.ts';
import { Providers } from '../../tests/helpers/render.tsx';
import { dictionaryOf } from '../../server/test-kit/index.ts';
import en from './texts/en.json';
import { LinkPage } from './components/LinkPages.tsx';
import { PasswordResetPage } from './components/PasswordResetPage.tsx';
import { QrLoginPage } from './components/QrLoginPage.tsx';
import { AppSignInPage } from './components/AppSignInPage.tsx';

type Request = (method: string, path: string, options?: { query?: Record<string, unknown>; body?: unknown }) => Promise<unknown>;

const main = dictionaryOf('main');
const MANIFESTS = [authManifest, otherManifest, officeManifest, sportsManifest] as unknown as RouteManifest[];
const TOKEN = 'Tk_0123456789abcdefghijklmnop';
const refused = (status: number, message: string) => new ApiError(message, status, undefined, { body: { message, code: status === 400 ? 'invalid' : 'expired' } });

function renderPage(ui: ReactNode, request: Request, options: { url?: string; signedIn?: boolean } = {}): { app: TestApp; request: ReturnType<typeof vi.fn<Request>> } {
  const api = vi.fn<Request>(request);
  const app = createTestApp({ manifests: MANIFESTS, request: api as never, isAuthenticated: options.signedIn ?? false });
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
const callsTo = (request: ReturnType<typeof vi.fn<Request>>, path: string) => request.mock.calls.filter(([, p]) => p === path);

describe('the pages of e-mail links', () => {
  it('activate: checks the link, activates once, and says what was confirmed', async () => {
    const { request } = renderPage(<LinkPage {...pageProps('activate', `?token=${TOKEN}`)} />, async (_method, path) => {
      if (path === '/user-pages/links/check') return { purpose: 'activate', expires_at: Date.now() + 1000, email: 'a***@example.com' };
      if (path === '/user-pages/activate') return { success: true, email: 'ann@example.com', activation_type: 1 };
      throw new ApiError('unexpected', 404);
    });
    expect(await screen.findByText('Your account is activated: ann@example.com is confirmed.')).toBeInTheDocument();
    expect(callsTo(request, '/user-pages/activate')).toEqual([['POST', '/user-pages/activate', { body: { token: TOKEN } }]]);
    expect(screen.getByRole('heading', { level: 1, name: 'Account activation' })).toBeInTheDocument();
  });

  it('activate with a used link: the server says why, and a guest is offered to sign in for a new link', async () => {
    const { request } = renderPage(<LinkPage {...pageProps('activate', `?token=${TOKEN}`)} />, async () => {
      throw refused(410, 'This link has been used already');
    });
    expect(await screen.findByText('This link has been used already')).toBeInTheDocument();
    expect(screen.getByText('Sign in to ask for a new activation link.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(callsTo(request, '/user-pages/activate')).toHaveLength(0);
  });

  it('activate without a token, signed in: a new link can be sent, and where it went is said', async () => {
    renderPage(
      <LinkPage {...pageProps('activate')} />,
      async (_method, path) => {
        if (path === '/user-pages/links/send') return { success: true, email: 'd***@example.com', expires_in: 86400 };
        throw new ApiError('unexpected', 404);
      },
      { signedIn: true },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new activation link' }));
    expect(await screen.findByText(/We sent a link to d\*\*\*@example.com\. It works for 24 h/)).toBeInTheDocument();
  });

  it('accountverify without a token, signed in: a new e-mail needs the current password; a wrong one is shown at the password', async () => {
    let answer: unknown = new ApiError('The current password is wrong', 400, undefined, { body: { message: 'The current password is wrong', field: 'password' } });
    const { request } = renderPage(
      <LinkPage {...pageProps('accountverify')} />,
      async (_method, path) => {
        if (path !== '/user-pages/links/send') throw new ApiError('unexpected', 404);
        if (answer instanceof Error) throw answer;
        return answer;
      },
      { signedIn: true },
    );
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

    answer = { success: true, email: 'n***@example.org', expires_in: 86400 };
    fireEvent.change(password, { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByText(/We sent a link to n\*\*\*@example.org\. It works for 24 h/)).toBeInTheDocument();
    expect(callsTo(request, '/user-pages/links/send').at(-1)?.[2]).toEqual({ body: { purpose: 'account-verify', email: 'new@example.org', password: btoa('demo1234') } });
  });

  it('activatefast asks for the sign-in with the activation', async () => {
    const { request } = renderPage(<LinkPage {...pageProps('activatefast', `?token=${TOKEN}`)} />, async (_method, path) => {
      if (path === '/user-pages/links/check') return { purpose: 'activate', expires_at: Date.now() + 1000, email: 'a***@example.com' };
      return { success: true, email: 'ann@example.com', activation_type: 1, token: 'aaa.bbb.ccc', user_id: 100001 };
    });
    expect(await screen.findByText(/you are signed in on this device/)).toBeInTheDocument();
    expect(callsTo(request, '/user-pages/activate')[0]?.[2]).toEqual({ body: { token: TOKEN, sign_in: true } });
  });

  it('stopnewsletter waits for the tap before it stops anything', async () => {
    const { request } = renderPage(<LinkPage {...pageProps('stopnewsletter', `?token=${TOKEN}`)} />, async (_method, path) => {
      if (path === '/user-pages/links/check') return { purpose: 'newsletter', expires_at: Date.now() + 1000, email: 'd***@example.com' };
      return { success: true, email: 'd***@example.com', subscribed: false };
    });
    const button = await screen.findByRole('button', { name: 'Stop the newsletter' });
    expect(callsTo(request, '/user-pages/stop-newsletter')).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByText(/the newsletter no longer goes to d\*\*\*@example.com/)).toBeInTheDocument();
    expect(callsTo(request, '/user-pages/stop-newsletter')).toHaveLength(1);
  });
});

describe('passwordreset', () => {
  it('without a link: the login is required, then a link is sent', async () => {
    const { request } = renderPage(<PasswordResetPage {...pageProps('passwordreset')} />, async () => ({ success: true, expires_in: 3600 }));
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
    let answer: unknown = new ApiError('The password may not start or end with a space', 400);
    const { request } = renderPage(<PasswordResetPage {...pageProps('passwordreset', `?token=${TOKEN}`)} />, async (_method, path) => {
      if (path === '/user-pages/links/check') return { purpose: 'password-reset', expires_at: Date.now() + 1000, email: 'r***@example.com' };
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const [password, repeat] = await screen.findAllByLabelText(/password/i, { selector: 'input' });
    fireEvent.change(password!, { target: { value: 'brand-new-9' } });
    fireEvent.change(repeat!, { target: { value: 'brand-new-8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(callsTo(request, '/user-pages/password-reset')).toHaveLength(0);
    fireEvent.change(repeat!, { target: { value: 'brand-new-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('The password may not start or end with a space')).toBeInTheDocument();
    expect(password).toHaveValue('brand-new-9');
    answer = { success: true };
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText(/Your password is changed/)).toBeInTheDocument();
    expect(callsTo(request, '/user-pages/password-reset').at(-1)?.[2]).toEqual({ body: { token: TOKEN, password: btoa('brand-new-9') } });
  });
});

describe('app and QR sign-in', () => {
  it('authApp without its token explains and offers the other ways in', () => {
    renderPage(<AppSignInPage {...pageProps('authApp')} />, async () => ({}));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with a QR code' })).toHaveAttribute('href', '/en/qr-login');
    expect(screen.getByRole('link', { name: 'Get our app' })).toHaveAttribute('href', '/en/mobile-apps');
  });

  it('authApp with an expired token shows the server message', async () => {
    renderPage(<AppSignInPage {...pageProps('authApp', '?method_id=1&token=abc&sign=def')} />, async () => {
      throw refused(410, 'This sign-in link has expired');
    });
    expect(await screen.findByText('This sign-in link has expired')).toBeInTheDocument();
  });

  it('qr-login, signed in with a code: shows who asks, and approves', async () => {
    const asked = { code: 'ABCD2345', status: 'waiting', device: 'Chrome on Android', created_at: Date.now(), expires_at: Date.now() + 60_000 };
    const { request } = renderPage(
      <QrLoginPage {...pageProps('qr-login', '?code=abcd-2345')} />,
      async (method) => (method === 'GET' ? asked : { ...asked, status: 'approved' }),
      { signedIn: true },
    );
    expect(await screen.findByText(/Chrome on Android asked at .* with the code ABCD-2345/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: Chrome on Android is signed in to your account now.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('POST', '/user-pages/qr/approve', { body: { code: 'ABCD2345', approve: true } });
  });

  it('qr-login, signed in without a code: the typed code is checked before anything is asked', async () => {
    const { request } = renderPage(<QrLoginPage {...pageProps('qr-login')} />, async () => ({}), { signedIn: true });
    const field = screen.getByRole('textbox', { name: 'Code' });
    fireEvent.change(field, { target: { value: 'AB1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The code has eight letters and digits')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
    await waitFor(() => expect(within(field.closest('div')!.parentElement!).getByText('The code has eight letters and digits')).toBeInTheDocument());
  });
});
