/**
 * serve --watch: re-reads the content folder when a file in it changes and swaps the new
 * site in at once (one reference assignment, so a request sees the old or the new site,
 * never a mix). A broken edit keeps the last good site serving and logs what is wrong.
 */
import { watch, type FSWatcher } from 'node:fs';
import { ContentError, formatProblem, loadSite, type LoadOptions } from '../site/load-site.ts';
import type { Site } from '../site/site-types.ts';
import type { Logger } from '../../facade/logger.ts';

export interface WatchedSite {
  get(): Site;
  /** Resolves after the next reload attempt (for tests). */
  reloaded(): Promise<boolean>;
  close(): void;
}

export function watchSite(dir: string, options: LoadOptions, log: Logger, debounceMs = 150): WatchedSite {
  let current = loadSite(dir, options);
  let timer: NodeJS.Timeout | undefined;
  let waiters: ((ok: boolean) => void)[] = [];
  const reload = () => {
    let ok = false;
    try {
      current = loadSite(dir, options);
      ok = true;
      log.info('content reloaded', { pages: current.pages.length });
    } catch (error) {
      const problems = error instanceof ContentError ? error.problems.map(formatProblem) : [String(error)];
      log.error('content not reloaded; still serving the last good content', { problems });
    }
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve(ok);
  };
  const watcher: FSWatcher = watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(reload, debounceMs);
  });
  watcher.on('error', (error) => log.warn('content watch failed', { error: error.message }));
  return {
    get: () => current,
    reloaded: () => new Promise((resolve) => waiters.push(resolve)),
    close: () => {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
