// @vitest-environment jsdom
/**
 * The account-currency page against the reference server: it offers a conversion only where the
 * server would make it, and says why not elsewhere, a pending withdrawal included (whose money
 * could only come back in the account's currency).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp } from '../../tests/helpers/store.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import manifest from '../../route-manifests/office-account.json';
import en from '../../server/data/dictionaries/office-account/en.json';
import ProfilePages from './extensions/profile-pages.tsx';
import { startAccountServer, type AccountServer, type Request } from './test-server.ts';

let server: AccountServer;
beforeAll(async () => {
  server = await startAccountServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(cleanup);

function renderConvertPage(request: Request) {
  const app = createTestApp({ manifests: [manifest as RouteManifest], request: request as never });
  app.i18n.addResourceBundle('en', 'office-account', en);
  return renderWithApp(<ProfilePages routeId="office-convert-account" params={{}} query="" lng="en" />, app);
}

const convertForm = () => screen.queryByRole('form', { name: 'Change the currency of the USD account' });

describe('account currency', () => {
  it('offers an empty account with nothing pending a new currency, and converts it', async () => {
    const { request } = await server.freshPlayer();
    renderConvertPage(request);
    expect(await screen.findByRole('form', { name: 'Change the currency of the USD account' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change currency' }));
    // The page reads the accounts again: the EUR account (the first currency offered) is in its place.
    expect(await screen.findByText('Main account, EUR')).toBeInTheDocument();
    expect(convertForm()).not.toBeInTheDocument();
    // The outcome outlives the old account's form (the converted account is a new one).
    expect(screen.getByText(en.office_account_convert_done)).toBeInTheDocument();
  });

  it('offers no conversion while a withdrawal from the empty account is pending, and says why; once cancelled, the money is there', async () => {
    const { request } = await server.freshPlayer();
    await request('POST', '/payments/deposit', { body: { methodId: 'card', amount: 40 } });
    const { payment } = (await request('POST', '/payments/withdrawal', { body: { methodId: 'card', amount: 40 } })) as { payment: { id: number } };
    renderConvertPage(request);
    expect(await screen.findByText(en.office_account_convert_pending_money)).toBeInTheDocument();
    expect(convertForm()).not.toBeInTheDocument();
    expect(screen.getByText(en.office_account_convert_none)).toBeInTheDocument();

    cleanup();
    await request('POST', `/payments/${payment.id}/cancel`);
    renderConvertPage(request);
    expect(await screen.findByText(en.office_account_convert_has_money)).toBeInTheDocument();
    expect(convertForm()).not.toBeInTheDocument();
  });
});
