import { describe, expect, it } from 'vitest';
import { describeAudienceContext, fieldOfPath, formOf, readForm } from './audienceContext';

describe('an audience form', () => {
  it('reads named fields and name=value properties, leaving empty ones out', () => {
    const form = { ...formOf(undefined), userId: ' u-17 ', appName: '', properties: 'region=eu\n\nplan = free' };
    expect(readForm(form)).toEqual({ context: { userId: 'u-17', properties: { region: 'eu', plan: 'free' } } });
  });

  it('names the field of each problem: a property line without a name, a date without its zone', () => {
    const problems = readForm({ ...formOf(undefined), currentTime: '2030-01-01T00:00:00', properties: 'region=eu\n=free' }).problems;
    expect(problems?.get('properties')).toBe('Line 2: write name=value');
    expect(problems?.get('currentTime')).toBe('must be an ISO date-time with its zone');
  });

  it('round-trips a saved context', () => {
    const context = { userId: 'u-1', currentTime: '2030-01-01T00:00:00Z', properties: { region: 'eu' } };
    expect(readForm(formOf(context))).toEqual({ context });
  });

  it('says which form field a service detail names', () => {
    expect(fieldOfPath('context.properties.plan')).toBe('properties');
    expect(fieldOfPath('context.userId')).toBe('userId');
    expect(fieldOfPath('name')).toBe('name');
  });

  it('describes a context in one line', () => {
    expect(describeAudienceContext({ userId: 'u-1', properties: { region: 'eu' } })).toBe('userId=u-1 · region=eu');
    expect(describeAudienceContext({})).toBe('empty context');
  });
});
