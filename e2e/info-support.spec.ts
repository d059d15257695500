/**
 * Information and support as a player meets them: every information path opens its content from the
 * content API (and content that does not exist answers 404), the calculators count with the coupon
 * maths, the e-mail form keeps its text through the server's refusal, a player asks a question and
 * reads it in the request history, orders and cancels a callback, and the live chat loads only when
 * opened, under the strict CSP.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { RU_OPERATOR_ORIGIN } from './servers.ts';
import { accessibilityViolations, expectNoBrokenPiece, expectRealPage } from './walk.ts';

test.use({ viewport: { width: 390, height: 844 } });

const INFO_PAGES: readonly [string, string][] = [
  ['/en/information/about', 'About us'],
  ['/en/information/contacts', 'Contacts'],
  ['/en/information/cookies', 'Cookie policy'],
  ['/en/information/licenses', 'Licences'],
  ['/en/information/rules', 'Betting rules'],
  ['/en/information/rules/sports', 'Sports betting'],
  ['/en/information/rules/sports/2', 'Postponed events'],
  ['/en/information/rules-frame/live/1', 'Changing odds'],
  ['/en/information/responsiblegaming', 'Responsible gaming'],
  ['/en/information/amlpolicy', 'Anti-money laundering policy'],
  ['/en/information/kycpolicy', 'Know your customer policy'],
  ['/en/information/disputeresolution', 'Dispute resolution'],
  ['/en/information/payment', 'Payment methods'],
  ['/en/information/calc', 'Bet calculator'],
  ['/en/information/betting-calculator', 'Betting calculator'],
  ['/en/information/cash_terminals', 'Cash terminals'],
  ['/en/information/howbet', 'How to place a bet'],
  ['/en/information/betting-awards', 'Betting awards'],
  ['/en/information/taxes', 'Taxes on winnings'],
  ['/en/information/privacy-policy', 'Privacy policy'],
  ['/en/information/consent', 'Consent to data processing'],
  ['/en/information/sms-bets', 'Bets by SMS'],
  ['/en/information/simple-identification', 'Simple identification'],
  ['/en/football-champions-rules', 'Football champions: rules'],
  ['/en/football-champions-rules/prizes', 'Prizes'],
  ['/en/betting-alphabet', 'Betting alphabet'],
  ['/en/news', 'News'],
  ['/en/news/new-calculator', 'A betting calculator for every coupon type'],
  ['/en/ourpartners', 'Our partners'],
  ['/en/ourpartners/clubs', 'Clubs'],
  ['/en/points', 'Loyalty points'],
  ['/en/promo', 'Promo codes'],
  ['/en/confirm', 'Terms and conditions'],
  ['/en/support', 'Support'],
  ['/en/support/email', 'Write to support'],
  ['/en/support/contacts', 'Support contacts'],
  ['/en/support/consultant', 'Support consultant'],
];

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('every information and support path opens its page; content that does not exist answers 404', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [path, heading] of INFO_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(h1(page, heading), `${path} shows its heading`).toBeVisible();
    // The cookie policy names real cookies (auth_session), which read like dictionary keys.
    if (path.endsWith('/cookies')) await expect(page.locator('.status-page, .refresh-control')).toHaveCount(0);
    else await expectNoBrokenPiece(page, path);
  }
  // information leads to about.
  await page.goto('/en/information');
  await expect(page).toHaveURL(/\/en\/information\/about$/);

  for (const path of ['/en/news/no-such-article', '/en/information/rules/sports/9', '/en/ourpartners/nobody', '/en/football-champions-rules/none']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('.status-page'), `${path} shows the not-found page`).toBeVisible();
  }

  // A chapter links back up its trail, and a news list links to its articles, newest first.
  await page.goto('/en/information/rules/sports/2');
  const trail = page.getByRole('navigation', { name: 'Where you are' });
  await trail.getByRole('link', { name: 'Sports betting' }).click();
  await expect(h1(page, 'Sports betting')).toBeVisible();
  await page.getByRole('link', { name: 'Systems and expresses' }).click();
  await expect(h1(page, 'Systems and expresses')).toBeVisible();
  await page.goto('/en/news');
  const articles = page.getByRole('region', { name: 'Contents' }).getByRole('listitem');
  await expect(articles.first()).toContainText('October betting awards');
  await articles.first().getByRole('link').click();
  await expect(h1(page, 'October betting awards')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto('/en/information/cookies');
  await expect(page.getByRole('table', { name: 'Cookies we set' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.goto('/ru/information/cookies');
  await expect(h1(page, 'Политика cookie')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Какие cookie мы сохраняем' })).toBeVisible();
});

test('the calculators count a coupon as the coupon does, and say what is wrong as it is typed', async ({ page }) => {
  await expectRealPage(page, '/en/information/calc', 'Bet calculator');
  const outcome = page.getByRole('region', { name: 'What the coupon counts' });
  await page.getByLabel('Odds of selection 1').fill('1.5');
  await page.getByLabel('Odds of selection 2').fill('2,0');
  await page.getByLabel('Stake, USD').fill('10');
  await expect(outcome).toContainText('Possible win');
  await expect(outcome).toContainText('$30.00');

  await page.getByLabel('Coupon type').selectOption({ label: 'System' });
  await page.getByLabel('Odds of selection 3').fill('3');
  await expect(page.getByLabel('System size')).toHaveValue('2');
  // 2 of 3: three doubles of 10/3 each: (3 + 4.5 + 6) × 10/3 = 45.
  await expect(outcome).toContainText('$45.00');
  await page.getByLabel('Odds of selection 3').fill('abc');
  await expect(page.getByText('Enter a number like 1.85')).toBeVisible();
  await expect(outcome).toContainText('Enter the odds of every selection and the stake');
  expect(await accessibilityViolations(page)).toEqual([]);

  await expectRealPage(page, '/en/information/betting-calculator', 'Betting calculator');
  await page.getByLabel('Odds of selection 1').fill('2');
  await page.getByLabel('Odds of selection 2').fill('3');
  await page.getByLabel('Stake, USD').fill('10');
  await expect(page.getByRole('region', { name: 'What the coupon counts' })).toContainText('$60.00');
  await page.getByLabel('Result of selection 2').selectOption({ label: 'Void (stake returned)' });
  await expect(page.getByRole('region', { name: 'What the coupon counts' })).toContainText('$20.00');
  await page.getByLabel('Result of selection 1').selectOption({ label: 'Lost' });
  await expect(page.getByRole('region', { name: 'What the coupon counts' })).toContainText('-$10.00');
});

test('support: the e-mail form keeps its text through a refusal, questions reach the request history, callbacks can be cancelled', async ({ page }) => {
  // A guest writes; the server refuses a link and the text stays.
  await expectRealPage(page, '/en/support/email', 'Write to support');
  await page.getByLabel('Your e-mail').fill('player@example.com');
  await page.getByLabel('Topic').selectOption({ label: 'Bets' });
  await page.getByLabel('Subject').fill('Coupon settled wrong');
  const message = 'Please check the coupon at https://example.com/coupon/17, it was settled as lost.';
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Links are not accepted in requests: describe the page or paste the coupon number instead')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue(message);
  await expect(page.getByLabel('Subject')).toHaveValue('Coupon settled wrong');
  await page.getByLabel('Message').fill('Please check coupon 17, it was settled as lost though both legs won.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/Request #\d+ received/)).toBeVisible();

  // A guest is asked to sign in for the request history.
  await page.goto('/en/support?support-requests-modal=1');
  await expect(page.getByText('Sign in to see your requests and their answers.')).toBeVisible();

  // A new player asks a question and finds it in the history.
  const registered = await page.request.post('/web-api/user/registration', { data: { type: 'one_click', currency: 'USD', country_id: 1 } });
  expect(registered.ok(), await registered.text()).toBe(true);
  await page.goto('/en/support?support-question-modal=1');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Topic').selectOption({ label: 'Deposits and withdrawals' });
  await dialog.getByLabel('Your question').fill('When does a card withdrawal arrive?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(/Question #\d+ sent/)).toBeVisible();
  await dialog.getByRole('link', { name: 'My requests' }).click();
  await expect(page.getByRole('dialog').getByText('When does a card withdrawal arrive?', { exact: false })).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Waiting for an answer')).toBeVisible();

  // A callback: a wrong number is said as it is typed, then the call is scheduled and cancelled.
  await expectRealPage(page, '/en/callback', 'Call me back');
  await page.getByLabel('Phone number').fill('12345');
  await expect(page.getByText('Enter the number with its country code')).toBeVisible();
  await page.getByLabel('Phone number').fill('+44 20 7946 0958');
  await page.getByLabel('What the call is about').selectOption({ label: 'My account' });
  await page.getByRole('button', { name: 'Ask for a call' }).click();
  await expect(page.getByText('A call to +442079460958 is scheduled.')).toBeVisible();
  await page.getByRole('link', { name: 'Call history' }).click();
  await expect(h1(page, 'Call history')).toBeVisible();
  await expect(page.getByText('Scheduled')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel the call' }).click();
  await expect(page.getByText('Cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel the call' })).toHaveCount(0);
});

test('the live chat loads only when opened, from the allowed origin, and answers', async ({ page }) => {
  const chatRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/chat-standin/')) chatRequests.push(request.url());
  });
  await expectRealPage(page, '/en/support', 'Support');
  expect(chatRequests).toEqual([]);
  await page.getByRole('button', { name: 'Chat with a consultant' }).click();
  const chat = page.getByRole('region', { name: 'Support chat' });
  await expect(chat).toBeVisible();
  expect(chatRequests.some((url) => url.endsWith('/chat-standin/livechatinc.js'))).toBe(true);
  await chat.getByLabel('Message').fill('Is live betting open on tennis?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText(/A consultant will answer within \d+ minutes/)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toBeHidden();
  await page.getByRole('button', { name: 'Open the chat again' }).click();
  await expect(page.getByRole('region', { name: 'Support chat' })).toBeVisible();
});

test('another operator: its own chat provider, and the payment page for signed-in players only', async ({ page }) => {
  await page.goto(`${RU_OPERATOR_ORIGIN}/ru/information/payment`);
  await expect(page.getByText('Эта страница для игроков, вошедших в аккаунт. Войдите, чтобы её прочитать.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Войти' }).last()).toHaveAttribute('href', '/ru/user/login?redirect_url=%2Fru%2Finformation%2Fpayment');

  await page.goto(`${RU_OPERATOR_ORIGIN}/ru/support`);
  await page.getByRole('button', { name: 'Написать консультанту в чат' }).click();
  const chat = page.getByRole('region', { name: 'Чат поддержки' });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('data-provider', 'chatra');
  await expectNoBrokenPiece(page, '/ru/support');
});

test('pages fit a 320 px phone: wide tables scroll inside their own box', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/en/information/payment', '/en/information/betting-calculator', '/en/support/email', '/en/support/contacts']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(320);
  }
});
