// @vitest-environment jsdom
// The game's id on its row and its page (SPEC 3.5 isShowGameId), for a player to quote to support.
import { describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { preferenceChosen, type ChosenPreferences } from '@plugin-api';
import { listGames } from '../../server/test-kit/index.ts';
import { LinePage } from './LinePage.tsx';
import { GamePage } from './GamePage.tsx';
import { createSportsTestApp, sportsServerForFile, T0 } from './test-kit.tsx';

const server = sportsServerForFile();

const game = () => listGames('live', { sport: 'football' }, T0).games[0]!;

function renderRow(preferences: Partial<ChosenPreferences>) {
  const t = createSportsTestApp({ request: server().guest(), preferences });
  t.render(<LinePage routeId="live-sport" params={{ sport: 'football' }} query="" lng="en" />);
  return t;
}

async function rowOf(home: string): Promise<HTMLElement> {
  return (await screen.findAllByText(home, undefined, { timeout: 5000 }))[0]!.closest('li')!;
}

describe('game ids', () => {
  it('each row shows its game id when asked, and drops it when turned off, without a reload', async () => {
    const t = renderRow({ showGameId: true });
    const first = game();
    const row = await rowOf(first.home);
    expect(within(row).getByText(`ID ${first.id}`)).toBeInTheDocument();
    act(() => {
      t.store.dispatch(preferenceChosen({ name: 'showGameId', value: false }));
    });
    expect(within(row).queryByText(/^ID \d+$/)).toBeNull();
  });

  it('no id by default', async () => {
    renderRow({});
    const row = await rowOf(game().home);
    expect(within(row).queryByText(/^ID \d+$/)).toBeNull();
  });

  it('the game page shows the id under its title when asked', async () => {
    const first = game();
    for (const showGameId of [true, false]) {
      const t = createSportsTestApp({ request: server().guest(), preferences: { showGameId } });
      t.render(<GamePage routeId="live-game" params={{ sport: 'football', champ: first.champId, game: first.id }} query="" lng="en" />);
      await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      await screen.findAllByRole('region', undefined, { timeout: 5000 });
      if (showGameId) expect(screen.getByText(`ID ${first.id}`)).toBeInTheDocument();
      else expect(screen.queryByText(`ID ${first.id}`)).toBeNull();
      cleanup();
    }
  });
});
