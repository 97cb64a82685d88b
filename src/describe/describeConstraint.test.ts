import { describe, expect, it } from 'vitest';
import { describeConstraint, describeOverride, operatorInWords } from './describeConstraint';

describe('constraints in words', () => {
  it('lists the values of IN and NOT_IN', () => {
    expect(describeConstraint({ contextName: 'userId', operator: 'IN', values: ['alice', 'bob'] })).toBe('userId is one of alice, bob');
    expect(describeConstraint({ contextName: 'country', operator: 'NOT_IN', values: ['NO', 'SE'] })).toBe('country is not one of NO, SE');
  });

  it('turns the words around when the constraint is inverted', () => {
    expect(describeConstraint({ contextName: 'country', operator: 'IN', values: ['NO'], inverted: true })).toBe('country is not one of NO');
    expect(describeConstraint({ contextName: 'age', operator: 'NUM_GTE', value: '18', inverted: true })).toBe('age is less than 18');
    expect(describeConstraint({ contextName: 'email', operator: 'STR_ENDS_WITH', values: ['@a.com'], inverted: true })).toBe('email does not end with @a.com');
  });

  it('joins string matches with "or", and says when case is ignored', () => {
    expect(describeConstraint({ contextName: 'email', operator: 'STR_ENDS_WITH', values: ['@a.com', '@b.com', '@c.com'], caseInsensitive: true }))
      .toBe('email ends with @a.com, @b.com or @c.com (ignoring case)');
  });

  it('uses the single value of number, date and version operators', () => {
    expect(describeConstraint({ contextName: 'cart', operator: 'NUM_GT', value: '100' })).toBe('cart is greater than 100');
    expect(describeConstraint({ contextName: 'currentTime', operator: 'DATE_AFTER', value: '2025-01-01T00:00:00.000Z' })).toBe('currentTime is after 2025-01-01T00:00:00.000Z');
    expect(describeConstraint({ contextName: 'appVersion', operator: 'SEMVER_LT', value: '2.0.0' })).toBe('appVersion is a version below 2.0.0');
  });

  it('reads a single value sent in `values` too (older services do this)', () => {
    expect(describeConstraint({ contextName: 'cart', operator: 'NUM_EQ', values: ['3'] })).toBe('cart equals 3');
  });

  it('names every operator of the contract', () => {
    expect(operatorInWords('NUM_LTE')).toBe('is at most');
    expect(operatorInWords('SEMVER_EQ')).toBe('is version');
    expect(operatorInWords('STR_CONTAINS')).toBe('contains');
    expect(operatorInWords('IN_CIDR')).toBe('is in');
  });

  it('describes an override as the users it applies to', () => {
    expect(describeOverride({ contextName: 'userId', values: ['alice', 'bob'] })).toBe('userId is one of alice, bob');
  });
});
