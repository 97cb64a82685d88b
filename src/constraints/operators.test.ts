import { describe, expect, it } from 'vitest';
import { editorOperators, operatorsFor, takesCaseInsensitive, withOperator } from './operators';

describe('constraint operators in the editor', () => {
  it('keeps what was typed when the operator changes between one value and a list', () => {
    expect(withOperator({ contextName: 'x', operator: 'IN', values: ['5', '6'] }, 'NUM_GT')).toEqual({ contextName: 'x', operator: 'NUM_GT', value: '5' });
    expect(withOperator({ contextName: 'x', operator: 'NUM_GT', value: '5' }, 'NOT_IN')).toEqual({ contextName: 'x', operator: 'NOT_IN', values: ['5'] });
    expect(withOperator({ contextName: 'x', operator: 'DATE_AFTER', value: '' }, 'IN')).toEqual({ contextName: 'x', operator: 'IN', values: [] });
  });

  it('offers the operators every SDK reads alike, and keeps a constraint\'s other one', () => {
    expect(operatorsFor('IN')).toEqual(editorOperators);
    expect(operatorsFor('IN_CIDR')).toEqual([...editorOperators, 'IN_CIDR']);
  });

  it('lets case be ignored only where the SDKs ignore it: the string operators, not IN', () => {
    expect(takesCaseInsensitive('STR_CONTAINS')).toBe(true);
    expect(takesCaseInsensitive('IN')).toBe(false);
    expect(takesCaseInsensitive('NUM_EQ')).toBe(false);
  });
});
