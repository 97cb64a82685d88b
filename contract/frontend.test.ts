import { describe, expect, it } from 'vitest';
import { frontendTogglesSchema } from './frontend';
import { errorBodySchema } from './error';

describe('frontendTogglesSchema', () => {
  const toggle = {
    name: 'checkout-v2',
    enabled: true,
    impressionData: false,
    variant: { name: 'blue', enabled: true, payload: { type: 'json', value: '{"a":1}' }, feature_enabled: true },
  };

  it('accepts toggles with variants and payloads', () => {
    expect(frontendTogglesSchema.parse({ toggles: [toggle] }).toggles[0]?.variant.name).toBe('blue');
  });

  it('requires toggles', () => {
    expect(frontendTogglesSchema.safeParse({}).success).toBe(false);
  });

  it('names the path of a broken variant', () => {
    const result = frontendTogglesSchema.safeParse({ toggles: [toggle, { ...toggle, variant: { enabled: true } }] });
    expect(result.error?.issues[0]?.path).toEqual(['toggles', 1, 'variant', 'name']);
  });
});

describe('errorBodySchema', () => {
  it('accepts the error body with the details Unleash adds', () => {
    const body = { id: 'e1', name: 'BadDataError', message: 'bad', details: [{ message: 'name is required' }] };
    expect(errorBodySchema.parse(body).details).toHaveLength(1);
  });
  it('requires name and message', () => {
    expect(errorBodySchema.safeParse({ id: 'e1', message: 'x' }).success).toBe(false);
  });
});
