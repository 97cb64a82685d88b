import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('verify the password they were made from, and no other', async () => {
    const stored = await hashPassword('Correct-horse-7');
    expect(await verifyPassword('Correct-horse-7', stored)).toBe(true);
    expect(await verifyPassword('Correct-horse-8', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('are salted scrypt, holding neither the password nor the same bytes twice', async () => {
    const [first, second] = [await hashPassword('Correct-horse-7'), await hashPassword('Correct-horse-7')];
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Correct-horse-7');
  });

  it('read the same password however its accents were composed', async () => {
    const stored = await hashPassword('Caf\u00e9-Latte-42');
    expect(await verifyPassword('Cafe\u0301-Latte-42', stored)).toBe(true);
  });

  it('refuse a stored value that is not a hash they made', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$AA==$AA==')).toBe(false);
  });
});
