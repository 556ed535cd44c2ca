/**
 * serve --watch: re-reads the content folder when a file in it changes and swaps the new
 * site in at once (one reference assignment, so a request sees the old or the new site,
 * never a mix). A broken edit keeps the last good site serving and logs what is wrong.
 *
 * The folder itself may be replaced (a deploy that renames a new folder, or re-points a
 * symbolic link, in its place): its parent is watched too, and the watch re-armed on the
 * new folder. Each change is first checked on a worker thread (content-check.ts): a change
 * that leaves the content as it was, or breaks it, never reaches the main thread; only a
 * good, different folder is loaded there and swapped in.
 */
import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ContentError, formatProblem, loadSite, type LoadOptions } from '../site/load-site.ts';
import type { Site } from '../site/site-types.ts';
import type { Logger } from '../../facade/logger.ts';
import { contentDigest, type ContentCheck } from './content-check.ts';
import { logContentWarnings } from './log-warnings.ts';

export interface WatchedSite {
  get(): Site;
  /** Resolves after the next reload attempt: true when new content was swapped in (for tests). */
  reloaded(): Promise<boolean>;
  /** Checks run on the worker thread and loads run on the main thread so far (for tests). */
  counts(): { checks: number; loads: number };
  /** Calls `listener` after each swap of new content. */
  onReload(listener: () => void): void;
  close(): void;
}

/** The worker thread that checks content; it loads the TypeScript sources the way the main thread does. */
function checker(): { check(dir: string, options: LoadOptions, served: string): Promise<ContentCheck>; close(): void } {
  const module = new URL(`./content-check${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;
  // tsx's ES module entry (its CommonJS one cannot register hooks in a worker).
  const tsx = module.endsWith('.ts') ? pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href : '';
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      if (workerData.tsx) (await import(workerData.tsx)).register();
      const { checkContent } = await import(workerData.module);
      parentPort.on('message', ({ dir, options, served }) => parentPort.postMessage(checkContent(dir, options, served)));
      parentPort.postMessage('ready');
    })().catch((error) => parentPort.postMessage({ ok: false, problems: [String(error)] }));`;
  let worker: Worker | undefined;
  let ready: Promise<void> | undefined;
  const start = () => {
    worker = new Worker(source, { eval: true, workerData: { module, tsx } });
    worker.unref();
    const w = worker;
    ready = new Promise((resolveReady, reject) => {
      w.once('message', (first: unknown) => (first === 'ready' ? resolveReady() : reject(new Error(`content checker did not start: ${JSON.stringify(first)}`))));
      w.once('error', reject);
    });
    ready.catch(() => {
      if (worker === w) worker = undefined;
      void w.terminate();
    });
    w.once('exit', () => {
      if (worker === w) worker = undefined;
    });
  };
  return {
    async check(dir, options, served) {
      if (!worker) start();
      const w = worker!;
      await ready;
      return new Promise((resolveCheck, reject) => {
        const onError = (error: Error) => reject(error);
        w.once('error', onError);
        w.once('message', (result: ContentCheck) => {
          w.off('error', onError);
          resolveCheck(result);
        });
        w.postMessage({ dir, options, served });
      });
    },
    close() {
      void worker?.terminate();
      worker = undefined;
    },
  };
}

export function watchSite(dir: string, options: LoadOptions, log: Logger, debounceMs = 150): WatchedSite {
  const folder = resolve(dir);
  let current = loadSite(folder, options);
  let served = contentDigest(folder);
  let timer: NodeJS.Timeout | undefined;
  let waiters: ((ok: boolean) => void)[] = [];
  let running = false;
  let again = false;
  let closed = false;
  const counts = { checks: 0, loads: 0 };
  const listeners: (() => void)[] = [];
  const check = checker();

  const settle = (ok: boolean) => {
    const done = waiters;
    waiters = [];
    for (const resolveWaiter of done) resolveWaiter(ok);
  };
  const reload = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    let ok = false;
    try {
      counts.checks++;
      const result = await check.check(folder, options, served);
      if (closed) return;
      if (!result.ok) {
        log.error('content not reloaded; still serving the last good content', { problems: result.problems });
      } else if (result.changed) {
        // The folder was good a moment ago on the worker thread; load it here and swap it in.
        counts.loads++;
        const next = loadSite(folder, options);
        current = next;
        served = result.digest;
        ok = true;
        log.info('content reloaded', { pages: current.pages.length });
        // What the new content skips, as at start (a picture that cannot be read, …).
        logContentWarnings(next.warnings, log);
        for (const listener of listeners) listener();
      }
    } catch (error) {
      const problems = error instanceof ContentError ? error.problems.map(formatProblem) : [String((error as Error)?.message ?? error)];
      log.error('content not reloaded; still serving the last good content', { problems });
    } finally {
      running = false;
    }
    settle(ok);
    if (again && !closed) {
      again = false;
      void reload();
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void reload(), debounceMs);
  };

  let inner: FSWatcher | undefined;
  const arm = () => {
    inner?.close();
    inner = undefined;
    try {
      inner = watch(folder, { recursive: true }, schedule);
      inner.on('error', (error) => {
        log.warn('content watch failed; watching for the folder to come back', { error: error.message });
        inner?.close();
        inner = undefined;
      });
    } catch (error) {
      log.warn('content folder not watchable now', { error: (error as Error).message });
    }
  };
  arm();
  // The parent sees the folder being renamed, replaced or re-pointed; then the watch moves to the new one.
  const name = basename(folder);
  const outer = watch(dirname(folder), (_event, file) => {
    if (file !== null && String(file) !== name) return;
    arm();
    schedule();
  });
  outer.on('error', (error) => log.warn("watch of the content folder's parent failed", { error: error.message }));

  return {
    get: () => current,
    reloaded: () => new Promise((resolveWaiter) => waiters.push(resolveWaiter)),
    counts: () => ({ ...counts }),
    onReload: (listener) => void listeners.push(listener),
    close: () => {
      closed = true;
      clearTimeout(timer);
      inner?.close();
      outer.close();
      check.close();
    },
  };
}
