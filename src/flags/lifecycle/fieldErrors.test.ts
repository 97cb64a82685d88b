import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { fieldErrors } from './fieldErrors';

const error = (kind: 'Conflict' | 'BadRequest' | 'Server', details: { message: string; path?: string }[] = []) =>
  new ApiError({ kind, message: `${kind} happened`, method: 'POST', path: '/x', details });

describe('fieldErrors', () => {
  it('puts each detail at the field it names, and a taken name at the name', () => {
    expect(fieldErrors(error('BadRequest', [{ message: 'name: too long', path: 'name' }]), ['name', 'description'])).toEqual({
      byField: { name: 'name: too long' }, rest: null,
    });
    expect(fieldErrors(error('Conflict'), ['name'])).toEqual({ byField: { name: 'Conflict happened' }, rest: null });
  });

  it('keeps for the whole form what names no field of it', () => {
    const result = fieldErrors(error('BadRequest', [{ message: 'x', path: 'elsewhere' }]), ['name']);
    expect(result.byField).toEqual({});
    expect(result.rest).not.toBeNull();
    expect(fieldErrors(null, ['name'])).toEqual({ byField: {}, rest: null });
  });
});
