/**
 * The plugin API: the only module of src/ a plugin may import (enforced by dependency-cruiser).
 * Everything here is stable surface; the core behind it may change.
 */
export { definePlugin, lazyExtension, type PluginDefinition, type GuardExtension, type Extension, type ExtensionModule, type LazyExtension } from './define-plugin.ts';
export { useTranslation as useTexts } from 'react-i18next';
export { useSelector as useAppSelector, useDispatch as useAppDispatch } from 'react-redux';
export { useSiteConfig, useCommittedPage } from '../composer/hooks.ts';
export { NamedSlot as Slot } from '../composer/NamedSlot.tsx';
export { ShellPiece } from '../composer/ShellPiece.tsx';
export { RouteLink, RouteLinkItems, type RouteLinkItem, useRouteHref, useHasRoute, useIsRouteActive, useLanguageHref } from './navigation.tsx';
export { Button, Card, SectionTitle } from './ui.tsx';
export { Icon, ICON_NAMES, type IconName, type IconProps } from './icons.tsx';
export { notificationShown as notify, type AppNotification } from '../state/notifications.slice.ts';
export { selectIsAuthenticated } from '../state/user.slice.ts';
export type { GuardDecision, NavigationContext } from '../guards/types.ts';
export type { SiteConfig } from '../../schemas/site-config.schema.ts';
export * from './betting.ts';
export * from './preferences.ts';
export * from './identity.ts';
export { settleCoupon, systemValueOptions, bonusCoefficient, isBonusBetEligible, isVipBetEligible, isPromoCodeAllowed, COUPON_TYPE, MIN_SYSTEM_VALUE, LEG_STATUS, type SystemValueOption } from '../domain/coupon/index.ts';
export { amountStep, initialAmount, roundMoney } from '../domain/money.ts';
export { formatOdds, parseOdds } from '../domain/odds.ts';
export { safeReturnPath } from '../domain/return-url.ts';
export { downloadBlob } from './download.ts';
export { pollWhileVisible, pageVisibilityChannel, isPageHidden, type PollOptions, type PageVisibility } from '../sagas/visibility.ts';
export { useIsHydrated } from './hydration.ts';

/** Props every page extension receives. */
export interface PageProps {
  routeId: string;
  params: Readonly<Record<string, string | number>>;
  /** The query string, starting with '?' or empty. */
  query: string;
  lng: string;
  pageType?: string;
}

/** Props every shell piece, widget and modal receives. */
export interface SlotProps {
  lng: string;
  onClose?: () => void;
}
