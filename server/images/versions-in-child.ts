/**
 * Makes picture versions in a process of its own (version-child.ts), so the memory the
 * encoder leaves behind leaves with it. Resolves when the process has ended, however it ended
 * (when it did not run to its end, the caller makes the rest in process); it ends with the server.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { VersionJob } from './derivative-store.ts';

export interface VersionsLog {
  warn(message: string, fields?: Record<string, unknown>): void;
}

/** Runs the jobs in a child process; resolves with whether it ran to its end and the failures it reported. */
export function versionsInChild(jobs: VersionJob[], log: VersionsLog): Promise<{ ended: boolean; failed: number }> {
  const here = import.meta.url;
  const entry = fileURLToPath(new URL(here.endsWith('.ts') ? './version-child.ts' : './version-child.js', here));
  const loader = here.endsWith('.ts') ? ['--import', 'tsx'] : [];
  return new Promise((resolve) => {
    let failed = 0;
    let err = '';
    const child = spawn(process.execPath, [...loader, entry], { stdio: ['pipe', 'ignore', 'pipe'] });
    const stop = () => child.kill();
    process.once('exit', stop);
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      err += chunk;
      for (let nl = err.indexOf('\n'); nl !== -1; nl = err.indexOf('\n')) {
        const line = err.slice(0, nl);
        err = err.slice(nl + 1);
        failed++;
        log.warn('image version failed', parseLine(line));
      }
    });
    child.on('error', (error) => log.warn('image versions: the process did not start; making them here', { error: error.message }));
    child.on('close', (code, signal) => {
      process.removeListener('exit', stop);
      if (code !== 0) log.warn('image versions: the process failed; making the rest here', { code, signal, error: err.slice(0, 2000) });
      resolve({ ended: code === 0, failed });
    });
    child.stdin!.on('error', () => undefined);
    child.stdin!.end(JSON.stringify(jobs));
  });
}

function parseLine(line: string): Record<string, unknown> {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return { error: line };
  }
}
