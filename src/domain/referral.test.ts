import fc from 'fast-check';
import {
  captureTrackingParams,
  hasTrackingParams,
  TRACKING_COOKIE_LIFETIME,
  TRACKING_KEYS,
  TRACKING_LIFETIMES,
  TRACKING_VALUE_PATTERN,
  type TrackingKey,
} from './referral.ts';

const DAY = 86_400;
const lifetimes = (query: string): Record<string, number> =>
  Object.fromEntries(captureTrackingParams(new URLSearchParams(query)).cookies.map((c) => [c.name, c.maxAgeSeconds]));

describe('tracking cookie lifetimes', () => {
  it('are a day by default, 60 days for referral ids, 1 hour for a tag, 4 s for a postback without its flag', () => {
    expect(TRACKING_LIFETIMES).toEqual({
      default: DAY,
      referralId: 60 * DAY,
      partnerIdClickFlow: 30 * DAY,
      partnerId: 60 * DAY,
      referralTag: 3600,
      postback: 30 * DAY,
      postbackWithoutFlag: 4,
      subid: 60 * DAY,
    });
  });

  it('every tracking key has exactly one row in the table', () => {
    expect(Object.keys(TRACKING_COOKIE_LIFETIME).sort()).toEqual([...TRACKING_KEYS].sort());
    expect(TRACKING_KEYS).toEqual(['ref', 'bf', 'btag', 'tag', 'qtag', 'affid', 'click_id', 'utm_source', 'aip', 'pb', 'subid', 'bwpromocode']);
  });

  it('referral ids 60 days, referral tag 1 hour, subid 60 days, the rest 1 day', () => {
    expect(lifetimes('ref=r1&bf=f1&tag=t1&subid=s1&utm_source=news&aip=a1&bwpromocode=PROMO')).toEqual({
      ref: 60 * DAY,
      bf: 60 * DAY,
      tag: 3600,
      subid: 60 * DAY,
      utm_source: DAY,
      aip: DAY,
      bwpromocode: DAY,
    });
  });

  it('partner ids: 30 days in the click flow (a click_id alongside), else 60 days', () => {
    expect(lifetimes('btag=b1&qtag=q1&affid=a1')).toEqual({ btag: 60 * DAY, qtag: 60 * DAY, affid: 60 * DAY });
    expect(lifetimes('btag=b1&qtag=q1&affid=a1&click_id=c1&pb=1')).toMatchObject({ btag: 30 * DAY, qtag: 30 * DAY, affid: 30 * DAY });
  });

  it('postback: 30 days with the postback flag, 4 seconds without it', () => {
    expect(lifetimes('click_id=c1&pb=1')).toEqual({ click_id: 30 * DAY, pb: 30 * DAY });
    expect(lifetimes('click_id=c1')).toEqual({ click_id: 4 });
    expect(lifetimes('click_id=c1&pb=0')).toEqual({ click_id: 4, pb: 4 });
  });
});

describe('captureTrackingParams', () => {
  it('keeps names and values as given and ignores unknown keys', () => {
    const capture = captureTrackingParams(new URLSearchParams('ref=ABC_1.2-x&foo=bar&REF=upper&utm_medium=cpc'));
    expect(capture.cookies).toEqual([{ name: 'ref', value: 'ABC_1.2-x', maxAgeSeconds: 60 * DAY }]);
    expect(capture.rejected).toEqual([]);
  });

  it('refuses hostile values and repeated keys, naming key and reason only', () => {
    const query = new URLSearchParams();
    query.set('ref', 'x; Domain=evil.com');
    query.set('btag', '<script>');
    query.set('tag', 'a'.repeat(129));
    query.set('subid', '');
    query.append('affid', 'one');
    query.append('affid', 'two');
    query.set('bf', 'ok');
    const capture = captureTrackingParams(query);
    expect(capture.cookies).toEqual([{ name: 'bf', value: 'ok', maxAgeSeconds: 60 * DAY }]);
    expect(capture.rejected).toEqual([
      { key: 'ref', reason: 'invalid value' },
      { key: 'btag', reason: 'invalid value' },
      { key: 'tag', reason: 'invalid value' },
      { key: 'affid', reason: 'repeated key' },
      { key: 'subid', reason: 'invalid value' },
    ]);
    expect(JSON.stringify(capture.rejected)).not.toContain('evil');
  });

  it('a hostile click_id does not start the click flow, a hostile pb does not set the postback flag', () => {
    expect(lifetimes('click_id=%22x%22&btag=b1')).toEqual({ btag: 60 * DAY });
    expect(lifetimes('click_id=c1&pb=%3Bx')).toEqual({ click_id: 4 });
  });

  it('hasTrackingParams is true only for allow-listed keys', () => {
    expect(hasTrackingParams(new URLSearchParams(''))).toBe(false);
    expect(hasTrackingParams(new URLSearchParams('a=1&b=2'))).toBe(false);
    expect(hasTrackingParams(new URLSearchParams('a=1&pb=%00'))).toBe(true);
  });

  it('property: every written value matches the pattern, every name is allow-listed, nothing else leaks', () => {
    const key = fc.oneof(fc.constantFrom<string>(...TRACKING_KEYS), fc.string({ maxLength: 12 }));
    const value = fc.oneof(fc.string({ maxLength: 140 }), fc.stringMatching(/^[A-Za-z0-9_.-]{1,128}$/), fc.string({ unit: 'binary', maxLength: 40 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 20 }), (pairs) => {
        const query = new URLSearchParams();
        for (const [k, v] of pairs) query.append(k, v);
        const { cookies } = captureTrackingParams(query);
        for (const cookie of cookies) {
          if (!TRACKING_VALUE_PATTERN.test(cookie.value)) return false;
          if (!(TRACKING_KEYS as readonly string[]).includes(cookie.name)) return false;
          // The value is the one and only value of that key in the query.
          if (query.getAll(cookie.name).length !== 1 || query.get(cookie.name) !== cookie.value) return false;
        }
        // Each allow-listed key given once with a valid value is written.
        for (const k of TRACKING_KEYS as readonly TrackingKey[]) {
          const values = query.getAll(k);
          const expected = values.length === 1 && TRACKING_VALUE_PATTERN.test(values[0]!);
          if (expected !== cookies.some((c) => c.name === k)) return false;
        }
        return true;
      }),
      { numRuns: 500 },
    );
  });
});
