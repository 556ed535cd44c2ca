/**
 * A cache bounded in bytes, keys included: a key is what the answer depends on, kept as
 * itself when it is short (up to SHORT_KEY characters, charged at two bytes each) and as
 * its SHA-256 digest otherwise (43 bytes however long the request was, and nothing of the
 * request is kept). Every entry is charged its key, its value and a fixed overhead; least
 * recently used entries go first.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Per entry, besides key and value: the LRU's node, the Map slot, the object headers (measured: about 200 B). */
export const ENTRY_OVERHEAD = 256;
/** Keys up to this many characters are kept as they are: hashing would cost more than it saves. */
export const SHORT_KEY = 512;

export interface ByteCache<V extends { byteLength: number }> {
  get(parts: readonly string[]): V | undefined;
  set(parts: readonly string[], value: V): void;
  /** The same by a key made once with cacheKey (a miss then a store need not make it twice). */
  getKey(key: string): V | undefined;
  setKey(key: string, value: V): void;
  /** Entries and bytes charged now. */
  stats(): { entries: number; bytes: number; maxBytes: number };
}

/** The digest of the parts, length-prefixed so that no two lists of parts share one. */
export function digest(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('base64url');
}

/** The key of a list of parts: the parts themselves, length-prefixed, when short; else their digest. */
export function cacheKey(parts: readonly string[]): string {
  let length = 0;
  for (const part of parts) length += part.length + 8;
  if (length > SHORT_KEY) return digest(parts);
  let key = '';
  for (const part of parts) key += `${part.length}:${part}`;
  return key;
}

export function byteCache<V extends { byteLength: number }>(maxBytes: number): ByteCache<V> {
  const charge = (key: string, value: V) => value.byteLength + 2 * key.length + ENTRY_OVERHEAD;
  const cache = new LRUCache<string, V>({ maxSize: maxBytes, sizeCalculation: (value, key) => charge(key, value) });
  const setKey = (key: string, value: V) => {
    // A value larger than the whole cache is not kept (lru-cache would refuse it anyway).
    if (charge(key, value) <= maxBytes) cache.set(key, value);
  };
  return {
    get: (parts) => cache.get(cacheKey(parts)),
    set: (parts, value) => setKey(cacheKey(parts), value),
    getKey: (key) => cache.get(key),
    setKey,
    stats: () => ({ entries: cache.size, bytes: cache.calculatedSize, maxBytes }),
  };
}
