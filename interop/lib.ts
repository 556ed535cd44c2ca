/** Paths and helpers the checks share. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';

export const HERE = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(HERE, '..');
export const BIN = join(ROOT, 'bin', 'portfolio-agent.js');
export const CONTENT = join(ROOT, 'content');
/** Generated files of a run (gitignored). */
export const OUT = join(HERE, '.out');
export const TOOLS = join(ROOT, '.tools');

export interface Context {
  /** Base URL of the running server, e.g. http://127.0.0.1:41234 */
  url: string;
  serverLog: () => string;
}

export interface Check {
  client: string;
  transport: string;
  version: () => string;
  /** Resolves with a one-line detail on success; throws with what went wrong. */
  run: (ctx: Context) => Promise<string>;
}

export function versionOf(pkg: string, base = HERE): string {
  const manifest = join(base, 'node_modules', pkg, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : '?';
}

export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Runs a command to completion; throws with its output when it fails. */
export function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 180_000, cwd: HERE, ...options });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status ?? result.signal}:\n${output.slice(-3000)}`);
  return output;
}

export const bin = (name: string) => join(HERE, 'node_modules', '.bin', name);

/** Counts the server's /ask searches in its request log lines (JSON, one per request). */
export function askRequests(log: string): { status: number; path: string }[] {
  return log
    .split('\n')
    .filter((line) => line.includes('"/ask') || line.includes('/ask?'))
    .map((line) => {
      try {
        const entry = JSON.parse(line) as { status?: number; path?: string; url?: string };
        return { status: entry.status ?? 0, path: entry.path ?? entry.url ?? '' };
      } catch {
        return { status: 0, path: '' };
      }
    })
    .filter((e) => e.path.startsWith('/ask'));
}
