import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens are high-entropy random strings, so a plain sha256 is enough to store them: looking a
 * token up by its hash never compares secret bytes in a way whose timing depends on the secret.
 */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export const randomHex = (bytes = 24): string => randomBytes(bytes).toString('hex');

/** A personal access token as Unleash writes them. */
export const newPatSecret = (): string => `user:${randomHex(28)}`;
