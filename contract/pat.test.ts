import { describe, expect, it } from 'vitest';
import { createdPatSchema, patListSchema } from './pat';

const pat = {
  id: 3,
  createdAt: '2026-01-01T00:00:00Z',
  seenAt: null,
  userId: 12,
  description: 'deploy pipeline',
  expiresAt: '2027-01-01T00:00:00Z',
};

describe('patListSchema', () => {
  it('accepts a listing without secrets', () => {
    expect(patListSchema.parse({ pats: [pat, { ...pat, id: 4, seenAt: '2026-02-01T00:00:00Z' }] }).pats).toHaveLength(2);
  });

  it('refuses an id below 1', () => {
    expect(patListSchema.safeParse({ pats: [{ ...pat, id: 0 }] }).success).toBe(false);
  });

  it('refuses a listing that carries a secret', () => {
    const result = patListSchema.safeParse({ pats: [{ ...pat, secret: 'user:abc' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['pats', 0, 'secret']);
  });

  it.each(['createdAt', 'description', 'expiresAt', 'id'])('requires %s', (field) => {
    const { [field as keyof typeof pat]: _, ...rest } = pat;
    expect(patListSchema.safeParse({ pats: [rest] }).success).toBe(false);
  });
});

describe('createdPatSchema', () => {
  it('requires the secret that only creation returns', () => {
    expect(createdPatSchema.safeParse({ ...pat, secret: 'user:abc' }).success).toBe(true);
    expect(createdPatSchema.safeParse(pat).success).toBe(false);
  });
});
