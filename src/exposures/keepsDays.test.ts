import { describe, expect, it } from 'vitest';
import { keepsDays } from './keepsDays';

describe('whether an Unleash keeps exposures by the day', () => {
  const oss = { versionInfo: { current: { oss: '8.2.0', enterprise: '' } } };
  const enterprise = { versionInfo: { current: { oss: '8.2.0', enterprise: '8.2.0' } } };

  it('Unleash open source does not, even with the extendedUsageMetrics flag on: it rolls no hours up into days', () => {
    expect(keepsDays({ ...oss, flags: { extendedUsageMetrics: false } })).toBe(false);
    expect(keepsDays({ ...oss, flags: { extendedUsageMetrics: true } })).toBe(false);
  });

  it('Unleash Enterprise does with the flag on, as a boolean or an enabled variant, and not without it', () => {
    expect(keepsDays({ ...enterprise, flags: { extendedUsageMetrics: true } })).toBe(true);
    expect(keepsDays({ ...enterprise, flags: { extendedUsageMetrics: { name: 'on', enabled: true } } })).toBe(true);
    expect(keepsDays({ ...enterprise, flags: { extendedUsageMetrics: { name: 'disabled', enabled: false } } })).toBe(false);
    expect(keepsDays({ ...enterprise, flags: {} })).toBe(false);
  });
});
