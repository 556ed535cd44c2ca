/**
 * A cache bounded in bytes, keys included: each key is the SHA-256 digest of what the answer
 * depends on (so a key costs 43 bytes however long the request was, and nothing of the
 * request is kept), each value is bytes, and every entry is charged its key, its value and
 * a fixed overhead. Least recently used entries go first.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Per entry, besides key and value: the LRU's node, the Map slot, the object headers (measured: about 200 B). */
export const ENTRY_OVERHEAD = 256;
const KEY_BYTES = 43;

export interface ByteCache<V extends { byteLength: number }> {
  get(parts: readonly string[]): V | undefined;
  set(parts: readonly string[], value: V): void;
  /** Entries and bytes charged now. */
  stats(): { entries: number; bytes: number; maxBytes: number };
}

/** The digest of the parts, length-prefixed so that no two lists of parts share one. */
export function digest(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('base64url');
}

export function byteCache<V extends { byteLength: number }>(maxBytes: number): ByteCache<V> {
  const cache = new LRUCache<string, V>({ maxSize: maxBytes, sizeCalculation: (value) => value.byteLength + KEY_BYTES + ENTRY_OVERHEAD });
  return {
    get: (parts) => cache.get(digest(parts)),
    set: (parts, value) => {
      // A value larger than the whole cache is not kept (lru-cache would refuse it anyway).
      if (value.byteLength + KEY_BYTES + ENTRY_OVERHEAD <= maxBytes) cache.set(digest(parts), value);
    },
    stats: () => ({ entries: cache.size, bytes: cache.calculatedSize, maxBytes }),
  };
}
