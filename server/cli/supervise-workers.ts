/**
 * serve --workers N: the primary forks N workers that share one port (node:cluster),
 * replaces a worker that dies, and on SIGTERM/SIGINT lets every worker drain and exit.
 * Workers keep no per-client state, so any of them gives the same answer and ETag.
 */
import cluster from 'node:cluster';
import type { Logger } from '../../facade/logger.ts';

export function superviseWorkers(count: number, log: Logger): Promise<number> {
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.warn('worker exited; starting another', { pid: worker.process.pid, code, signal });
    cluster.fork();
  });
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      log.info('shutting down workers', { signal });
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      const check = setInterval(() => {
        if (Object.keys(cluster.workers ?? {}).length === 0) {
          clearInterval(check);
          resolve(0);
        }
      }, 50);
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
}
