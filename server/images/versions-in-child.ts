/**
 * Makes picture versions in a process of its own (version-child.ts), so the memory the
 * encoder leaves behind leaves with it. Resolves when the process has ended, however it ended
 * (when it did not run to its end, the caller makes the rest in process); it ends with the
 * server, and is killed when it takes longer than its time limit.
 */
import { childArgs, runChild } from '../run-child.ts';
import type { VersionJob } from './derivative-store.ts';
import { isVersionFailure } from './version-failure.ts';

export interface VersionsLog {
  warn(message: string, fields?: Record<string, unknown>): void;
}

/** The child's time limit: a minute, and 20 s per version (a large picture on a busy machine takes a few). */
export const versionsTimeoutMs = (jobs: number) => 60_000 + 20_000 * jobs;

/** Runs the jobs in a child process; resolves with whether it ran to its end and the versions it could not make. */
export function versionsInChild(jobs: VersionJob[], log: VersionsLog, timeoutMs = versionsTimeoutMs(jobs.length)): Promise<{ ended: boolean; failed: number; timedOut: boolean }> {
  let failed = 0;
  const other: string[] = [];
  const onLine = (line: string) => {
    const failure = isVersionFailure(line);
    if (failure) {
      failed++;
      log.warn('image version failed', { ...failure });
    } else if (line.trim() && other.length < 20) other.push(line);
  };
  return runChild(childArgs(import.meta.url, 'version-child'), { input: JSON.stringify(jobs), timeoutMs, onLine }).then((run) => {
    const ended = run.code === 0;
    if (run.startError) log.warn('image versions: the process did not start; making them here', { error: run.startError.message });
    else if (run.timedOut) log.warn('image versions: the process took too long and was stopped; the rest are made on first request', { timeoutMs });
    else if (!ended) log.warn('image versions: the process failed; making the rest here', { code: run.code, signal: run.signal, error: other.join('\n').slice(0, 2000) });
    // What else it said (a runtime warning) is no failed picture, but an operator may want it.
    if (ended && other.length) log.warn('image versions: the process wrote to stderr', { lines: other });
    return { ended, failed, timedOut: run.timedOut };
  });
}
