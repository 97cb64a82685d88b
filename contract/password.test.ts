import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password';

describe('passwordProblems', () => {
  it('passes a password of ten characters with a lowercase and an uppercase letter, a number and a special character', () => {
    expect(passwordProblems('Flagdeck-42')).toEqual([]);
    expect(passwordProblems('Ünïcode-Paß-7')).toEqual([]);
  });

  it('names each rule a password breaks', () => {
    expect(passwordProblems('short')).toEqual([
      'The password must be at least 10 characters long.',
      'The password must contain at least one uppercase letter.',
      'The password must contain at least one number.',
      'The password must contain at least one special character.',
    ]);
    expect(passwordProblems('Flagdeck-4222')).toEqual(['The password may not contain sequences of three or more repeated characters.']);
    expect(passwordProblems(`Aa1-${'xy'.repeat(62)}`)).toEqual(['The password must be fewer than 128 characters.']);
    expect(passwordProblems('flagdeck-42')).toEqual(['The password must contain at least one uppercase letter.']);
    expect(passwordProblems('Flagdeck 42')).toEqual(['The password must contain at least one special character.']);
  });
});
