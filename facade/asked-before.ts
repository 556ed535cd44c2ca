/**
 * Whether a question was asked before, recently: the answer cache keeps an answer from its
 * question's second asking on. Most questions to a search endpoint are asked once, and
 * keeping each of them cost the cache an insertion, an eviction, and an entry that lived
 * long enough to be promoted into V8's old generation and die there (about a tenth of the
 * server's CPU per uncached question under load); a question asked again pays one more
 * search, then is cached as before.
 *
 * A table of SLOTS 32-bit hashes of keys (256 KiB, whatever the traffic), each key in the slot
 * its hash picks: a key is known while no other key has taken its slot since. Two keys with
 * the same hash count as one (an answer kept a question early, no harm done).
 */
export const ASKED_SLOTS = 1 << 16;

export interface AskedBefore {
  /** True when `key` was seen since its slot last changed; records it either way. */
  (key: string): boolean;
}

/** FNV-1a over UTF-16 units, never 0 (an empty slot). */
function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0 || 1;
}

export function askedBefore(slots = ASKED_SLOTS): AskedBefore {
  const table = new Uint32Array(slots);
  const mask = slots - 1;
  return (key) => {
    const h = hashOf(key);
    // The slot from the hash's high bits, the whole hash as the tag.
    const slot = Math.imul(h, 0x9e3779b1) >>> 0;
    const at = (slot >>> 16) & mask;
    if (table[at] === h) return true;
    table[at] = h;
    return false;
  };
}
