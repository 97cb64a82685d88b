import { describe, expect, it } from 'vitest';
import { clientMetricsSchema } from './metricsRequests';

/** A body as JSON.parse makes it from `{"__proto__": …}`: an own key, which a literal cannot write. */
const withOwnProtoKey = (value: unknown) => JSON.parse(`{"__proto__": ${JSON.stringify(value)}}`) as unknown;

const bucket = { start: '2026-11-27T10:00:00.000Z', stop: '2026-11-27T10:01:00.000Z' };

describe('clientMetricsSchema', () => {
  it('takes what an SDK counted', () => {
    expect(clientMetricsSchema.safeParse({ appName: 'shop', bucket: { ...bucket, toggles: { checkout: { yes: 3, no: 1, variants: { blue: 2 } } } } }).success).toBe(true);
  });

  it('refuses a variant named __proto__, whose count parsing would drop unchecked', () => {
    const parsed = clientMetricsSchema.safeParse({ appName: 'shop', bucket: { ...bucket, toggles: { checkout: { yes: 1, variants: withOwnProtoKey(-1) } } } });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['bucket.toggles.checkout.variants.__proto__']);
  });

  it('refuses a flag named __proto__', () => {
    const parsed = clientMetricsSchema.safeParse({ appName: 'shop', bucket: { ...bucket, toggles: withOwnProtoKey({ yes: -1 }) } });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['bucket.toggles.__proto__']);
  });
});
