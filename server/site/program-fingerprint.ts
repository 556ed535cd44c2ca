/**
 * What names the running program's code in the digests of the caches it persists (the search
 * index snapshot, the parsed pages). The package version names a release, but a checkout between
 * releases (`npm start` after a `git pull`, another branch) runs other code under the same
 * version, and the word lists and rules behind a snapshot's stored section facts change with
 * the code: a digest of the version alone kept serving the old facts until the format was bumped.
 * So the digests also read this fingerprint: the path, size and modification time of every module
 * file of the program (stat only, no reads: a few hundred files, about a millisecond). A release
 * installed from the registry has one fixed set of files, so its snapshots are reused across
 * restarts as before; any edit, pull or rebuild makes new ones.
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folders of a program laid out module by module (the sources run through tsx, or tsc's output in dist/). */
const CODE_FOLDERS = ['server', 'tools'];
/** Files of code; data next to it (JSON of word lists included) is bundled or imported as modules. */
const CODE_FILE = /\.(?:[cm]?js|[cm]?ts|json)$/;
/** Files listed at most: a bound on the walk whatever a folder holds. */
export const FINGERPRINT_MAX_FILES = 5000;

/**
 * The folders of the code that runs, from the location of this module: `<root>/server/site/`
 * (sources) or `<root>/dist/server/site/` (tsc's output) name `server/` and `tools/` beside each
 * other; a bundle (`dist/cli/`) is its own folder.
 */
export function codeFolders(moduleDir: string): string[] {
  const server = dirname(moduleDir);
  if (basename(moduleDir) === 'site' && basename(server) === 'server') return CODE_FOLDERS.map((name) => join(dirname(server), name));
  return [moduleDir];
}

/** Module files under `folder` (recursively, no node_modules, no hidden folders), in a stable order, at most `budget.left`. */
function listCode(folder: string, out: string[], budget: { left: number }): void {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (budget.left <= 0) return;
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) listCode(path, out, budget);
    else if (entry.isFile() && CODE_FILE.test(entry.name)) {
      out.push(path);
      budget.left--;
    }
  }
}

/** Hex SHA-256 of the paths, sizes and modification times of the module files in `folders` (default: the running code's, codeFolders). */
export function programFingerprint(folders = codeFolders(dirname(fileURLToPath(import.meta.url)))): string {
  const hash = createHash('sha256');
  const files: string[] = [];
  const budget = { left: FINGERPRINT_MAX_FILES };
  for (const folder of folders) listCode(folder, files, budget);
  for (const file of files) {
    try {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${file}\u0000${size}\u0000${mtimeMs}\u0000`);
    } catch {
      hash.update(`${file}\u0000gone\u0000`);
    }
  }
  return hash.digest('hex');
}
