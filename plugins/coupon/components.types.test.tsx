// @vitest-environment jsdom
/**
 * The coupon page's newer parts as a player finds them: every type the bets fit with its controls,
 * lines / total stake / possible win, bonus and VIP bets, the promo code, loading a coupon by code
 * (the query and the field), and sharing it as a code, a file, an image or an e-mail.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { ApiError, betSelectionToggled } from '@plugin-api';
import type * as PluginApi from '@plugin-api';
import en from './texts/en.json';
import { CouponPage } from './components/CouponPage.tsx';
import { createCouponTestStore, SITE_CONFIG, selection, type CouponTestStore, type FakeRequest } from './test-kit.ts';
import { QUOTE_PATH } from './sagas/quote.saga.ts';
import { EMAIL_PATH, LOAD_PATH, SAVE_PATH } from './sagas/share.saga.ts';

vi.mock('@plugin-api', async (importOriginal) => {
  const api = await importOriginal<typeof PluginApi>();
  return { ...api, useRouteHref: (routeId: string) => `/en/${routeId}` };
});

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', ns: ['coupon'], defaultNS: 'coupon', resources: { en: { coupon: en } }, interpolation: { escapeValue: false }, initAsync: false });

let store: CouponTestStore;

function Location(): ReactNode {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

function showPage(query = ''): void {
  render(
    <Provider store={store.store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/en/coupon${query}`]}>
          <CouponPage routeId="coupon" params={{}} query={query} lng="en" />
          <Location />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

const four = [
  { marketId: 'a', coef: 1.85, opponent1: 'Lions', opponent2: 'Tigers', marketName: 'W1' },
  { marketId: 'b', coef: 2.1, opponent1: 'Eagles', opponent2: 'Hawks', marketName: 'W1' },
  { marketId: 'c', coef: 1.5, opponent1: 'Wolves', opponent2: 'Bears', marketName: 'W2' },
  { marketId: 'd', coef: 2.4, opponent1: 'Sharks', opponent2: 'Whales', marketName: 'X' },
];
const add = (...patches: Parameters<typeof selection>[0][]) =>
  act(() => {
    for (const patch of patches) store.dispatch(betSelectionToggled(selection(patch)));
  });
/** jsdom's Blob has no text(): read it the old way. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
const typeOptions = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  store.stop();
  vi.restoreAllMocks();
});

describe('coupon types', () => {
  it('offers every type four bets fit, and shows lines, total stake and possible win for each', () => {
    store = createCouponTestStore();
    showPage();
    add(...four);
    expect(typeOptions()).toEqual(['Singles', 'Express', 'System', 'Chain', 'Multi-bet', 'Conditional', 'Anti-express', 'Lucky']);

    fireEvent.click(screen.getByRole('radio', { name: 'Lucky' }));
    expect(screen.getByText(en.coupon_type_hint_7)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Stake, USD'), { target: { value: '15' } });
    expect(screen.getByTestId('coupon-lines')).toHaveTextContent('15');
    expect(screen.getByTestId('coupon-total-stake')).toHaveTextContent('$15.00');
    expect(screen.getByTestId('coupon-possible-win')).toHaveTextContent('$74.10');

    // Chain: 15 carried from bet to bet (15 × 1.85 = 27.75; 12.75 + 15 × 2.1; … ).
    fireEvent.click(screen.getByRole('radio', { name: 'Chain' }));
    expect(screen.getByTestId('coupon-lines')).toHaveTextContent('4');
    expect(screen.getByTestId('coupon-possible-win')).toHaveTextContent('$72.75');

    fireEvent.click(screen.getByRole('radio', { name: 'Singles' }));
    expect(screen.getByTestId('coupon-total-stake')).toHaveTextContent('$60.00');

    // Three bets: patent instead of lucky.
    fireEvent.click(screen.getByRole('button', { name: 'Remove X, Sharks — Whales' }));
    expect(typeOptions()).toEqual(['Singles', 'Express', 'System', 'Chain', 'Multi-bet', 'Conditional', 'Anti-express', 'Patent']);
  });

  it('multi-bet: a lobby and blocks per bet, a system over the blocks; too few blocks is said', () => {
    store = createCouponTestStore();
    showPage();
    add(...four);
    fireEvent.click(screen.getByRole('radio', { name: 'Multi-bet' }));
    const bets = screen.getByRole('list', { name: 'Bets' });
    expect(within(bets).getAllByRole('checkbox', { name: 'Lobby' })).toHaveLength(4);
    expect(within(screen.getByRole('combobox', { name: 'System' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['2/4 of the blocks (6 bets)', '3/4 of the blocks (4 bets)']);

    fireEvent.click(within(within(bets).getByRole('listitem', { name: 'Lions — Tigers' })).getByRole('checkbox', { name: 'Lobby' }));
    // A lobby bet has no block.
    expect(within(bets).queryByRole('combobox', { name: 'Block of W1, Lions — Tigers' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Block of W2, Wolves — Bears' }), { target: { value: '2' } });
    expect(screen.getByText(en.coupon_problem_multi_bet_blocks)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    fireEvent.change(screen.getByRole('combobox', { name: 'Block of W2, Wolves — Bears' }), { target: { value: '3' } });
    expect(screen.queryByText(en.coupon_problem_multi_bet_blocks)).not.toBeInTheDocument();
    expect(screen.getByTestId('coupon-lines')).toHaveTextContent('3');
  });

  it('anti-express: asks the book for its odds and shows them', async () => {
    const request: FakeRequest = vi.fn(async (_method: string, path: string) => (path === QUOTE_PATH ? { coef: 1.26 } : {}));
    store = createCouponTestStore({ request });
    showPage();
    add(...four.slice(0, 2));
    fireEvent.click(screen.getByRole('radio', { name: 'Anti-express' }));
    expect(screen.getByText(en.coupon_problem_quote_pending)).toBeInTheDocument();
    expect(await screen.findByTestId('coupon-total-coef')).toHaveTextContent('1.26');
    expect(screen.getByText('Anti-express odds')).toBeInTheDocument();
    expect(screen.getByTestId('coupon-possible-win')).toHaveTextContent('$6.30');
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });
});

describe('bonus bet, VIP bet, promo code', () => {
  it('a VIP bet lifts the maximum where the site allows it; the promo code stays but is not taken on singles', () => {
    store = createCouponTestStore({ config: { ...SITE_CONFIG, features: { ...SITE_CONFIG.features, vipBet: true } } });
    showPage();
    add(...four.slice(0, 2));
    fireEvent.change(screen.getByLabelText('Stake, USD'), { target: { value: '2500' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The maximum stake is $2,000.00');
    const vip = screen.getByRole('switch', { name: en.coupon_vip_bet });
    expect(vip).toHaveAccessibleDescription(en.coupon_vip_bet_hint);
    fireEvent.click(vip);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeEnabled();

    const promo = screen.getByLabelText('Promo code');
    fireEvent.change(promo, { target: { value: 'welcome' } });
    expect(promo).toHaveValue('WELCOME');
    fireEvent.click(screen.getByRole('radio', { name: 'Singles' }));
    expect(screen.getByLabelText('Promo code')).toBeDisabled();
    expect(screen.getByLabelText('Promo code')).toHaveValue('WELCOME');
    expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription(en.coupon_promo_code_not_on_singles);
    fireEvent.change(screen.getByLabelText('Stake per bet, USD'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Express' }));
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'W!' } });
    expect(screen.getByRole('alert')).toHaveTextContent(en.coupon_promo_code_malformed);
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  });

  it('the bonus bet can be taken out and added back', () => {
    store = createCouponTestStore();
    showPage();
    add(...four.slice(0, 3));
    expect(screen.getByRole('region', { name: 'Bonus bet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the bonus bet' }));
    expect(screen.queryByRole('region', { name: 'Bonus bet' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add the bonus bet back' }));
    expect(screen.getByRole('region', { name: 'Bonus bet' })).toBeInTheDocument();
  });
});

const loadAnswer = {
  code: 'ABC123',
  savedAt: '2025-01-01T11:00:00.000Z',
  typeId: 1,
  amount: 8,
  currencyIso: 'USD',
  bets: four.slice(0, 2).map((bet, i) => ({ ...bet, sportId: 1, typeId: 1, kind: 1, isLive: false, gameId: 500 + i, champId: 1, blocked: false })),
  dropped: [{ marketId: 'gone', opponent1: 'Old', opponent2: 'Club', marketName: 'W2' }],
};

describe('loading a coupon by code', () => {
  it('a code in the query loads the coupon, leaves the address, and says what could not come', async () => {
    const request: FakeRequest = vi.fn(async () => loadAnswer);
    store = createCouponTestStore({ request });
    showPage('?code=abc123&x=1');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/coupon?x=1');
    expect(await screen.findByText('Coupon ABC123 is loaded.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', LOAD_PATH, { query: { code: 'ABC123' } });
    expect(screen.getByText('1 bet is no longer available and was not loaded:')).toBeInTheDocument();
    expect(screen.getByText('Old — Club: W2')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Bets' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByLabelText('Stake, USD')).toHaveValue('8');
  });

  it('a wrong code keeps what was typed and says why; loading over bets asks first', async () => {
    const request: FakeRequest = vi.fn(async () => {
      throw new ApiError('No coupon', 404, 'http_error');
    });
    store = createCouponTestStore({ request });
    showPage();
    const field = screen.getByLabelText('Coupon code');
    fireEvent.change(field, { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByRole('alert')).toHaveTextContent(en.coupon_load_invalid_code);
    fireEvent.change(field, { target: { value: 'zzzzz9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('There is no coupon with the code ZZZZZ9.')).toBeInTheDocument();
    expect(field).toHaveValue('zzzzz9');

    add(four[3]!);
    request.mockImplementation(async () => loadAnswer);
    fireEvent.change(field, { target: { value: 'ABC123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Load coupon ABC123?' });
    expect(dialog).toHaveTextContent('It has 2 bets. It replaces the 1 bets in your coupon.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my coupon' }));
    expect(within(screen.getByRole('list', { name: 'Bets' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Sharks — Whales']);
  });
});

describe('sharing the coupon', () => {
  function captureDownloads(): { names: string[]; blobs: Blob[] } {
    const downloads = { names: [] as string[], blobs: [] as Blob[] };
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      downloads.blobs.push(blob as Blob);
      return `blob:${downloads.blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.names.push(this.download);
    });
    return downloads;
  }

  it('downloads the coupon as a JSON file and as a PNG drawn on a canvas', async () => {
    store = createCouponTestStore();
    showPage();
    add(...four.slice(0, 2));
    const downloads = captureDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Download as a file' }));
    expect(downloads.names[0]).toMatch(/^coupon-\d{8}-\d{4}\.json$/);
    const document = JSON.parse(await readText(downloads.blobs[0]!));
    expect(document).toMatchObject({ typeId: 1, stake: 5, totalCoef: 3.885, possibleWin: 19.43, bets: [{ game: 'Lions — Tigers', market: 'W1', coef: 1.85 }, { game: 'Eagles — Hawks' }] });

    const texts: string[] = [];
    const context = { fillRect: vi.fn(), fillText: (text: string) => texts.push(text), measureText: (text: string) => ({ width: text.length * 8 }), fillStyle: '', font: '', textAlign: 'left', textBaseline: 'alphabetic' };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => context) as unknown as HTMLCanvasElement['getContext']);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => callback(new Blob(['png'], { type: 'image/png' })));
    fireEvent.click(screen.getByRole('button', { name: 'Download as an image' }));
    await vi.waitFor(() => expect(downloads.names).toHaveLength(2));
    expect(downloads.names[1]).toMatch(/\.png$/);
    expect(downloads.blobs[1]!.type).toBe('image/png');
    expect(texts).toEqual(expect.arrayContaining(['Lions — Tigers', 'W1', '1.85', 'Possible win', '$19.43']));
  });

  it('an image the browser cannot draw is said; the file still works', async () => {
    store = createCouponTestStore();
    showPage();
    add(...four.slice(0, 2));
    captureDownloads();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => null) as unknown as HTMLCanvasElement['getContext']);
    fireEvent.click(screen.getByRole('button', { name: 'Download as an image' }));
    expect(await screen.findByText(en.coupon_export_image_failed)).toBeInTheDocument();
  });

  it('saves for a code and a link, and e-mails it; a bad address is said and kept', async () => {
    const request: FakeRequest = vi.fn(async (_method: string, path: string) => (path === SAVE_PATH ? { code: 'QWE234' } : path === EMAIL_PATH ? { sent: true } : {}));
    store = createCouponTestStore({ request });
    showPage();
    add(...four.slice(0, 2));
    fireEvent.click(screen.getByRole('button', { name: 'Save and get a code' }));
    expect(await screen.findByText(/Coupon code: QWE234/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link to this coupon' })).toHaveAttribute('href', '/en/coupon?code=QWE234');

    const email = screen.getByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'player@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(en.coupon_share_invalid_email)).toBeInTheDocument();
    expect(email).toHaveValue('player@');
    fireEvent.change(email, { target: { value: 'player@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The coupon is sent to player@example.com.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('POST', EMAIL_PATH, { body: { email: 'player@example.com', code: 'QWE234' } });
    expect(request.mock.calls.filter(([, path]) => path === SAVE_PATH)).toHaveLength(1);
  });
});
