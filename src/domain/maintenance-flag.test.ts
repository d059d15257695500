import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasMaintenanceFlag, MAINTENANCE_COOKIE_MAX_AGE_SECONDS, withMaintenanceFlag } from './maintenance-flag.ts';

const config = { companyName: 'X', maintenance: { isActive: false, started_at: '2030-01-01T00:00:00Z' } };

describe('maintenance cookie flag', () => {
  it('counts only maintenance=1, among other cookies', () => {
    expect(hasMaintenanceFlag('a=b; maintenance=1; c=d')).toBe(true);
    for (const header of [undefined, null, '', 'maintenance=0', 'maintenance=true', 'maintenance=11', 'xmaintenance=1', 'maintenance=']) expect(hasMaintenanceFlag(header)).toBe(false);
  });

  it('puts a flagged browser in maintenance and keeps the rest of the config', () => {
    const flagged = withMaintenanceFlag(config, 'maintenance=1');
    expect(flagged).toEqual({ companyName: 'X', maintenance: { isActive: true, started_at: '2030-01-01T00:00:00Z' } });
    expect(config.maintenance.isActive).toBe(false);
    // The same copy every time, so per-config work is done once.
    expect(withMaintenanceFlag(config, 'maintenance=1')).toBe(flagged);
    // A config without a maintenance section is flagged too.
    expect(withMaintenanceFlag({ companyName: 'Y' } as { companyName: string; maintenance?: { isActive: boolean } }, 'maintenance=1').maintenance).toEqual({ isActive: true });
  });

  it('changes nothing without the flag or when maintenance is on anyway', () => {
    expect(withMaintenanceFlag(config, 'maintenance=0')).toBe(config);
    const active = { maintenance: { isActive: true } };
    expect(withMaintenanceFlag(active, 'maintenance=1')).toBe(active);
  });

  it('never throws and never turns maintenance off, whatever the header holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.boolean(), (header, isActive) => {
        const result = withMaintenanceFlag({ maintenance: { isActive } }, header);
        expect(result.maintenance?.isActive).toBe(isActive || hasMaintenanceFlag(header));
      }),
      { numRuns: 300 },
    );
  });

  it('lives a day, the default cookie lifetime', () => {
    expect(MAINTENANCE_COOKIE_MAX_AGE_SECONDS).toBe(86_400);
  });
});
