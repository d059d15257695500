// @vitest-environment jsdom
// The media panel of a live game on the real store, with the reference server answering at a fixed
// feed clock and the live-data poller running as the plugin loader starts it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import type { ReactNode } from 'react';
import { useMediaKit, type MediaEntity } from '@plugin-api';
import type { RouteManifest } from '../../../schemas/route-manifest.schema.ts';
import { createTestApp } from '../../../tests/helpers/store.ts';
import { renderWithApp } from '../../../tests/helpers/render.tsx';
import sportsManifest from '../../../route-manifests/sports.json';
import authManifest from '../../../route-manifests/auth.json';
import { dictionaryOf, listGames } from '../../../server/test-kit/index.ts';
import { zoneEvents } from '../api/media/catalog.ts';
import { startSportsServer, T0, type SportsServer } from '../test-kit.tsx';
import { liveDataSlice, watchCricketLiveData } from '../cricket/live-data.ts';
import { GameMedia } from './MediaPanel.tsx';

/** The panel as the widget renders it once the media kit arrived (fetched through the plugin API). */
function PanelWithKit({ gameId }: { gameId: number }): ReactNode {
  const { kit } = useMediaKit();
  return kit ? <GameMedia kit={kit} gameId={gameId} gameLink="/en/live/football/1/1" /> : null;
}

const selectMediaEntities = (state: unknown): MediaEntity[] => (state as { media?: { mediaEntities: MediaEntity[] } }).media?.mediaEntities ?? [];
/** What the core's token saga puts in the store when the server gave a token. */
const videoTokenReceived = (token: string) => ({ type: 'media/videoTokenReceived', payload: token });

let server: SportsServer;
beforeAll(async () => {
  server = await startSportsServer();
}, 60_000);
afterAll(() => server.close());

async function renderPanel(gameId: number, options: { signedIn?: boolean } = {}) {
  const app = createTestApp({ manifests: [sportsManifest, authManifest] as RouteManifest[], request: server.guest() as never, isAuthenticated: options.signedIn ?? false });
  app.i18n.addResourceBundle('en', 'media', dictionaryOf('media'));
  void liveDataSlice.name;
  const channel = stdChannel();
  const dispatch = app.store.dispatch;
  app.store.dispatch = ((action: Action) => {
    const result = dispatch(action);
    channel.put(action);
    return result;
  }) as typeof dispatch;
  runSaga({ channel, dispatch: app.store.dispatch, getState: app.store.getState, context: { services: app.services } }, watchCricketLiveData);
  for (let i = 0; i < 50 && !app.state().siteConfig.config; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  renderWithApp(<PanelWithKit gameId={gameId} />, app, { url: '/en/live/football/1/1' });
  return app;
}

const liveFootball = () => listGames('live', { sport: 'football' }, T0).games[0]!;

describe('the media panel', () => {
  it('shows the zone tracker of a live football game on a tap, with the latest event in words, and closes it', async () => {
    const game = liveFootball();
    const app = await renderPanel(game.id);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Match tracker' }));
    const tracker = await screen.findByRole('figure', { name: `Match tracker: ${game.home} – ${game.away}` });
    const answer = zoneEvents(game.id, T0)!;
    const latest = answer.events.at(-1)!;
    const team = latest.team === 'home' ? answer.home : answer.away;
    expect(within(tracker).getByText(new RegExp(team.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), { selector: 'figcaption' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Match tracker' })).toHaveAttribute('aria-pressed', 'true');
    expect(selectMediaEntities(app.state()).map((m) => m.id)).toEqual([`zone-${game.id}-z${game.id}`]);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(selectMediaEntities(app.state())).toEqual([]);
  });

  it('asks a guest to sign in for the video', async () => {
    const game = liveFootball();
    await renderPanel(game.id);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Watch video' }));
    expect(screen.getByText('Sign in to watch the match video.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/user/login');
  });

  it('gives a signed-in player the stream opened with the video token, one choice at a time', async () => {
    const game = liveFootball();
    const app = await renderPanel(game.id, { signedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Match tracker' }));
    await user.click(screen.getByRole('button', { name: 'Watch video' }));
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the video…');
    app.store.dispatch(videoTokenReceived('first-token-0123456789'));
    const video = await screen.findByLabelText(`Match video: ${game.home} – ${game.away}`);
    expect(video.getAttribute('src')).toBe(`/web-api/media/video/${game.id}?token=first-token-0123456789`);
    expect(video).toHaveAttribute('poster', `/web-api/media/poster/${game.id}`);
    expect(video).not.toHaveAttribute('autoplay');
    expect((video as HTMLVideoElement).muted).toBe(true);
    // A renewed token does not restart what is playing.
    app.store.dispatch(videoTokenReceived('second-token-0123456789'));
    await waitFor(() => expect(video.getAttribute('src')).toContain('first-token'));
    expect(selectMediaEntities(app.state()).map((m) => m.type)).toEqual(['video']);
  });

  it('says what to do when the game offers no media', async () => {
    const line = listGames('line', { sport: 'football' }, T0).games.find((g) => !g.isLive)!;
    await renderPanel(line.id);
    expect(await screen.findByText(/shown while the game is in play/)).toBeInTheDocument();
  });
});
