/**
 * Which answer keys were asked for before, so that the answer cache keeps only answers asked for
 * twice. An SDK asks again with the same context every few seconds, and is kept from its second
 * poll on; a page loaded once by a visitor never is, and what it would have kept (its bytes, and
 * an older answer pushed out to make room) stays as it was. What it costs a poller is one
 * evaluation more.
 *
 * The keys are remembered by a 32-bit hash in a table of fixed size, each key in one slot: a key
 * whose slot another took meanwhile counts as new (one evaluation more again), and two keys of one
 * hash count as one (an answer kept at its first ask, as before). Neither changes an answer.
 */
export interface AskedBefore {
  /** Whether the key was asked for before; remembers that it now has been. */
  (key: string): boolean;
}

/** 2^17 slots (512 KiB): a caller polling every 15 s is still remembered with a chance of about 63 % under 4,000 new contexts a second, 99 % under 100. */
export const askedBeforeSlots = 1 << 17;

export function createAskedBefore(slots = askedBeforeSlots): AskedBefore {
  const table = new Uint32Array(slots);
  return (key) => {
    const hash = hashOf(key);
    const slot = hash % slots;
    if (table[slot] === hash) return true;
    table[slot] = hash;
    return false;
  };
}

/**
 * FNV-1a over the UTF-16 code units, then MurmurHash3's final mix: FNV alone leaves the low bits,
 * which choose the slot, alike for keys that differ only at their end. Never 0 (an empty slot).
 */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0 || 1;
}
