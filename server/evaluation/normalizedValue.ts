/*
 * The SDK's bucket of an id (unleash-client 6, `strategy/util.js`: `normalizedStrategyValue` and
 * `normalizedVariantValue`), the same numbers from a faster hash: the SDK's MurmurHash3 (the
 * murmurhash3js package, x86, 32 bits) multiplies in halves, as JavaScript had to before
 * Math.imul, and a rollout hashes once per flag per request. Like it, this hashes the low byte of
 * each UTF-16 code unit. `normalizedValue.test.ts` holds both to the SDK's functions.
 */

const strategySeed = 0;
const variantSeed = 86028157;

/** 1 to 100: where the id falls in a rollout of groupId. */
export const normalizedStrategyValue = (id: string, groupId: string): number => (murmurHash32(`${groupId}:${id}`, strategySeed) % 100) + 1;

/** 1 to normalizer: where the id falls among variants whose weights add up to normalizer. */
export const normalizedVariantValue = (id: string, groupId: string, normalizer: number): number =>
  (murmurHash32(`${groupId}:${id}`, variantSeed) % normalizer) + 1;

const c1 = 0xcc9e2d51;
const c2 = 0x1b873593;

function mixBlock(block: number): number {
  const k1 = Math.imul(block, c1);
  return Math.imul((k1 << 15) | (k1 >>> 17), c2);
}

function murmurHash32(key: string, seed: number): number {
  const remainder = key.length % 4;
  const bytes = key.length - remainder;
  let h1 = seed;
  let index = 0;
  for (; index < bytes; index += 4) {
    h1 ^= mixBlock((key.charCodeAt(index) & 0xff) | ((key.charCodeAt(index + 1) & 0xff) << 8)
      | ((key.charCodeAt(index + 2) & 0xff) << 16) | ((key.charCodeAt(index + 3) & 0xff) << 24));
    h1 = (h1 << 13) | (h1 >>> 19);
    h1 = (Math.imul(h1, 5) + 0xe6546b64) | 0;
  }
  let tail = 0;
  if (remainder === 3) tail ^= (key.charCodeAt(index + 2) & 0xff) << 16;
  if (remainder >= 2) tail ^= (key.charCodeAt(index + 1) & 0xff) << 8;
  if (remainder >= 1) h1 ^= mixBlock(tail ^ (key.charCodeAt(index) & 0xff));
  h1 ^= key.length;
  h1 ^= h1 >>> 16;
  h1 = Math.imul(h1, 0x85ebca6b);
  h1 ^= h1 >>> 13;
  h1 = Math.imul(h1, 0xc2b2ae35);
  h1 ^= h1 >>> 16;
  return h1 >>> 0;
}
