/**
 * What serve --watch runs off the main thread before a reload: a digest of the content
 * folder (text files by their bytes, other files by size and time) and, when it differs
 * from the one being served, a full trial load. A touch that changes nothing, or an edit
 * that breaks the folder, then costs the main thread nothing.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ContentError, formatProblem, loadSite, type LoadOptions } from '../site/load-site.ts';

export type ContentCheck = { ok: true; digest: string; changed: boolean } | { ok: false; digest: string; problems: string[] };

const TEXT = /\.(md|markdown|ya?ml|json|txt)$/i;

/** A digest of every file in the folder; the same content gives the same digest whatever the file times. */
export function contentDigest(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    let entries: string[];
    try {
      entries = readdirSync(folder).sort();
    } catch {
      return;
    }
    for (const name of entries) {
      const path = join(folder, name);
      let stat;
      try {
        stat = statSync(path);
      } catch {
        continue;
      }
      const rel = relative(dir, path);
      if (stat.isDirectory()) {
        hash.update(`d ${rel}\n`);
        walk(path);
      } else if (TEXT.test(name)) {
        hash.update(`t ${rel} ${stat.size}\n`);
        try {
          hash.update(readFileSync(path));
        } catch {
          hash.update('unreadable');
        }
      } else {
        hash.update(`f ${rel} ${stat.size} ${stat.mtimeMs}\n`);
      }
    }
  };
  walk(dir);
  return hash.digest('base64url');
}

export function checkContent(dir: string, options: LoadOptions, served: string | undefined): ContentCheck {
  const digest = contentDigest(dir);
  if (digest === served) return { ok: true, digest, changed: false };
  try {
    loadSite(dir, options);
    return { ok: true, digest, changed: true };
  } catch (error) {
    return { ok: false, digest, problems: error instanceof ContentError ? error.problems.map(formatProblem) : [String((error as Error)?.message ?? error)] };
  }
}
