// @vitest-environment jsdom
/**
 * Failed texts on screen: a slot widget's take only its place in the slot, the page's take the page;
 * both offer Try again, which asks for the texts in place (busy while it runs) instead of reloading.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { Shell } from './Shell.tsx';
import { createTestApp, dictionaryAnswer } from '../../tests/helpers/store.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import { TEST_MANIFESTS, defaultSources, deferred, fakeSource } from '../../tests/helpers/fixtures.ts';
import type { DictionaryAnswer } from '../../schemas/api.schema.ts';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import { definePlugin } from '../plugin-api/define-plugin.ts';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

function QuickPanel() {
  const { t } = useTranslation('coupon');
  return <p>{t('coupon_title')}</p>;
}

const manifests: RouteManifest[] = [
  ...TEST_MANIFESTS,
  { area: 'live', routes: [{ id: 'live', path: 'live', layout: 'default', component: 'pages/generic', slots: { aboveContent: ['coupon/quick-panel'] } }] },
];
const coupon = () =>
  fakeSource(
    { id: 'coupon', version: '1.0.0', extensions: [{ name: 'quick-panel', kind: 'widget' }], dictionaries: ['coupon'] },
    definePlugin({ id: 'coupon', extensions: { 'quick-panel': QuickPanel } }),
  );

/**
 * An app whose `failing` dictionary answers as `answer()` says: 'broken' fails at once (an answer
 * that breaks the schema, so no retry wait), a promise is held until the test settles it.
 */
function appWith(failing: string, answer: { next: 'broken' | 'ok' | Promise<DictionaryAnswer> }) {
  return createTestApp({
    manifests,
    sources: [...defaultSources(), coupon()],
    dictionary: async (lng, id) => {
      if (id !== failing || answer.next === 'ok') return dictionaryAnswer(lng, id);
      if (answer.next === 'broken') return { id, lang: lng, entries: { broken: 1 } } as never;
      return answer.next;
    },
  });
}

describe("a slot widget's failed texts", () => {
  it('take only its place: the page renders, the widget gives way to Try again, which brings it back', async () => {
    const answer: { next: 'broken' | 'ok' | Promise<DictionaryAnswer> } = { next: 'broken' };
    const app = appWith('coupon', answer);
    renderWithApp(<Shell />, app);
    app.go('/en/live');
    expect(await screen.findByRole('heading', { name: 'Page live' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    // It says what failed in the texts the page's own failure uses, not a bare button (SPEC 8).
    expect(within(alert).getByText('The texts of this page could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    // Not mounted without its texts: neither the widget nor a raw key shows.
    expect(screen.queryByText('coupon_title')).toBeNull();
    expect(screen.queryByText('coupon title')).toBeNull();

    // A try that fails again: busy while it runs, then the same Try again.
    const held = deferred<DictionaryAnswer>();
    answer.next = held.promise;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(alert).findByRole('button', { name: 'Trying again…' })).toBeDisabled();
    expect(alert).toHaveAttribute('aria-busy', 'true');
    held.resolve({ id: 'coupon', lang: 'en', entries: { broken: 1 } } as never);
    expect(await within(alert).findByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Page live' })).toBeInTheDocument();

    answer.next = 'ok';
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('coupon title')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(app.composerServices.reloadPage).not.toHaveBeenCalled();
  });
});

describe("the page's failed texts", () => {
  it('take the page, whose Try again is busy while it runs and stays when it fails again', async () => {
    const answer: { next: 'broken' | 'ok' | Promise<DictionaryAnswer> } = { next: 'broken' };
    const app = appWith('pages', answer);
    renderWithApp(<Shell />, app);
    app.go('/en/live');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The texts of this page could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page live' })).toBeNull();

    const held = deferred<DictionaryAnswer>();
    answer.next = held.promise;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(alert).findByRole('button', { name: 'Trying again…' })).toBeDisabled();
    held.resolve({ id: 'pages', lang: 'en', entries: { broken: 1 } } as never);
    expect(await within(alert).findByRole('button', { name: 'Try again' })).toBeEnabled();

    answer.next = 'ok';
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Page live' })).toBeInTheDocument();
    expect(await screen.findByText('coupon title')).toBeInTheDocument();
    expect(app.composerServices.reloadPage).not.toHaveBeenCalled();
  });
});
