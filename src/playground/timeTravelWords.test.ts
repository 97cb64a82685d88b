import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../contract/events';
import { answerWords, changeWords, eventHistoryQuery } from './timeTravelWords';

const switchedOff: AuditEvent = {
  id: 7, type: 'feature-environment-disabled', createdAt: '2030-01-31T23:59:00.000Z', createdBy: 'ann@example.com',
  featureName: 'checkout-v2', project: 'default', environment: 'production', data: null, preData: null,
};

describe('time travel in words', () => {
  it('says an answer as on with its variant, off, or not there', () => {
    expect(answerWords({ enabled: true, variant: 'blue' })).toBe('on (variant blue)');
    expect(answerWords({ enabled: true, variant: null })).toBe('on');
    expect(answerWords({ enabled: false, variant: null })).toBe('off');
    expect(answerWords(null)).toBe('not there');
  });

  it('says a change by its type and environment', () => {
    expect(changeWords(switchedOff)).toBe('environment disabled in production');
    expect(changeWords({ ...switchedOff, type: 'segment-updated', environment: null })).toBe('segment updated');
  });

  it('links a change to History narrowed to its flag, environment, type and day (UTC, as the search reads days)', () => {
    expect(eventHistoryQuery(switchedOff).toString()).toBe('flag=checkout-v2&environment=production&type=feature-environment-disabled&from=2030-01-31&to=2030-01-31');
    expect(eventHistoryQuery({ ...switchedOff, featureName: null, environment: null, type: 'segment-updated' }).toString()).toBe('type=segment-updated&from=2030-01-31&to=2030-01-31');
  });
});
