import { describe, expect, it } from 'vitest';
import { contextProblems, hasProblems } from './contextProblems';
import { emptyContext } from './playgroundContext';

const withProperties = (properties: Array<{ name: string; value: string }>) => ({ ...emptyContext(), properties });

describe('problems the form points out before sending', () => {
  it('a value without a name', () => {
    expect(contextProblems(withProperties([{ name: '', value: 'pro' }])).properties).toEqual({ 0: 'A property needs a name.' });
  });

  it('the same name twice, on the later row', () => {
    const problems = contextProblems(withProperties([{ name: 'plan', value: 'a' }, { name: 'plan', value: 'b' }]));
    expect(problems.properties[1]).toMatch(/already given above/);
    expect(problems.properties[0]).toBeUndefined();
  });

  it('none for an empty row, which is simply not sent', () => {
    expect(hasProblems(contextProblems(withProperties([{ name: '', value: '' }])))).toBe(false);
  });
});
