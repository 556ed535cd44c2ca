/**
 * serve --workers N: the primary forks N workers that share one port (node:cluster),
 * replaces a worker that dies, and on SIGTERM/SIGINT lets every worker drain and exit.
 * Workers keep no per-client state, so any of them gives the same answer and ETag.
 *
 * A worker that exits before it listens (it could not load the content, or bind) is a
 * failed start: it is logged, and the next start waits longer (BASE_DELAY_MS doubling up
 * to MAX_DELAY_MS). A worker that listens resets the wait. When `giveUpAfter` starts in a
 * row have failed and no worker is listening, the primary stops and returns 1.
 */
import nodeCluster from 'node:cluster';
import type { EventEmitter } from 'node:events';
import type { Logger } from '../../facade/logger.ts';
import { ContentError, formatProblem } from '../site/load-site.ts';

export const BASE_DELAY_MS = 500;
export const MAX_DELAY_MS = 30_000;

interface WorkerLike {
  id: number;
  process: { pid?: number; kill(signal?: NodeJS.Signals): boolean };
}

/** The parts of node:cluster the supervisor uses (tests pass a fake). */
export interface ClusterLike extends EventEmitter {
  fork(): WorkerLike;
  workers?: Record<string, WorkerLike | undefined>;
}

export interface SuperviseOptions {
  cluster?: ClusterLike;
  /** Runs `fn` after `ms` (tests record the delays instead of waiting). */
  schedule?: (fn: () => void, ms: number) => { cancel(): void };
  /** Failed starts in a row, with no worker listening, after which the primary gives up (default max(3, N)). */
  giveUpAfter?: number;
  /** Listen for SIGTERM/SIGINT (default true). */
  handleSignals?: boolean;
}

/** The wait before the next start after `failures` failed starts in a row. */
export function restartDelay(failures: number): number {
  return failures <= 0 ? 0 : Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - 1));
}

const defaultSchedule = (fn: () => void, ms: number) => {
  const timer = setTimeout(fn, ms);
  return { cancel: () => clearTimeout(timer) };
};

export function superviseWorkers(count: number, log: Logger, options: SuperviseOptions = {}): Promise<number> {
  const cluster = options.cluster ?? (nodeCluster as unknown as ClusterLike);
  const schedule = options.schedule ?? defaultSchedule;
  const giveUpAfter = options.giveUpAfter ?? Math.max(3, count);
  const listening = new Set<number>();
  const pending = new Set<{ cancel(): void }>();
  let failures = 0;
  let stopping = false;
  let finish: (code: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => (finish = resolve));

  const killAll = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  const whenAllGone = (code: number) => {
    const check = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) finish(code);
      else schedule(check, 50);
    };
    check();
  };

  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('listening', (worker: WorkerLike) => {
    listening.add(worker.id);
    if (failures > 0) log.info('worker started; restart delay reset', { pid: worker.process.pid, after: failures });
    failures = 0;
  });
  cluster.on('exit', (worker: WorkerLike, code: number | null, signal: string | null) => {
    if (stopping) return;
    const started = listening.delete(worker.id);
    if (started) {
      log.warn('worker exited; starting another', { pid: worker.process.pid, code, signal });
    } else {
      failures++;
      log.error('worker could not start', { pid: worker.process.pid, code, signal, failuresInARow: failures });
    }
    if (!started && failures >= giveUpAfter && listening.size === 0) {
      stopping = true;
      log.error('no worker could start; stopping', { failuresInARow: failures });
      for (const task of pending) task.cancel();
      killAll();
      whenAllGone(1);
      return;
    }
    const delay = restartDelay(failures);
    if (delay > 0) log.warn('next worker start delayed', { ms: delay });
    const task = schedule(() => {
      pending.delete(task);
      if (!stopping) cluster.fork();
    }, delay);
    pending.add(task);
  });

  if (options.handleSignals ?? true) {
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      log.info('shutting down workers', { signal });
      for (const task of pending) task.cancel();
      killAll();
      whenAllGone(0);
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  }
  return done;
}

/**
 * In a worker: a start that fails ends the process with a non-zero code. Without this the
 * worker's channel to the primary keeps it alive, not listening, and nobody is told.
 */
export function exitWorkerOnFailure(error: unknown, log: Logger): never {
  const problems = error instanceof ContentError ? error.problems.map(formatProblem) : [String((error as Error)?.message ?? error)];
  log.error('worker could not start', { problems });
  process.exit(error instanceof ContentError ? 1 : 70);
}
