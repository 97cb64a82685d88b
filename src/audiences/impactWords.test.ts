import { describe, expect, it } from 'vitest';
import type { ImpactedAudience, ImpactPreview } from '../../contract/impact';
import { chanceAudiences, impactSummary } from './impactWords';

const on = { enabled: true, variant: { name: 'disabled', enabled: false } };
const off = { enabled: false };
const audience = (name: string, flags: ImpactedAudience['flags'], chance = false): ImpactedAudience => ({ name, id: 1, source: 'saved', flags, chance });
const preview = (audiences: ImpactedAudience[], savedAudiences = 3): ImpactPreview => ({ environment: 'production', flags: ['checkout-v2'], savedAudiences, givenContexts: 0, audiences });

describe('the impact preview in words', () => {
  it('says which audiences a switch turns on for, and that no other changes', () => {
    expect(impactSummary(preview([audience('EU free user', [{ feature: 'checkout-v2', before: off, after: on, difference: 'enabled' }])])))
      .toBe('Turns checkout-v2 on for EU free user; no other saved audience changes.');
  });

  it('names every audience of one change together, and each change of its own', () => {
    const turnedOff = { feature: 'checkout-v2', before: on, after: off, difference: 'enabled' as const };
    const banner = { feature: 'banner', before: { enabled: true, variant: { name: 'blue', enabled: true } }, after: { enabled: true, variant: { name: 'green', enabled: true } }, difference: 'variant' as const };
    expect(impactSummary(preview([audience('A', [turnedOff, banner]), audience('B', [turnedOff]), audience('C', [turnedOff])])))
      .toBe("Turns checkout-v2 off for A, B and C; changes banner's variant from blue to green for A; that is every saved audience.");
  });

  it('says when nothing changes, and when there is nobody to check', () => {
    expect(impactSummary(preview([]))).toBe('No saved audience changes (3 checked).');
    expect(impactSummary(preview([], 0))).toBe('No audience is saved yet, so none can be checked.');
  });

  it('names the audiences chance decides for', () => {
    expect(chanceAudiences(preview([audience('A', [], true), audience('B', [])]))).toEqual(['A']);
  });
});
