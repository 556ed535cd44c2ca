/**
 * Child processes of the server (the index build, the picture versions): the command that
 * runs a module beside the caller's (its .ts source under tsx when the caller runs from
 * sources, else the compiled .js), and an asynchronous run with a time limit whose stderr
 * is read line by line. A child is killed when its time is up and when the server exits.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Node's arguments that run the module `name` (without extension) that lies beside `moduleUrl`. */
export function childArgs(moduleUrl: string, name: string): string[] {
  const fromSources = moduleUrl.endsWith('.ts');
  const entry = fileURLToPath(new URL(`./${name}${fromSources ? '.ts' : '.js'}`, moduleUrl));
  return fromSources ? ['--import', 'tsx', entry] : [entry];
}

/** Longest stderr line passed on (characters): the rest of a longer one is dropped, so a child cannot fill the server's memory. */
export const CHILD_LINE_CHARS = 64 * 1024;

export interface ChildRun {
  /** The exit code (null when killed or not started). */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Killed because its time was up. */
  timedOut: boolean;
  /** Why it did not start, when it did not. */
  startError?: Error;
}

export interface RunChildOptions {
  /** Bytes or text written to its standard input, which is then closed. */
  input: string | Uint8Array;
  timeoutMs: number;
  /** Each complete line it writes to stderr. */
  onLine?: (line: string) => void;
}

export function runChild(args: string[], options: RunChildOptions): Promise<ChildRun> {
  return new Promise((resolve) => {
    let timedOut = false;
    let startError: Error | undefined;
    let rest = '';
    let dropping = false;
    const child = spawn(process.execPath, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    const stop = () => child.kill();
    process.once('exit', stop);
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    timer.unref();
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      rest += chunk;
      for (let nl = rest.indexOf('\n'); nl !== -1; nl = rest.indexOf('\n')) {
        const line = rest.slice(0, nl);
        rest = rest.slice(nl + 1);
        if (dropping) dropping = false;
        else options.onLine?.(line);
      }
      if (rest.length > CHILD_LINE_CHARS) {
        if (!dropping) options.onLine?.(rest.slice(0, CHILD_LINE_CHARS));
        dropping = true;
        rest = '';
      }
    });
    child.on('error', (error) => (startError = error));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      process.removeListener('exit', stop);
      if (rest && !dropping) options.onLine?.(rest);
      resolve({ code, signal, timedOut, ...(startError && { startError }) });
    });
    child.stdin!.on('error', () => undefined);
    child.stdin!.end(options.input);
  });
}
