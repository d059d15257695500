// @vitest-environment jsdom
/**
 * layouts.tsx and layout-slots.ts cannot drift: every built-in layout, rendered, shows exactly the
 * named slots layout-slots.ts declares for it (the project check trusts that declaration).
 */
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { BUILT_IN_LAYOUTS } from '../../schemas/route-manifest.schema.ts';
import type { CommittedPage } from '../state/navigation.slice.ts';
import type { CompiledRoute } from './route-table.ts';

// Each slot marks itself; everything else a layout places is left out (it needs a store).
vi.mock('./NamedSlot.tsx', () => ({ NamedSlot: ({ name }: { name: string }) => <div data-slot={name} /> }));
vi.mock('./ExtensionBoundary.tsx', () => ({ ExtensionSlot: () => null }));
vi.mock('./PageOutlet.tsx', () => ({ PageOutlet: () => <div data-page="" /> }));
vi.mock('./hooks.ts', () => ({ useSiteConfig: () => ({ shell: { header: 'x/header', bottomNavigation: 'x/nav', footer: 'x/footer' } }) }));
vi.mock('./shell/ModalHost.tsx', () => ({ ModalHost: () => null }));
vi.mock('./shell/NotificationsContainer.tsx', () => ({ NotificationsContainer: () => null }));
vi.mock('./shell/ProgressBar.tsx', () => ({ ProgressBar: () => null }));
vi.mock('./shell/ScrollToTop.tsx', () => ({ ScrollToTop: () => null }));
vi.mock('./shell/SignedInWidgets.tsx', () => ({ SignedInWidgets: () => null }));
vi.mock('./shell/SeoBlock.tsx', () => ({ SeoBlock: () => null }));

const { LAYOUTS } = await import('./layouts.tsx');
const { BUILT_IN_LAYOUT_SLOTS } = await import('./layout-slots.ts');

const page = { lng: 'en' } as unknown as CommittedPage;
const route = { id: 'sports', area: 'sports', path: 'line', record: { id: 'sports', path: 'line' } } as unknown as CompiledRoute;

describe('built-in layouts render the slots layout-slots.ts declares', () => {
  it('declares every built-in layout, and only those', () => {
    expect(Object.keys(LAYOUTS).sort()).toEqual([...BUILT_IN_LAYOUTS].sort());
    expect(Object.keys(BUILT_IN_LAYOUT_SLOTS).sort()).toEqual([...BUILT_IN_LAYOUTS].sort());
  });

  it.each([...BUILT_IN_LAYOUTS])('%s', (id) => {
    const Layout = LAYOUTS[id]!;
    const { container } = render(<Layout page={page} route={route} />);
    const rendered = [...container.querySelectorAll('[data-slot]')].map((e) => e.getAttribute('data-slot'));
    expect(rendered).toEqual([...BUILT_IN_LAYOUT_SLOTS[id]]);
  });
});
