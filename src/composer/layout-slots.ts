/**
 * The named slots each built-in layout renders (layouts.tsx renders exactly these, by these
 * constants). Data only, no React: the project check (project-check/) reads it to refuse a route
 * manifest that fills a slot its layout and page do not render, so a misspelt slot is a problem
 * line instead of a widget that silently never shows. Plugin layouts and pages declare theirs in
 * plugin.json (an extension's `slots`).
 */
import type { BUILT_IN_LAYOUTS } from '../../schemas/route-manifest.schema.ts';

/** Slot names of the built-in layouts, as layouts.tsx passes them to NamedSlot. */
export const LAYOUT_SLOT = {
  brandsSlider: 'brandsSlider',
  aboveContent: 'aboveContent',
  belowContent: 'belowContent',
  quickCoupon: 'quickCoupon',
} as const;

export type LayoutSlotName = (typeof LAYOUT_SLOT)[keyof typeof LAYOUT_SLOT];

const FULL_LAYOUT_SLOTS = [LAYOUT_SLOT.aboveContent, LAYOUT_SLOT.belowContent, LAYOUT_SLOT.quickCoupon] as const;

/** What each built-in layout renders, in page order. */
export const BUILT_IN_LAYOUT_SLOTS: Readonly<Record<(typeof BUILT_IN_LAYOUTS)[number], readonly LayoutSlotName[]>> = {
  default: FULL_LAYOUT_SLOTS,
  // The brands slider shows above the page except on the casino-brand route itself.
  thirdParty: [LAYOUT_SLOT.brandsSlider, ...FULL_LAYOUT_SLOTS],
  headless: [],
  empty: [],
  blocked: [],
  maintenance: [],
};
