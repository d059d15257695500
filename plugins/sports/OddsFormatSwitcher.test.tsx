// @vitest-environment jsdom
// The odds format switcher in the list header: every price on the page follows the choice.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectOddsFormat } from '@plugin-api';
import { describeGame, listGames } from '../../server/test-kit/index.ts';
import { LinePage } from './LinePage.tsx';
import { GamePage } from './GamePage.tsx';
import { OddsFormatSwitcher } from './OddsFormatSwitcher.tsx';
import { createSportsTestApp, sportsServerForFile, T0 } from './test-kit.tsx';


const server = sportsServerForFile();

/** The first open (not suspended) result market of the live list at T0, and its game. */
function openMarket() {
  const game = listGames('live', {}, T0).games.find((g) => g.markets.some((m) => !m.blocked))!;
  return { game, market: game.markets.find((m) => !m.blocked)! };
}

describe('OddsFormatSwitcher', () => {
  it('offers the six odds formats with an example price, decimal first', () => {
    createSportsTestApp({ runSaga: false }).render(<OddsFormatSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Odds format' });
    expect(select).toHaveValue('0');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Decimal (2.50)',
      'Fractional (6/4)',
      'American (+150)',
      'Hong Kong (1.50)',
      'Malay (-0.67)',
      'Indonesian (1.50)',
    ]);
  });

  it('offers only what the site config lists, and starts on its default', () => {
    const t = createSportsTestApp({ runSaga: false, siteConfig: { oddsFormats: { available: [0, 1, 2], default: 2 } } });
    t.render(<OddsFormatSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Odds format' });
    expect(select).toHaveValue('2');
    expect(within(select).getAllByRole('option')).toHaveLength(3);
  });

  it('is not shown when the site offers one format', () => {
    createSportsTestApp({ runSaga: false, siteConfig: { oddsFormats: { available: [1] } } }).render(<OddsFormatSwitcher />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('sits in the list header and switches every price of the list', async () => {
    const user = userEvent.setup();
    const t = createSportsTestApp({ request: server().guest() });
    t.render(<LinePage routeId="live" params={{}} query="" lng="en" />);
    const { game, market } = openMarket();
    const row = (await screen.findAllByText(game.home)).map((el) => el.closest('li')!).find((li) => within(li).queryByText(game.away))!;
    const name = market.outcome === 'X' ? 'Draw' : `${market.outcome === '1' ? game.home : game.away} to win`;
    expect(within(row).getByRole('button', { name: `${name}, ${market.coef.toFixed(2)}` })).toBeInTheDocument();

    const header = screen.getByRole('heading', { level: 1, name: 'Live' }).closest('header')!;
    await user.selectOptions(within(header).getByRole('combobox', { name: 'Odds format' }), 'American (+150)');
    expect(selectOddsFormat(t.store.getState())).toBe(2);
    const american = market.coef >= 2 ? `+${Math.round((market.coef - 1) * 100)}` : `-${Math.round(100 / (market.coef - 1))}`;
    expect(within(row).getByRole('button', { name: `${name}, ${american}` })).toHaveTextContent(american);
    // Every price of the page is in the new format: no decimal point is left on a button.
    for (const button of screen.getAllByRole('button', { name: /to win|Draw/ })) expect(button.querySelector('.odds__coef')!.textContent).toMatch(/^[+-]\d+$|^–$/);
  });

  it('the game page shows its prices in the chosen format (fractional)', async () => {
    const user = userEvent.setup();
    const game = listGames('live', { sport: 'football' }, T0).games[0]!;
    const t = createSportsTestApp({ request: server().guest() });
    t.render(
      <>
        <OddsFormatSwitcher />
        <GamePage routeId="live-game" params={{ sport: 'football', champ: game.champId, game: game.id }} query="" lng="en" />
      </>,
    );
    await screen.findByRole('region', { name: 'Total' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Odds format' }), '1');
    const prices = within(screen.getByRole('region', { name: 'Total' }))
      .getAllByRole('button')
      .map((b) => b.querySelector('.odds__coef')!.textContent);
    const totals = describeGame(game.id, T0)!.markets.filter((m) => m.group === 'total');
    expect(prices).toHaveLength(totals.length);
    for (const price of prices) expect(price).toMatch(/^\d+\/\d+$/);
  });
});
