/**
 * Where derived data (the persisted search index, image derivatives and metadata) is kept.
 * One folder, one subfolder per kind; everything in it is safe to delete and is rebuilt.
 */
import { homedir, tmpdir } from 'node:os';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** `--cache-dir` / CACHE_DIR, else $XDG_CACHE_HOME/portfolio-agent, else ~/.cache/portfolio-agent. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CACHE_DIR) return resolve(env.CACHE_DIR);
  if (env.XDG_CACHE_HOME) return join(resolve(env.XDG_CACHE_HOME), 'portfolio-agent');
  const home = homedir();
  return home ? join(home, '.cache', 'portfolio-agent') : join(tmpdir(), 'portfolio-agent-cache');
}

/** The subfolder for one kind of derived data, e.g. `index` or `images`. */
export function cacheSubdir(cacheDir: string, kind: 'index' | 'images' | 'pages'): string {
  return join(cacheDir, kind);
}

/**
 * mkdir -p, one level at a time: Node's recursive mkdirSync never returns for some
 * locations (e.g. under /proc), and an unwritable location must cost a log line, not a hang.
 */
export function makeFolders(dir: string): void {
  const missing: string[] = [];
  for (let at = resolve(dir); !existsSync(at); at = dirname(at)) {
    missing.push(at);
    if (dirname(at) === at) break;
  }
  for (const folder of missing.reverse()) mkdirSync(folder);
}
