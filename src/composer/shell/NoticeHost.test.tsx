// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createTestApp, type TestApp } from '../../../tests/helpers/store.ts';
import { renderWithApp } from '../../../tests/helpers/render.tsx';
import { defaultSources, fakeSource, makeSiteConfig } from '../../../tests/helpers/fixtures.ts';
import { definePlugin } from '../../plugin-api/define-plugin.ts';
import type { SlotProps } from '../../plugin-api/index.ts';
import { NoticeHost } from './NoticeHost.tsx';

const notice =
  (text: string) =>
  ({ onClose }: SlotProps): ReactNode => (
    <button type="button" onClick={onClose}>
      {text}
    </button>
  );

const tips = () =>
  fakeSource(
    { id: 'tips', version: '1.0.0', extensions: [{ name: 'age-restriction', kind: 'modal' }, { name: 'cookies', kind: 'widget' }], dictionaries: ['tips'] },
    definePlugin({ id: 'tips', extensions: { 'age-restriction': notice('Confirm your age'), cookies: notice('About cookies') } }),
  );

afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function start(withNotices: boolean): Promise<{ app: TestApp; source: ReturnType<typeof tips> }> {
  const source = tips();
  const config = makeSiteConfig((c) => {
    if (withNotices) c.notices = { plugin: 'tips', ageRestriction: { age: 18 }, cookies: { types: ['functional'] } };
  });
  const app = createTestApp({ config, sources: [...defaultSources(), source] });
  app.go('/en/');
  await waitFor(() => expect(app.committed()?.routeId).toBe('home'));
  renderWithApp(<NoticeHost />, app);
  return { app, source };
}

describe('the notice host', () => {
  it("shows the configured plugin's notices one at a time, the age question first, once its texts are here", async () => {
    const { app } = await start(true);
    expect(await screen.findByRole('button', { name: 'Confirm your age' })).toBeInTheDocument();
    expect(app.state().dictionaries.byKey['en:tips']).toBe('ready');
    expect(screen.queryByRole('button', { name: 'About cookies' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm your age' }));
    expect(await screen.findByRole('button', { name: 'About cookies' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm your age' })).toBeNull();
  });

  it('loads nothing of the notices where the site configures none', async () => {
    const { app, source } = await start(false);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(app.state().notices.due).toEqual([]);
    expect(source.load).not.toHaveBeenCalled();
    expect(app.state().dictionaries.byKey['en:tips']).toBeUndefined();
  });
});
