import { describe, expect, it } from 'vitest';
import { emptyContext } from './playgroundContext';
import { audienceContextOf } from './savedContext';

describe('the playground context saved as an audience', () => {
  it('keeps the filled fields and the properties by name', () => {
    const context = { ...emptyContext(), userId: 'alice', appName: 'web', properties: [{ name: 'plan', value: 'pro' }, { name: '', value: '' }] };
    expect(audienceContextOf(context)).toEqual({ userId: 'alice', appName: 'web', properties: { plan: 'pro' } });
  });

  it('is empty for an empty context', () => {
    expect(audienceContextOf(emptyContext())).toEqual({});
  });
});
