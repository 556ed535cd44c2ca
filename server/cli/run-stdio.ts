/**
 * MCP over stdio for desktop clients: nothing but protocol on stdout.
 *
 * A desktop client starts this process when a conversation opens and gives it a few seconds,
 * so the handshake comes first: `initialize` and `tools/list` need only the site's settings
 * and pages, and are answered before the search index exists. The index is built (or loaded
 * from the cache) when the client goes quiet after the handshake, or by the first call that
 * needs it (which then waits for it).
 */
import type { Readable, Writable } from 'node:stream';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import type { Site } from '../site/site-types.ts';
import { createMcpServer } from '../mcp/create-mcp-server.ts';
import type { Logger } from '../../facade/logger.ts';
import { LineTransport, STDIO_EXIT } from './stdio-line-transport.ts';

export { STDIO_EXIT };

export interface StdioOptions {
  input?: Readable;
  output?: Writable;
  /** Longest input line in bytes (default 4 MiB); a longer one ends the process (exit 65). */
  maxLineBytes?: number;
  /**
   * Work to do once the handshake is over and the client is quiet (e.g. build the search
   * index of a site loaded with `deferIndex`). Runs at most once; a tool call that needs the
   * index before then builds it itself.
   */
  warm?: () => void;
}

/** Quiet time after a message before warming up; the first wait is for the client's first message. */
const QUIET_MS = 60;
const FIRST_MESSAGE_MS = 250;

/** Serves until standard input ends (0) or a fault (STDIO_EXIT); resolves with the exit code. */
export async function runStdio(site: Site, log: Logger, options: StdioOptions = {}): Promise<number> {
  const input = options.input ?? process.stdin;
  const output = options.output ?? process.stdout;
  let settle!: (code: number) => void;
  const done = new Promise<number>((resolve) => (settle = resolve));
  const warm = warmer(options.warm, log);
  const transport = new LineTransport({
    input,
    output,
    maxLineBytes: options.maxLineBytes,
    onactivity: warm.onMessage,
    onend: () => settle(STDIO_EXIT.ended),
    onfault: (code, reason) => {
      process.stderr.write(`portfolio-agent stdio: ${reason}; exiting with code ${code}\n`);
      settle(code);
    },
  });
  const handle = serveStdio(() => createMcpServer(site), { transport, onerror: (error) => log.warn('stdio', { error: error.message }) });
  log.info('serving MCP on stdio', { pages: site.pages.length });
  const code = await done;
  warm.cancel();
  await handle.close().catch(() => {});
  if (code !== STDIO_EXIT.ended && input !== process.stdin) return code;
  if (code !== STDIO_EXIT.ended) process.stdin.destroy();
  return code;
}

/** Runs `work` once the client has been quiet for a moment (re-armed by every message). */
function warmer(work: (() => void) | undefined, log: Logger) {
  let timer: NodeJS.Timeout | undefined;
  let done = !work;
  const run = () => {
    if (done) return;
    done = true;
    const started = performance.now();
    try {
      work!();
      log.info('ready', { ms: Math.round(performance.now() - started) });
    } catch (error) {
      log.error('warm-up failed', { error: (error as Error).message });
    }
  };
  const arm = (ms: number) => {
    if (done) return;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };
  arm(FIRST_MESSAGE_MS);
  return {
    onMessage: (_message: JSONRPCMessage) => arm(QUIET_MS),
    cancel: () => {
      done = true;
      clearTimeout(timer);
    },
  };
}
