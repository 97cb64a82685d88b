/*
 * The SDK's bucket of an id (unleash-client 6, `strategy/util.js`: `normalizedStrategyValue` and
 * `normalizedVariantValue`), the same numbers from a faster hash: the SDK's MurmurHash3 (the
 * murmurhash3js package, x86, 32 bits) multiplies in halves, as JavaScript had to before
 * Math.imul, and a rollout hashes once per flag per request. Like it, this hashes the low byte of
 * each UTF-16 code unit. `normalizedValue.test.ts` holds both to the SDK's functions.
 *
 * The SDK hashes `${groupId}:${id}`. A compiled rule knows its group id beforehand, so the hash of
 * that prefix is taken once (bucketsIn) and each id's hash goes on from it: no string is built and
 * flattened per flag and request, which was a sixth of an uncached /api/frontend answer's time.
 */

const strategySeed = 0;
const variantSeed = 86028157;

/** 1 to 100: where an id falls in a rollout of groupId. */
export function strategyBucketsIn(groupId: string): (id: string) => number {
  const prefix = hashedPrefix(`${groupId}:`, strategySeed);
  return (id) => (hashAfter(prefix, id) % 100) + 1;
}

/** 1 to normalizer: where an id falls among the variants of groupId whose weights add up to normalizer. */
export function variantBucketsIn(groupId: string, normalizer: number): (id: string) => number {
  const prefix = hashedPrefix(`${groupId}:`, variantSeed);
  return (id) => (hashAfter(prefix, id) % normalizer) + 1;
}

export const normalizedStrategyValue = (id: string, groupId: string): number => strategyBucketsIn(groupId)(id);

export const normalizedVariantValue = (id: string, groupId: string, normalizer: number): number => variantBucketsIn(groupId, normalizer)(id);

const c1 = 0xcc9e2d51;
const c2 = 0x1b873593;

function mixBlock(block: number): number {
  const k1 = Math.imul(block, c1);
  return Math.imul((k1 << 15) | (k1 >>> 17), c2);
}

function mixIn(h1: number, block: number): number {
  const mixed = h1 ^ mixBlock(block);
  const rotated = (mixed << 13) | (mixed >>> 19);
  return (Math.imul(rotated, 5) + 0xe6546b64) | 0;
}

/** The hash's state after a prefix: its whole four-byte blocks mixed in, its last 0 to 3 bytes still to come. */
interface HashedPrefix {
  h1: number;
  pending: number;
  pendingBytes: number;
  length: number;
}

function hashedPrefix(prefix: string, seed: number): HashedPrefix {
  let state: HashedPrefix = { h1: seed, pending: 0, pendingBytes: 0, length: 0 };
  for (let index = 0; index < prefix.length; index++) state = withByte(state, prefix.charCodeAt(index) & 0xff);
  return state;
}

function withByte({ h1, pending, pendingBytes, length }: HashedPrefix, byte: number): HashedPrefix {
  const block = pending | (byte << (8 * pendingBytes));
  return pendingBytes === 3
    ? { h1: mixIn(h1, block), pending: 0, pendingBytes: 0, length: length + 1 }
    : { h1, pending: block, pendingBytes: pendingBytes + 1, length: length + 1 };
}

/** MurmurHash3 of the prefix followed by key. */
function hashAfter(prefix: HashedPrefix, key: string): number {
  let { h1, pending, pendingBytes } = prefix;
  for (let index = 0; index < key.length; index++) {
    pending |= (key.charCodeAt(index) & 0xff) << (8 * pendingBytes);
    if (++pendingBytes === 4) {
      h1 = mixIn(h1, pending);
      pending = 0;
      pendingBytes = 0;
    }
  }
  if (pendingBytes > 0) h1 ^= mixBlock(pending);
  h1 ^= prefix.length + key.length;
  h1 ^= h1 >>> 16;
  h1 = Math.imul(h1, 0x85ebca6b);
  h1 ^= h1 >>> 13;
  h1 = Math.imul(h1, 0xc2b2ae35);
  h1 ^= h1 >>> 16;
  return h1 >>> 0;
}
