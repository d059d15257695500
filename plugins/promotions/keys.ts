/**
 * Where each promotions read lives: its remote-data key and API path. The pages read them and the
 * server's first screen preloads them, so both must name them alike.
 */
const segment = encodeURIComponent;

export interface Read {
  readonly key: string;
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
}

export const promotionsRead = (lng: string): Read => ({ key: `promo/promotions/${lng}`, path: '/promo/promotions' });

/** A promotion read as a signed-in player is another answer (it says whether the player joined). */
export const promotionRead = (id: string, lng: string, signedIn: boolean): Read => ({
  key: `promo/promotion/${id}/${lng}/${signedIn ? 'player' : 'guest'}`,
  path: `/promo/promotions/${segment(id)}`,
});

export const bonusesRead = (lng: string): Read => ({ key: `promo/bonuses/${lng}`, path: '/promo/bonuses' });
export const bonusRead = (id: string, lng: string): Read => ({ key: `promo/bonus/${id}/${lng}`, path: `/promo/bonuses/${segment(id)}` });
export const gameGroupsRead = (lng: string): Read => ({ key: `promo/bonus-games/${lng}`, path: '/promo/bonus-games' });

export const offersRead = (category: 'games' | 'partner' | null, lng: string): Read => ({
  key: `promo/offers/${category ?? 'all'}/${lng}`,
  path: '/promo/offers',
  ...(category ? { query: { category } } : {}),
});

export const offerRead = (id: string, lng: string): Read => ({ key: `promo/offer/${id}/${lng}`, path: `/promo/offers/${segment(id)}` });
export const partnerRead = (id: number, lng: string): Read => ({ key: `promo/partner/${id}/${lng}`, path: `/promo/partners/${id}` });
export const landingRead = (id: string, lng: string): Read => ({ key: `promo/landing/${id}/${lng}`, path: `/promo/landings/${segment(id)}` });
