/**
 * Files of the cache folder are replaced whole: written to a temporary file beside the target
 * (unique per process and call, so two processes or workers never share one), then renamed
 * over it. A reader sees the old file or the new one, never half of one; a failed write
 * leaves no temporary file behind. Used by every kind of cache file (pages, site.yaml's
 * value, image facts, the search index, picture versions).
 */
import { readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

/**
 * A writer that was killed (a picture process past its time limit, a server stopped with
 * SIGKILL) never renames or removes its temporary file. Those left for longer than any writer
 * takes (an hour; a picture version's limit is 20 s) are removed from `dir` (not its
 * subfolders); a file another process is still writing is younger. Best effort: returns how
 * many were removed.
 */
export function removeStaleTemps(dir: string, now = Date.now(), maxAgeMs = STALE_TEMP_MS): number {
  let removed = 0;
  try {
    for (const name of readdirSync(dir)) {
      if (!name.endsWith(TEMP_SUFFIX)) continue;
      const file = join(dir, name);
      try {
        const stat = statSync(file);
        if (stat.isFile() && now - stat.mtimeMs > maxAgeMs) {
          rmSync(file, { force: true });
          removed++;
        }
      } catch {
        // Renamed or removed by its writer meanwhile.
      }
    }
  } catch {
    // No folder yet, or not readable: nothing to prune.
  }
  return removed;
}

/** How old a temporary file must be to count as left behind. */
export const STALE_TEMP_MS = 3_600_000;

function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // The folder itself is missing or not a folder: there is no temporary file.
  }
}
