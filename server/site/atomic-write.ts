/**
 * Files of the cache folder are replaced whole: written to a temporary file beside the target
 * (unique per process and call, so two processes or workers never share one), then renamed
 * over it. A reader sees the old file or the new one, never half of one; a failed write
 * leaves no temporary file behind. Used by every kind of cache file (pages, site.yaml's
 * value, image facts, the search index, picture versions).
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeFolders } from './cache-dir.ts';

/** Suffix of temporary files: a folder's pruning removes stale ones by it. */
export const TEMP_SUFFIX = '.tmp';

/** A temporary file's name beside `file`. */
export function tempFileFor(file: string): string {
  return `${file}.${process.pid}-${Math.random().toString(36).slice(2)}${TEMP_SUFFIX}`;
}

/** Writes `bytes` to `file` atomically, making its folder first; throws what failed. */
export function writeFileAtomic(file: string, bytes: string | Uint8Array): void {
  makeFolders(dirname(file));
  const temp = tempFileFor(file);
  try {
    writeFileSync(temp, bytes);
    renameSync(temp, file);
  } catch (error) {
    removeQuietly(temp);
    throw error;
  }
}

/** `value` as JSON, written atomically. */
export function writeJsonAtomic(file: string, value: unknown): void {
  writeFileAtomic(file, JSON.stringify(value));
}

/** The same for a file another writer makes (an image encoder): `write` writes the temporary file given. */
export async function replaceFileAtomic(file: string, write: (temp: string) => Promise<unknown>): Promise<void> {
  const temp = tempFileFor(file);
  try {
    await write(temp);
    renameSync(temp, file);
  } catch (error) {
    removeQuietly(temp);
    throw error;
  }
}

function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // The folder itself is missing or not a folder: there is no temporary file.
  }
}
