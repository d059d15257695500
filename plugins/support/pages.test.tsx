// @vitest-environment jsdom
/**
 * The support pages as a player uses them, against the reference support API: the e-mail form says
 * what is wrong as it is typed and keeps the text through the server's refusal, callbacks one at a
 * time with the server's words for a second, the call history with cancelling, questions for
 * players only and their request history, the channels as links, and the hub offering the chat only
 * where the site config names one.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { cookieConsentGiven } from '@plugin-api';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createTestApp } from '../../tests/helpers/store.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import supportManifest from '../../route-manifests/support.json';
import infoManifest from '../../route-manifests/info.json';
import authManifest from '../../route-manifests/auth.json';
import sportsManifest from '../../route-manifests/sports.json';
import { CallbackPage } from './components/CallbackPage.tsx';
import { CallHistoryPage } from './components/CallHistoryPage.tsx';
import { ContactsPage } from './components/ContactsPage.tsx';
import { EmailPage } from './components/EmailPage.tsx';
import { HubPage } from './components/HubPage.tsx';
import { QuestionModal } from './components/QuestionModal.tsx';
import { RequestsModal } from './components/RequestsModal.tsx';
import { dictionaryOf, startTestServer, type ApiCall, type TestServer } from '../../server/test-kit/index.ts';

const MANIFESTS = [supportManifest, infoManifest, authManifest, sportsManifest] as RouteManifest[];
const WITH_CHAT = makeSiteConfig((c) => {
  c.routes.enabled = [47];
  c.support = { chat: { provider: 'chatra', scriptUrl: '/chat-standin/chatra.js', account: 'abc' }, callbacks: true };
});
/** A regulated site: a cookie notice, so the chat (functional cookies) waits for that consent. */
const WITH_CHAT_AND_NOTICE = makeSiteConfig((c) => {
  c.support = { chat: { provider: 'chatra', scriptUrl: '/chat-standin/chatra.js', account: 'abc' }, callbacks: true };
  c.notices = { plugin: 'notices', cookies: { types: ['functional', 'marketing'] } };
});
const WITHOUT_CHAT = makeSiteConfig((c) => {
  c.support = { callbacks: false };
});

const en = dictionaryOf('support');
const ru = dictionaryOf('support', 'ru');

let server: TestServer;
// Building the reference server checks the whole project first: seconds on a busy machine.
beforeAll(async () => {
  server = await startTestServer({ siteConfigId: 'default' });
}, 60_000);
afterAll(async () => {
  await server.close();
});
afterEach(cleanup);

async function renderPage(page: ReactNode, request: ApiCall, { config = WITH_CHAT, signedIn = false }: { config?: SiteConfig; signedIn?: boolean } = {}) {
  const app = createTestApp({ config, manifests: MANIFESTS, request: request as never, isAuthenticated: signedIn });
  app.i18n.addResourceBundle('en', 'support', en);
  for (let i = 0; i < 50 && !app.state().siteConfig.config; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  return { ...renderWithApp(page, app, { url: '/en/support' }), app };
}

describe('the e-mail form', () => {
  it('says what is wrong as it is typed, keeps the text through the refusal, and shows the accepted number', async () => {
    const user = userEvent.setup();
    await renderPage(<EmailPage />, server.guest());
    await user.type(screen.getByLabelText('Your e-mail'), 'player@');
    expect(screen.getByText('Enter an e-mail address like name@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your e-mail'), 'example.com');
    expect(screen.queryByText('Enter an e-mail address like name@example.com')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Topic'), 'Bets');
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    expect(screen.getByText('At least 3 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), ' there');
    const message = 'See www.example.com/coupon for the coupon that was settled wrong.';
    await user.type(screen.getByLabelText('Message'), message);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Links are not accepted in requests: describe the page or paste the coupon number instead')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue(message);
    expect(screen.getByLabelText('Subject')).toHaveValue('Hi there');

    await user.clear(screen.getByLabelText('Message'));
    expect(screen.queryByText(/Links are not accepted/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Coupon 17 was settled as lost though both legs won.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/^Request #\d+ received\. We will answer to player@example\.com within 24 hours\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write another request' }));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('does not send an incomplete request', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const guest = server.guest();
    await renderPage(<EmailPage />, (method, path, options) => {
      calls.push(`${method} ${path}`);
      return guest(method, path, options);
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Choose a topic', { selector: '.field__error' })).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});

describe('callbacks', () => {
  it('schedules a call, refuses a second with the server’s words, and cancels from the history', async () => {
    const user = userEvent.setup();
    const player = (await server.register({ currency: 'USD' })).call;
    await renderPage(<CallbackPage />, player, { signedIn: true });
    await user.type(screen.getByLabelText('Phone number'), '12');
    expect(screen.getByText('Enter the number with its country code, like +44 20 7946 0958')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '+44 20 7946 0958');
    await user.selectOptions(screen.getByLabelText('When to call'), 'Evening (17:00–21:00)');
    await user.selectOptions(screen.getByLabelText('What the call is about'), 'My account');
    await user.click(screen.getByRole('button', { name: 'Ask for a call' }));
    expect(await screen.findByText('A call to +442079460958 is scheduled.')).toBeInTheDocument();
    cleanup();

    await renderPage(<CallbackPage />, player, { signedIn: true });
    await user.type(screen.getByLabelText('Phone number'), '+44 20 7946 0000');
    await user.selectOptions(screen.getByLabelText('What the call is about'), 'Bets');
    await user.click(screen.getByRole('button', { name: 'Ask for a call' }));
    expect(await screen.findByText('A call is already scheduled: cancel it in your call history to ask for another')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('+44 20 7946 0000');
    cleanup();

    await renderPage(<CallHistoryPage routeId="call-history" params={{}} query="" lng="en" />, player, { signedIn: true });
    const item = (await screen.findByText('+442079460958')).closest('li')!;
    expect(within(item).getByText('Scheduled')).toBeInTheDocument();
    expect(within(item).getByText(/Evening \(17:00–21:00\) · My account/)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Cancel the call' }));
    expect(await within(item).findByText('Cancelled')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Cancel the call' })).not.toBeInTheDocument();
  });

  it('offers no form where the site does not call back, and an empty history says how to ask', async () => {
    await renderPage(<CallbackPage />, (await server.register({ currency: 'USD' })).call, { config: WITHOUT_CHAT, signedIn: true });
    expect(screen.getByText('Callbacks are not offered here. Write to us and we answer by e-mail.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    cleanup();
    await renderPage(<CallHistoryPage routeId="call-history" params={{}} query="" lng="en" />, (await server.register({ currency: 'USD' })).call, { signedIn: true });
    expect(await screen.findByText('You have not asked for a call yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call me back' })).toHaveAttribute('href', '/en/callback');
  });
});

describe('questions and the request history', () => {
  it('asks a guest to sign in, and shows a player’s question in the history', async () => {
    const user = userEvent.setup();
    await renderPage(<QuestionModal lng="en" />, server.guest());
    expect(screen.getByText('Sign in to ask a question: the answer comes to your request history.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/user/login?redirect_url=%2Fen%2Fsupport');
    cleanup();

    const player = (await server.register({ currency: 'USD' })).call;
    await renderPage(<RequestsModal lng="en" />, player, { signedIn: true });
    expect(await screen.findByText('You have no requests yet.')).toBeInTheDocument();
    cleanup();

    await renderPage(<QuestionModal lng="en" />, player, { signedIn: true });
    await user.selectOptions(screen.getByLabelText('Topic'), 'Casino');
    await user.type(screen.getByLabelText('Your question'), 'Why?');
    expect(screen.getByText('At least 10 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your question'), ' Was the last spin void?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/^Question #\d+ sent\./)).toBeInTheDocument();
    cleanup();

    await renderPage(<RequestsModal lng="en" />, player, { signedIn: true });
    const item = (await screen.findByText(/Why\? Was the last spin void\?/)).closest('li')!;
    expect(within(item).getByText('Waiting for an answer')).toBeInTheDocument();
    expect(within(item).getByText(/Question · Casino/)).toBeInTheDocument();
  });
});

describe('the hub and contacts', () => {
  it('offers the live chat only where the site config names one, and what signed-in players can do', async () => {
    await renderPage(<HubPage />, server.guest());
    expect(screen.getByRole('button', { name: 'Chat with a consultant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call me back' })).toHaveAttribute('href', '/en/callback');
    expect(screen.queryByRole('link', { name: 'My requests' })).not.toBeInTheDocument();
    expect(screen.getByText('Sign in to ask a question, see your requests and order a callback.')).toBeInTheDocument();
    // Nothing of the provider is on the page before the chat is opened.
    expect(document.querySelector('script[data-chat]')).toBeNull();
    cleanup();

    await renderPage(<HubPage />, (await server.register({ currency: 'USD' })).call, { config: WITHOUT_CHAT, signedIn: true });
    expect(screen.queryByRole('button', { name: 'Chat with a consultant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Call me back' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My requests' })).toHaveAttribute('href', '/en/support?support-requests-modal=1');
    expect(screen.getByRole('link', { name: 'Ask a question' })).toHaveAttribute('href', '/en/support?support-question-modal=1');
  });

  it('loads no chat script before functional consent where the site asks for it; the button says it allows them', async () => {
    const user = userEvent.setup();
    const { app } = await renderPage(<HubPage />, server.guest(), { config: WITH_CHAT_AND_NOTICE });
    expect(screen.getByText(en.support_chat_consent!)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.support_chat_open })).not.toBeInTheDocument();
    expect(document.querySelector('script[data-chat]')).toBeNull();
    await user.click(screen.getByRole('button', { name: en.support_chat_allow_and_open }));
    // The press is the visitor's agreement to functional cookies (marketing stays as it was), then the script loads.
    expect(app.state().consent).toMatchObject({ decided: true, functional: true, marketing: false });
    const script = document.querySelector<HTMLScriptElement>('script[data-chat]');
    expect(script?.src).toMatch(/\/chat-standin\/chatra\.js$/);
    script?.remove();
  });

  it('offers the chat as usual once functional cookies are agreed to', async () => {
    const { app } = await renderPage(<HubPage />, server.guest(), { config: WITH_CHAT_AND_NOTICE });
    act(() => {
      app.store.dispatch(cookieConsentGiven({ functional: true, marketing: false, agreedAt: 1_800_000_000 }));
    });
    expect(screen.getByRole('button', { name: en.support_chat_open })).toBeInTheDocument();
    expect(screen.queryByText(en.support_chat_consent!)).not.toBeInTheDocument();
  });

  it('lists the channels as links a phone can follow, with their hours', async () => {
    await renderPage(<ContactsPage />, server.guest());
    expect(await screen.findByRole('link', { name: '+18005550199' })).toHaveAttribute('href', 'tel:+18005550199');
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
    expect(screen.getByRole('link', { name: '@examplebetsupport' })).toHaveAttribute('href', 'https://t.me/examplebetsupport');
    expect(screen.getByText('06:00–22:00 UTC')).toBeInTheDocument();
    expect(screen.getAllByText('Around the clock')).toHaveLength(2);
  });
});

it('has every English text in Russian too', () => {
  expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
});
