/**
 * Where derived data (the persisted search index, image derivatives and metadata) is kept.
 * One folder, one subfolder per kind; everything in it is safe to delete and is rebuilt.
 */
import { homedir, tmpdir } from 'node:os';
import { existsSync, mkdirSync, statSync } from 'node:fs';
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
 * Race-free: a folder another process (or worker) made between the look and the mkdir is
 * fine (EEXIST), as long as it is a folder.
 */
export function makeFolders(dir: string, fs: FolderFs = NODE_FS): void {
  const missing: string[] = [];
  for (let at = resolve(dir); !fs.existsSync(at); at = dirname(at)) {
    missing.push(at);
    if (dirname(at) === at) break;
  }
  for (const folder of missing.reverse()) {
    try {
      fs.mkdirSync(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !fs.statSync(folder).isDirectory()) throw error;
    }
  }
}

/** The file-system calls makeFolders makes (a test interleaves another process's mkdir). */
export interface FolderFs {
  existsSync(path: string): boolean;
  mkdirSync(path: string): unknown;
  statSync(path: string): { isDirectory(): boolean };
}
const NODE_FS: FolderFs = { existsSync, mkdirSync: (path) => mkdirSync(path), statSync: (path) => statSync(path) };
