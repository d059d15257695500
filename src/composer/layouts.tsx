/**
 * The built-in layouts. A layout arranges the shell pieces and named slots around
 * the page; the pieces themselves (header, bottom navigation, footer) are plugin extensions
 * chosen by the site config, each in its own boundary with the shell retry policy. The slots each
 * layout renders are declared in layout-slots.ts (the project check reads them there); a test
 * renders every layout and compares.
 */
import type { ComponentType, ReactNode } from 'react';
import { ExtensionSlot } from './ExtensionBoundary.tsx';
import { NamedSlot } from './NamedSlot.tsx';
import { CORE_ROUTES } from './core-routes.ts';
import { LAYOUT_SLOT } from './layout-slots.ts';
import { PageOutlet } from './PageOutlet.tsx';
import { SHELL_RETRY } from './retry-policy.ts';
import { useSiteConfig } from './hooks.ts';
import { ModalHost } from './shell/ModalHost.tsx';
import { NotificationsContainer } from './shell/NotificationsContainer.tsx';
import { ProgressBar } from './shell/ProgressBar.tsx';
import { ScrollToTop } from './shell/ScrollToTop.tsx';
import { SeoBlock } from './shell/SeoBlock.tsx';
import { SignedInWidgets } from './shell/SignedInWidgets.tsx';
import type { CommittedPage } from '../state/navigation.slice.ts';
import type { CompiledRoute } from './route-table.ts';

export interface LayoutProps {
  page: CommittedPage;
  route: CompiledRoute | null;
}

/**
 * Always present: notifications, modals and the progress bar (the empty layout is just these), and
 * the signed-in widgets where no header places them.
 */
function Overlays({ signedInWidgets = true }: { signedInWidgets?: boolean }): ReactNode {
  return (
    <>
      {signedInWidgets && <SignedInWidgets />}
      <ProgressBar />
      <NotificationsContainer />
      <ModalHost />
    </>
  );
}

/**
 * The header, bottom navigation and footer around `children` (the page's main content). The
 * committed page fills it with its slots and page; a page still waiting for who the visitor is
 * fills it with a skeleton (WaitingShell), so both paint the same frame.
 */
export function FullFrame({ lng, route, children, below }: { lng: string; route: CompiledRoute | null; children: ReactNode; below?: ReactNode }): ReactNode {
  const config = useSiteConfig();
  const footer = config.shell.footer;
  const lngProps = { lng };
  return (
    <div className="layout layout--default">
      <ExtensionSlot extensionId={config.shell.header} policy={SHELL_RETRY} className="layout__header" props={lngProps} />
      {children}
      {footer && !route?.record.flags?.hiddenFooter && (
        <ExtensionSlot extensionId={footer} policy={SHELL_RETRY} className="layout__footer" props={lngProps} />
      )}
      {below}
      <ExtensionSlot extensionId={config.shell.bottomNavigation} policy={SHELL_RETRY} className="layout__bottom-nav" props={lngProps} />
      <Overlays signedInWidgets={false} />
    </div>
  );
}

function FullLayout({ page, route, brands }: LayoutProps & { brands: boolean }): ReactNode {
  const messengerRegistration = useSiteConfig().shell.messengerRegistration;
  return (
    <FullFrame
      lng={page.lng}
      route={route}
      below={
        <>
          {messengerRegistration && (
            <ExtensionSlot extensionId={messengerRegistration} policy={SHELL_RETRY} className="layout__messenger-registration" props={{ lng: page.lng }} />
          )}
          <NamedSlot name={LAYOUT_SLOT.quickCoupon} className="layout__quick-coupon" />
          <ScrollToTop />
        </>
      }
    >
      {/* Right under the header: a signed-in control (a panic button) sits where the player looks first. */}
      <SignedInWidgets />
      {brands && <NamedSlot name={LAYOUT_SLOT.brandsSlider} />}
      <main className="layout__main">
        <NamedSlot name={LAYOUT_SLOT.aboveContent} />
        <PageOutlet page={page} route={route} />
        <NamedSlot name={LAYOUT_SLOT.belowContent} />
      </main>
      <SeoBlock page={page} />
    </FullFrame>
  );
}

export function DefaultLayout(props: LayoutProps): ReactNode {
  return <FullLayout {...props} brands={false} />;
}

/** Casino pages: the default layout plus the brands slider, except on the brands route. */
export function ThirdPartyLayout(props: LayoutProps): ReactNode {
  return <FullLayout {...props} brands={props.route?.id !== CORE_ROUTES.casinoBrand} />;
}

export function HeadlessLayout({ page, route }: LayoutProps): ReactNode {
  return (
    <div className="layout layout--headless">
      <main className="layout__main">
        <PageOutlet page={page} route={route} />
      </main>
      <Overlays />
    </div>
  );
}

export function EmptyLayout(): ReactNode {
  return (
    <div className="layout layout--empty">
      <Overlays />
    </div>
  );
}

/** Block and maintenance pages: no navigation that would lead the user anywhere else. */
function StandaloneLayout({ page, route, variant }: LayoutProps & { variant: string }): ReactNode {
  return (
    <div className={`layout layout--${variant}`}>
      <main className="layout__main layout__main--centered">
        <PageOutlet page={page} route={route} />
      </main>
      <Overlays />
    </div>
  );
}

export const BlockedLayout = (props: LayoutProps): ReactNode => <StandaloneLayout {...props} variant="blocked" />;
export const MaintenanceLayout = (props: LayoutProps): ReactNode => <StandaloneLayout {...props} variant="maintenance" />;

export const LAYOUTS: Readonly<Record<string, ComponentType<LayoutProps>>> = {
  default: DefaultLayout,
  thirdParty: ThirdPartyLayout,
  headless: HeadlessLayout,
  empty: EmptyLayout,
  blocked: BlockedLayout,
  maintenance: MaintenanceLayout,
};
