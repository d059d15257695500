/** The Russian-language operator (SITE_CONFIG=ru-operator on its own server): same code, its own JSON. */
import { expect, expectShell, test } from './fixtures.ts';
import { RU_OPERATOR_ORIGIN } from './servers.ts';

test.use({ baseURL: RU_OPERATOR_ORIGIN, locale: 'ru-RU' });

test('a Russian-speaking player on / gets the Russian home page of СтавкаПлюс', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveURL('/ru/');
  await expect(page.getByRole('heading', { name: 'Добро пожаловать в СтавкаПлюс' })).toBeVisible();
  await expectShell(page, 'СтавкаПлюс', 'Основная навигация');
  // The home page's own title: the server sends / on to /ru/ and writes that page's head.
  await expect(page).toHaveTitle(/^СтавкаПлюс: ставки на спорт/);
});

test.describe('with a browser language the operator does not offer', () => {
  test.use({ locale: 'de-DE' });

  test('/ falls back to the operator default language, Russian', async ({ page }) => {
    await page.goto('/?from=app');

    await expect(page).toHaveURL('/ru/?from=app');
    await expect(page.getByRole('heading', { name: 'Добро пожаловать в СтавкаПлюс' })).toBeVisible();
  });
});
