import { describe, expect, it } from 'vitest';
import { strategyBodySchema } from './adminRequests';
import { definedParameterProblems, initialDefinedParameters, normaliseDefinedParameters } from './definedParameters';
import { strategyLimits } from './limits';

const definition = {
  parameters: [
    { name: 'tenants', type: 'list', required: true },
    { name: 'share', type: 'percentage' },
    { name: 'minSeats', type: 'number' },
    { name: 'trial', type: 'boolean' },
    { name: 'region', type: 'string', required: true },
  ] as const,
};
const problems = (values: Record<string, string>) => definedParameterProblems({ parameters: [...definition.parameters] }, values);

describe('a custom strategy\'s parameters against its definition', () => {
  it('takes values of each type as Unleash\'s console writes them', () => {
    expect(problems({ tenants: 'a,b', share: '0', minSeats: '-1.5e3', trial: 'false', region: ' any text ' })).toEqual([]);
    expect(problems({ tenants: 'a', share: '100', region: 'x' })).toEqual([]);
  });

  it('names each required one missing or empty, a list of only commas too', () => {
    expect(problems({})).toEqual([{ parameter: 'tenants', message: 'is required' }, { parameter: 'region', message: 'is required' }]);
    expect(problems({ tenants: ' , ,', region: '   ' })).toEqual([{ parameter: 'tenants', message: 'is required' }, { parameter: 'region', message: 'is required' }]);
  });

  it('names a value its type cannot read', () => {
    const base = { tenants: 'a', region: 'x' };
    expect(problems({ ...base, share: '50.5' })).toEqual([{ parameter: 'share', message: 'must be a whole number from 0 to 100' }]);
    expect(problems({ ...base, share: '101' })).toEqual([{ parameter: 'share', message: 'must be a whole number from 0 to 100' }]);
    expect(problems({ ...base, minSeats: '12abc' })).toEqual([{ parameter: 'minSeats', message: 'must be a number' }]);
    expect(problems({ ...base, trial: 'TRUE' })).toEqual([{ parameter: 'trial', message: 'must be true or false' }]);
    expect(problems({ ...base, tenants: Array.from({ length: strategyLimits.listItems + 1 }, (_, i) => `t${i}`).join(',') })[0]?.message).toMatch(/at most/);
  });

  it('reads a parameter named as an Object property only when it is there', () => {
    expect(definedParameterProblems({ parameters: [{ name: 'constructor', type: 'string', required: true }] }, {})).toEqual([{ parameter: 'constructor', message: 'is required' }]);
  });

  it('keeps a list trimmed without empty items, other values trimmed but strings, and parameters it does not define', () => {
    expect(normaliseDefinedParameters({ parameters: [...definition.parameters] }, { tenants: ' a , ,b ', share: ' 5 ', region: ' eu ', extra: 'kept' }))
      .toEqual({ tenants: 'a,b', share: '5', region: ' eu ', extra: 'kept' });
  });

  it('starts a new strategy as Unleash\'s console does', () => {
    expect(initialDefinedParameters({ parameters: [...definition.parameters] })).toEqual({ tenants: '', share: '50', minSeats: '', trial: 'false', region: '' });
  });

  it('lets a strategy body name a custom type (the service checks it is defined) but not a name no URL can carry', () => {
    expect(strategyBodySchema.safeParse({ name: 'tenant', parameters: { tenants: 'a' } }).success).toBe(true);
    expect(strategyBodySchema.safeParse({ name: 'has space' }).success).toBe(false);
    expect(strategyBodySchema.safeParse({ name: 'constructor', parameters: { rollout: '500' } }).success).toBe(true);
  });
});
