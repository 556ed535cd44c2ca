/**
 * The image facts read at load (size, format, embedded metadata, content hash), kept in
 * the cache folder (`images/metadata.json`) when there is one, keyed by the content folder and
 * the file, with its size and modification time: a restart then reads no picture whose file has
 * not changed. Sites that share a cache folder (the default one) keep each other's entries,
 * up to MAX_ENTRIES in all: a save keeps every entry of its own folder and, of the others, the
 * most recently used (a folder that was moved or deleted drops out in time, not never). An
 * entry's use time is written when its folder's entries are (on a change, else at most daily).
 */
import { readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { cacheSubdir } from '../site/cache-dir.ts';
import { writeJsonAtomic } from '../site/atomic-write.ts';
import type { ImageFacts } from './photo-metadata.ts';

export interface CachedFacts extends ImageFacts {
  size: number;
  mtimeMs: number;
  fingerprint: string;
  /** When a load of its folder last used it (ms since 1970; absent in older files: oldest). */
  usedAt?: number;
}

/** Entries kept in the file, of all content folders together (a few hundred bytes each: at most a few MB). */
export const MAX_ENTRIES = 20_000;

/** Bumped when what is stored (or how it is read) changes; older files are ignored. */
const VERSION = 2;

export interface MetadataCache {
  get(file: string, size: number, mtimeMs: number): CachedFacts | undefined;
  set(file: string, facts: CachedFacts): void;
  /** Writes the entries used in this load (only those of this content folder: its removed pictures drop out). */
  save(): void;
  /** Reads that were answered from the cache, for tests and the start-up log. */
  readonly hits: number;
}

export interface MetadataCacheOptions {
  now?: () => number;
  maxEntries?: number;
}

/** A day: a folder's entries are written again when unchanged but last written longer ago (their use time). */
const REFRESH_MS = 86_400_000;

export function metadataCache(cacheDir: string | undefined, contentDir = '', options: MetadataCacheOptions = {}): MetadataCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  // Entries are keyed by the content folder too: two sites with the same picture paths never share one.
  const scope = contentDir ? `${resolve(contentDir)}${sep}` : '';
  const path = cacheDir ? join(cacheSubdir(cacheDir, 'images'), 'metadata.json') : undefined;
  let stored: Record<string, CachedFacts> = {};
  if (path) {
    try {
      const parsed = JSON.parse(readFileSync(path, 'utf8')) as { version?: number; entries?: Record<string, CachedFacts> };
      if (parsed.version === VERSION && parsed.entries && typeof parsed.entries === 'object') stored = parsed.entries;
    } catch {
      // No cache yet, or a damaged one: read the pictures.
    }
  }
  const used: Record<string, CachedFacts> = {};
  let hits = 0;
  let changed = false;
  return {
    get(file, size, mtimeMs) {
      const entry = stored[scope + file];
      if (!entry || entry.size !== size || entry.mtimeMs !== mtimeMs) return undefined;
      hits++;
      used[scope + file] = entry;
      return entry;
    },
    set(file, facts) {
      used[scope + file] = facts;
      changed = true;
    },
    save() {
      if (!path) return;
      const others = scope ? Object.entries(stored).filter(([key]) => !key.startsWith(scope)) : [];
      const mine = Object.keys(stored).length - others.length;
      const at = now();
      const stale = Object.values(used).some((facts) => (facts.usedAt ?? 0) < at - REFRESH_MS);
      if (!changed && !stale && Object.keys(used).length === mine) return;
      const own = Object.entries(used).map(([key, facts]): [string, CachedFacts] => [key, { ...facts, usedAt: at }]);
      // The other folders' most recently used entries, as many as fit beside this folder's.
      const kept = others.sort((a, b) => (b[1].usedAt ?? 0) - (a[1].usedAt ?? 0)).slice(0, Math.max(0, maxEntries - own.length));
      try {
        writeJsonAtomic(path, { version: VERSION, entries: Object.fromEntries([...kept, ...own]) });
      } catch {
        // A cache that cannot be written costs a re-read next time, nothing more.
      }
    },
    get hits() {
      return hits;
    },
  };
}
