/**
 * The package's own folder (where package.json and the bundled content live), found from this
 * module's location: `server/` when run from sources, `dist/server/` when run compiled.
 * Files shipped beside the code (content/, package.json) are read relative to it.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`portfolio-agent: no package.json above ${from}`);
    dir = up;
  }
}

export const PACKAGE_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the package, e.g. packagePath('content'). */
export const packagePath = (...parts: string[]) => join(PACKAGE_ROOT, ...parts);
