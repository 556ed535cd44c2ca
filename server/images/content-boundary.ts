/**
 * The content folder is a boundary (issue 10): a symbolic link inside it is followed only
 * when its target stays inside the folder. At load every link is resolved once, and one
 * that leads out (or nowhere) is a problem naming the link; at request time the file's
 * real path is checked again, so a link made after start-up cannot lead out either.
 */
import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Problem } from '../site/content-schemas.ts';

/** True when `path`, with every link resolved, is the folder `root` or inside it. */
export function staysInside(root: string, path: string): boolean {
  try {
    const realRoot = realpathSync(root);
    const real = realpathSync(path);
    return real === realRoot || real.startsWith(realRoot + sep);
  } catch {
    return false;
  }
}

/** Every symbolic link in the folder whose target is outside it or missing, as problems. */
export function checkSymlinks(dir: string, problems: Problem[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.isSymbolicLink()) continue;
    const abs = join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name);
    const file = relative(dir, abs).split(sep).join('/');
    if (staysInside(dir, abs)) continue;
    problems.push({
      file,
      field: '(symbolic link)',
      message: `is a symbolic link that leads outside the content folder (or nowhere): it is refused; copy the file into the folder or point the link inside it`,
    });
  }
}

/** lstat that never throws: undefined when nothing is there. */
export function statOrUndefined(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}
