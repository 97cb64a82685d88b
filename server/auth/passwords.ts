import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are kept only as scrypt hashes (memory-hard: 32 MiB and a tenth of a second or more a
 * guess), in one self-describing string, `scrypt$N$r$p$salt$hash`, so the cost can be raised
 * later without making older hashes unreadable. The work runs on libuv's thread pool, never on
 * the event loop.
 */
const cost = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;
const saltLength = 16;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  // The memory scrypt needs is 128·N·r bytes; Node's default ceiling is exactly that for these
  // parameters, so it is raised with a margin.
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, scryptOptions, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string): { N: number; r: number; p: number; salt: Buffer; key: Buffer } | undefined {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return undefined;
  const numbers = [N, r, p].map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || n < 1)) return undefined;
  const [n = 0, blockSize = 0, parallel = 0] = numbers;
  return { N: n, r: blockSize, p: parallel, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Whether `password` is the one `stored` was made from; the comparison takes the same time wherever they differ. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/**
 * A hash of a random password nobody knows: a sign-in for an unknown account (or one without a
 * password) is checked against it, so it costs the same time as a wrong password and gets the
 * same answer.
 */
export const unknownAccountHash = (): Promise<string> => hashPassword(randomBytes(24).toString('base64'));
