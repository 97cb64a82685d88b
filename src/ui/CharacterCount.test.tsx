import { describe, expect, it } from 'vitest';
import { characterCountText } from './CharacterCount';

describe('a character count', () => {
  it('says how much of the bound is used, up to the bound itself', () => {
    expect(characterCountText(0, 200)).toBe('0 of 200 characters');
    expect(characterCountText(1000, 1000)).toBe('1,000 of 1,000 characters');
  });

  it('says by how much a text is over the bound', () => {
    expect(characterCountText(201, 200)).toBe('1 character too many: at most 200');
    expect(characterCountText(2500, 1000)).toBe('1,500 characters too many: at most 1,000');
  });
});
