/**
 * The parts of the bonus area an operator may switch off. The reference decides per site config:
 * a strictly regulated market (uk-regulated) offers no casino or slots cashback, no loyalty club
 * and no paid referrals; every other site offers everything. A switched-off part answers 403, so a
 * client that still shows it cannot pay anything out.
 */
import type { FastifyRequest } from 'fastify';
import type { CashbackKind } from '../schemas.ts';
import { type Localized, refuse, type ServerContext } from '../../../server/kit/index.ts';

export type BonusSection =
  | 'bonuses'
  | 'first-deposit'
  | 'promo-code-check'
  | 'promo-code-history'
  | 'bring-friend'
  | 'special-offers'
  | 'club'
  | `cashback-${CashbackKind}`;

/** Sections each operator does not offer, by site config id. */
export const SECTIONS_OFF_BY_OPERATOR: Readonly<Record<string, readonly BonusSection[]>> = {
  'uk-regulated': ['cashback-casino', 'cashback-slots', 'club', 'bring-friend'],
};

const SECTION_NAMES: Readonly<Record<BonusSection, Localized>> = {
  bonuses: { en: 'bonuses', ru: 'бонусы' },
  'first-deposit': { en: 'a first-deposit bonus', ru: 'бонус на первый депозит' },
  'promo-code-check': { en: 'promo codes', ru: 'промокоды' },
  'promo-code-history': { en: 'a promo code history', ru: 'историю промокодов' },
  'bring-friend': { en: 'bring a friend', ru: 'программу «Приведи друга»' },
  'special-offers': { en: 'special offers', ru: 'специальные предложения' },
  club: { en: 'a loyalty club', ru: 'клуб лояльности' },
  'cashback-sport': { en: 'sport cashback', ru: 'кешбэк за спорт' },
  'cashback-casino': { en: 'casino cashback', ru: 'кешбэк в казино' },
  'cashback-slots': { en: 'slots cashback', ru: 'кешбэк в слотах' },
};

export interface SectionGate {
  /** Whether the site the request came to offers the section. */
  offers(request: FastifyRequest, section: BonusSection): boolean;
  /** Throws 403 when the site does not offer the section. */
  require(request: FastifyRequest, section: BonusSection): void;
}

/** The gate over `sectionsOff` (SECTIONS_OFF_BY_OPERATOR; a test passes its own). */
export function sectionGate(ctx: ServerContext, sectionsOff: Readonly<Record<string, readonly BonusSection[]>>): SectionGate {
  const offers = (request: FastifyRequest, section: BonusSection): boolean => {
    const operator = ctx.siteConfigs.select(request.hostname).id;
    return !(sectionsOff[operator] ?? []).includes(section);
  };
  return {
    offers,
    require(request, section) {
      if (offers(request, section)) return;
      const name = SECTION_NAMES[section];
      throw refuse(request, 403, { en: `This site does not offer ${name.en}`, ru: `Этот сайт не предлагает ${name.ru}` });
    },
  };
}
