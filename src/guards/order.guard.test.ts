import { GUARD_ORDER } from './order.ts';

it('the guard pipeline runs in the product guard order (see the comment in order.ts for the guards that order does not place)', () => {
  expect(GUARD_ORDER.map((g) => g.id)).toEqual([
    'referral',
    'blocked',
    'dictionary-loader',
    'route-availability',
    'user-route-whitelist',
    'access-by-authentication',
    'ban',
    'modal',
    'confirm-terms',
    'url-language',
    'platform-type',
    'route-redirect',
    'identification',
    'seo-bot',
    'auth-redirect',
    'route-guards',
    'microfront',
  ]);
});

it('guard ids are unique', () => {
  const ids = GUARD_ORDER.map((g) => g.id);
  expect(new Set(ids).size).toBe(ids.length);
});
