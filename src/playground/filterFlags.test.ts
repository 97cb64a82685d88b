import { describe, expect, it } from 'vitest';
import { matchesSearch } from './filterFlags';

describe('searching within results', () => {
  it('matches a part of the name, ignoring case', () => {
    expect(matchesSearch('Checkout', ['new-checkout-flow'])).toBe(true);
    expect(matchesSearch('search', ['new-checkout-flow'])).toBe(false);
  });

  it('matches the variant name too', () => {
    expect(matchesSearch('blue', ['banner', 'blue'])).toBe(true);
  });

  it('needs every word', () => {
    expect(matchesSearch('checkout blue', ['checkout', 'green'])).toBe(false);
  });

  it('an empty search matches everything', () => {
    expect(matchesSearch('  ', ['anything'])).toBe(true);
  });
});
