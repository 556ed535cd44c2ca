/**
 * portfolio-agent: serve | stdio | check | export | build. Options come from flags, else the environment,
 * else defaults. A wrong option is a clear message and exit code 2.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { existsSync } from 'node:fs';
import { packagePath } from '../package-root.ts';
import { resolve } from 'node:path';
import { ContentError, loadSite } from '../site/load-site.ts';
import { defaultCacheDir } from '../site/cache-dir.ts';
import { indexDigest, snapshotFile } from '../search/index-cache.ts';
import { EXIT_ENVIRONMENT, operatorMessage } from './operator-error.ts';
import { createLogger, LOG_LEVELS, type LogLevel } from '../../facade/logger.ts';
import { PACKAGE_VERSION } from '../mcp/server-info.ts';
import { logContentWarnings } from './log-warnings.ts';
// Each command imports what it needs when it runs: stdio loads no Koa, HTML or HTTP modules.
import cluster from 'node:cluster';
import type { RateLimit } from '../../facade/rate-limit.ts';
import { DEFAULT_LIMITS } from '../../facade/limits.ts';

// The bin calls it before main (never main itself: tests and hosts call main in their own process).
export { capYoungGeneration } from './young-generation.ts';
export { slackOldGeneration } from './old-generation.ts';
export { stopPretenuring } from './pretenuring.ts';

export const BUNDLED_CONTENT = packagePath('content');

class UsageError extends Error {}

/**
 * The request limits, each a flag and an environment variable with a documented default.
 * `key` is the startServer option it sets.
 */
const LIMITS = {
  'max-ask-body': { env: 'MAX_ASK_BODY', key: 'askBodyBytes', max: 64 * 1024 * 1024, help: 'largest /ask body in bytes (413 beyond)' },
  'max-mcp-body': { env: 'MAX_MCP_BODY', key: 'mcpBodyBytes', max: 64 * 1024 * 1024, help: 'largest /mcp body in bytes (413 beyond)' },
  'max-url': { env: 'MAX_URL', key: 'maxUrlBytes', max: 16 * 1024, help: 'longest request target in bytes (414 beyond)' },
  'max-json-depth': { env: 'MAX_JSON_DEPTH', key: 'maxJsonDepth', max: 1000, help: 'deepest JSON nesting in a body (400 beyond)' },
  'headers-timeout': { env: 'HEADERS_TIMEOUT', key: 'headersTimeoutMs', max: 600_000, help: 'ms a client has to send its headers (408 after)' },
  'request-timeout': { env: 'REQUEST_TIMEOUT', key: 'requestTimeoutMs', max: 600_000, help: 'ms a client has to send its whole request (408 after)' },
  'stream-timeout': { env: 'STREAM_TIMEOUT', key: 'streamTimeoutMs', max: 600_000, help: 'ms an event stream may take to be delivered (closed after)' },
  'shutdown-timeout': { env: 'SHUTDOWN_TIMEOUT', key: 'shutdownMs', max: 600_000, help: 'ms in-flight requests get to finish after SIGTERM' },
  'response-timeout': { env: 'RESPONSE_TIMEOUT', key: 'responseTimeoutMs', max: 3_600_000, help: 'ms any response may take to be delivered (connection closed after)' },
  'max-discard': { env: 'MAX_DISCARD', key: 'discardBodyBytes', max: 256 * 1024 * 1024, help: 'bytes of an unread body dropped so an early 4xx reaches the client' },
  'max-connections': { env: 'MAX_CONNECTIONS', key: 'maxConnections', max: 1_000_000, help: 'open connections served at once (503, then refused, beyond)' },
  'answer-cache': { env: 'ANSWER_CACHE', key: 'answerCacheBytes', max: 1024 * 1024 * 1024, help: 'bytes each answer cache (/ask, /mcp) may hold' },
} as const;
type LimitName = keyof typeof LIMITS;
type LimitKey = (typeof LIMITS)[LimitName]['key'];

const LIMIT_FLAGS = Object.fromEntries(Object.keys(LIMITS).map((name) => [name, { type: 'string' }])) as Record<LimitName, { type: 'string' }>;
const LIMIT_HELP = Object.entries(LIMITS)
  .map(([name, l]) => `  --${`${name} N`.padEnd(19)}${l.help} [${l.env}] (default ${DEFAULT_LIMITS[l.key]})`)
  .join('\n');

const COMMON = {
  content: { type: 'string' },
  'base-url': { type: 'string' },
  'cache-dir': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const COMMANDS = {
  serve: {
    options: {
      ...COMMON,
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      'log-level': { type: 'string' },
      'allow-origin': { type: 'string', multiple: true },
      'allow-host': { type: 'string', multiple: true },
      watch: { type: 'boolean' },
      workers: { type: 'string' },
      'rate-limit': { type: 'string' },
      'trust-proxy': { type: 'boolean' },
      'trust-proxy-hops': { type: 'string' },
      ...LIMIT_FLAGS,
    },
    help: `portfolio-agent serve [options]

Serves the site over HTTP: /ask and /v1/ask, /mcp (Streamable HTTP), /mcp/server-card.

Options (environment variable in brackets):
  --port N            port to listen on [PORT] (default 3000; 0 picks a free one)
  --host ADDR         address to listen on [HOST] (default 127.0.0.1; 0.0.0.0 for all)
  --base-url URL      public base URL of the site [BASE_URL] (default: site.yaml's baseUrl)
  --content DIR       content folder [CONTENT_DIR] (default ./content, else the bundled sample)
  --cache-dir DIR     folder for the persisted search index, picture facts and versions [CACHE_DIR] (default $XDG_CACHE_HOME/portfolio-agent or ~/.cache/portfolio-agent)
  --log-level LEVEL   silent, error, warn, info or debug [LOG_LEVEL] (default info)
  --allow-origin URL  another browser origin allowed to call /mcp (repeatable; * for any)
  --allow-host NAME   another Host accepted on a loopback bind (repeatable)
  --watch             reload the content folder when it changes (a broken edit keeps the last good content)
  --workers N         run N processes on one port (node:cluster) [WORKERS] (default 1)
  --rate-limit R[/B]  at most R requests per second per client address, bursts of B (default 2R) [RATE_LIMIT]; off by default
  --trust-proxy       take the client address from X-Forwarded-For (behind a reverse proxy) [TRUST_PROXY=1]:
                      the entry the nearest proxy added (rightmost), never the client-written ones
  --trust-proxy-hops N
                      proxies in a row to trust: the client is the Nth X-Forwarded-For entry from the right [TRUST_PROXY_HOPS] (default 1)
  -h, --help          this help

Limits:
${LIMIT_HELP}`,
  },
  stdio: {
    options: { ...COMMON },
    help: `portfolio-agent stdio [options]

Speaks MCP over standard input and output, for desktop clients. Logs go to stderr.

Options:
  --content DIR     content folder [CONTENT_DIR] (default ./content, else the bundled sample)
  --base-url URL    base URL used in links [BASE_URL] (default: site.yaml's baseUrl)
  --cache-dir DIR   folder for the persisted search index [CACHE_DIR] (default ~/.cache/portfolio-agent)
  -h, --help        this help`,
  },
  export: {
    options: { ...COMMON, out: { type: 'string', short: 'o' } },
    help: `portfolio-agent export --out DIR [options]

Writes every document the server serves without a question (HTML pages, Markdown views,
llms files, openapi.json, catalogs, robots.txt, tdmrep.json, agents.md, server card,
assets) into DIR, laid out for a static host, with _headers and HEADERS.md on the headers to set.

Options:
  -o, --out DIR     output folder (required; created if missing)
  --content DIR     content folder [CONTENT_DIR] (default ./content, else the bundled sample)
  --base-url URL    base URL used in links [BASE_URL] (default: site.yaml's baseUrl)
  --cache-dir DIR   folder for the persisted search index [CACHE_DIR] (default ~/.cache/portfolio-agent)
  -h, --help        this help`,
  },
  check: {
    options: { ...COMMON, strict: { type: 'boolean' } },
    help: `portfolio-agent check [options]

Validates a content folder and prints each problem as  file:line: error|warning: field: message,
with the line of the file and a hint. Errors are what breaks the site (start-up refuses
some of them); warnings are what an owner likely did not mean. Checks keys (with "did you
mean"), translations, per-language values, internal links, anchors and linked assets,
duplicate headings, YAML syntax.
Exits 0 without errors, 1 with errors (or with warnings under --strict).

Options:
  --content DIR     content folder [CONTENT_DIR] (default ./content, else the bundled sample)
  --strict          warnings count as errors (exit 1)
  -h, --help        this help`,
  },
  build: {
    options: { content: COMMON.content, 'cache-dir': COMMON['cache-dir'], help: COMMON.help },
    help: `portfolio-agent build [options]

Builds the search index of a content folder and writes it to the cache folder, so that
serve and stdio start without building it (e.g. in a deployment's build step). The file
is <cache-dir>/index/<digest>.idx; it is safe to delete and is rebuilt when missing.

Options:
  --content DIR     content folder [CONTENT_DIR] (default ./content, else the bundled sample)
  --cache-dir DIR   where to write it [CACHE_DIR] (default $XDG_CACHE_HOME/portfolio-agent or ~/.cache/portfolio-agent)
  -h, --help        this help`,
  },
} satisfies Record<string, { options: ParseArgsConfig['options']; help: string }>;

type Command = keyof typeof COMMANDS;

const USAGE = `portfolio-agent ${PACKAGE_VERSION}: the read-only agent interface of a portfolio website

Usage:
  portfolio-agent serve [--port N] [--host ADDR] [--base-url URL] [--content DIR]
  portfolio-agent stdio [--content DIR] [--base-url URL]
  portfolio-agent check [--content DIR] [--strict]
  portfolio-agent export --out DIR [--content DIR] [--base-url URL]
  portfolio-agent build [--content DIR] [--cache-dir DIR]

Run portfolio-agent COMMAND --help for the options of a command.
Exit codes: 0 ok, 1 content problems, 2 wrong command or options, 3 the environment
(port in use, a folder that cannot be read or written).`;

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(USAGE + '\n');
    return command ? 0 : 2;
  }
  if (command === '--version' || command === '-v') {
    process.stdout.write(PACKAGE_VERSION + '\n');
    return 0;
  }
  if (!(command in COMMANDS)) {
    process.stderr.write(`portfolio-agent: unknown command "${command}"\n\n${USAGE}\n`);
    return 2;
  }
  try {
    return await run(command as Command, rest, env);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`portfolio-agent ${command}: ${error.message}\nRun portfolio-agent ${command} --help for the options.\n`);
      return 2;
    }
    if (error instanceof ContentError) {
      process.stderr.write(`portfolio-agent: ${error.message}\n`);
      return 1;
    }
    const message = operatorMessage(error);
    if (message) {
      process.stderr.write(`portfolio-agent ${command}: ${message}\n`);
      return EXIT_ENVIRONMENT;
    }
    throw error;
  }
}

function parse(command: Command, args: string[]) {
  try {
    return parseArgs({ args, options: COMMANDS[command].options, strict: true, allowPositionals: false }).values as Record<string, string | string[] | boolean | undefined>;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export function contentDir(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  if (flag) return resolve(flag);
  if (env.CONTENT_DIR) return resolve(env.CONTENT_DIR);
  return existsSync(resolve('content', 'site.yaml')) ? resolve('content') : BUNDLED_CONTENT;
}

function baseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--base-url "${value}" is not an absolute URL (e.g. https://www.example.com)`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new UsageError(`--base-url "${value}" must be an http(s) origin without a path (e.g. https://www.example.com)`);
  }
  return url.origin;
}

async function run(command: Command, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const values = parse(command, args);
  if (values.help) {
    process.stdout.write(COMMANDS[command].help + '\n');
    return 0;
  }
  const dir = contentDir(values.content as string | undefined, env);
  const cacheDir = values['cache-dir'] ? resolve(values['cache-dir'] as string) : defaultCacheDir(env);
  if (command === 'build') return buildIndex(dir, cacheDir);
  if (command === 'check') return await runCheck(dir, Boolean(values.strict));
  const base = baseUrl((values['base-url'] as string | undefined) ?? env.BASE_URL);
  if (command === 'export') {
    if (!values.out) throw new UsageError('--out DIR is required');
    const { exportSite } = await import('./export-site.ts');
    const files = await exportSite(loadSite(dir, { baseUrl: base, cacheDir }), resolve(values.out as string));
    process.stdout.write(`wrote ${files.length} files and _headers, HEADERS.md, index.html, 404.html to ${resolve(values.out as string)}\n`);
    return 0;
  }
  if (command === 'stdio') {
    const log = createLogger(logLevel(env.LOG_LEVEL ?? 'warn'));
    const { runStdio } = await import('./run-stdio.ts');
    // The index is built after the handshake (or by the first call that needs it).
    const site = loadSite(dir, { baseUrl: base, cacheDir, deferIndex: true });
    logContentWarnings(site.warnings, log);
    const code = await runStdio(site, log, { warm: () => void site.search });
    // Leave by the exit code even if a stray handle would keep the process alive.
    setImmediate(() => process.exit(code)).unref();
    return code;
  }
  // Every option is checked before the content is read, so a typo fails fast with exit 2.
  const port = portNumber((values.port as string | undefined) ?? env.PORT ?? '3000');
  const host = (values.host as string | undefined) ?? env.HOST ?? '127.0.0.1';
  const log = createLogger(logLevel((values['log-level'] as string | undefined) ?? env.LOG_LEVEL ?? 'info'));
  const workers = wholeNumber('--workers', (values.workers as string | undefined) ?? env.WORKERS ?? '1', 1, 64);
  const limit = rateLimitOption((values['rate-limit'] as string | undefined) ?? env.RATE_LIMIT);
  const limits = limitOptions(values, env);
  const trustProxyHops = wholeNumber('--trust-proxy-hops', (values['trust-proxy-hops'] as string | undefined) ?? env.TRUST_PROXY_HOPS ?? '1', 1, 16);
  if (workers > 1 && cluster.isPrimary) {
    loadSite(dir, { baseUrl: base, cacheDir, deferRanking: true }); // fail here, once, on a broken folder (the primary never searches: no ranking tables)
    const { superviseWorkers } = await import('./supervise-workers.ts');
    return superviseWorkers(workers, log);
  }
  try {
    await serveHere();
  } catch (error) {
    // A worker that cannot start must end, or it lingers without listening (supervise-workers.ts).
    if (cluster.isWorker) (await import('./supervise-workers.ts')).exitWorkerOnFailure(error, log);
    throw error;
  }
  return -1;

  async function serveHere(): Promise<void> {
    const { startServer } = await import('./start-server.ts');
    const { watchSite } = await import('./watch-site.ts');
    // Re-ranking's tables are made by the warm-up after listening (loadSite's deferRanking).
    const watched = values.watch ? watchSite(dir, { baseUrl: base, cacheDir, deferRanking: true }, log) : undefined;
    const site = watched ? watched.get : loadSite(dir, { baseUrl: base, cacheDir, deferRanking: true });
    logContentWarnings((typeof site === 'function' ? site() : site).warnings, log);
    await startServer(site, {
      port,
      host,
      log,
      allowedOrigins: (values['allow-origin'] as string[] | undefined) ?? [],
      allowedHosts: (values['allow-host'] as string[] | undefined) ?? [],
      rateLimit: limit,
      trustProxy: Boolean(values['trust-proxy']) || env.TRUST_PROXY === '1',
      trustProxyHops,
      onClose: () => watched?.close(),
      onSiteChange: watched?.onReload,
      cacheDir,
      // Picture versions are shared files: one process makes them (each worker made them all, N times the CPU).
      warmImages: !cluster.isWorker || cluster.worker?.id === 1,
      ...limits,
    });
  }
}

function wholeNumber(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new UsageError(`${name} "${value}" must be a whole number from ${min} to ${max}`);
  return n;
}

function limitOptions(values: Record<string, unknown>, env: NodeJS.ProcessEnv): Partial<Record<LimitKey, number>> {
  const options: Partial<Record<LimitKey, number>> = {};
  for (const [name, limit] of Object.entries(LIMITS)) {
    const value = (values[name] as string | undefined) ?? env[limit.env];
    if (value !== undefined && value !== '') options[limit.key] = wholeNumber(`--${name}`, value, 1, limit.max);
  }
  // Node refuses a headers timeout longer than the request timeout; say so as a usage error.
  const headers = options.headersTimeoutMs ?? DEFAULT_LIMITS.headersTimeoutMs;
  const request = options.requestTimeoutMs ?? DEFAULT_LIMITS.requestTimeoutMs;
  if (headers > request) throw new UsageError(`--headers-timeout (${headers}) must not exceed --request-timeout (${request})`);
  return options;
}

function rateLimitOption(value: string | undefined): RateLimit | undefined {
  if (value === undefined || value === '' || value === 'off') return undefined;
  const match = /^(\d+(?:\.\d+)?)(?:\/(\d+))?$/.exec(value);
  if (!match || Number(match[1]) <= 0) throw new UsageError(`--rate-limit "${value}" must be requests per second, optionally /burst (e.g. 20 or 20/40)`);
  const perSecond = Number(match[1]);
  return { perSecond, burst: match[2] ? Number(match[2]) : Math.max(1, Math.ceil(perSecond * 2)) };
}

function portNumber(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new UsageError(`--port "${value}" is not a port number (0 to 65535)`);
  return port;
}

function logLevel(value: string): LogLevel {
  if (!LOG_LEVELS.includes(value as LogLevel)) throw new UsageError(`--log-level "${value}" must be one of ${LOG_LEVELS.join(', ')}`);
  return value as LogLevel;
}

/** `build`: the index written to the cache folder (a warning on stderr says why when it cannot be). */
function buildIndex(dir: string, cacheDir: string): number {
  const site = loadSite(dir, { cacheDir });
  const file = snapshotFile(cacheDir, indexDigest(site));
  if (!existsSync(file)) {
    process.stderr.write(`portfolio-agent build: could not write ${file}\n`);
    return 1;
  }
  process.stdout.write(`${file}: search index of ${site.search.sectionCount} sections in ${site.languages.join(', ')}\n`);
  return 0;
}

async function runCheck(dir: string, strict: boolean): Promise<number> {
  // check parses Markdown fully (links, anchors, headings); the other commands never load that parser.
  const { checkSite, formatCheckProblem } = await import('../site/check-site.ts');
  const { site, problems, errors, warnings } = checkSite(dir);
  for (const problem of problems) process.stderr.write(formatCheckProblem(problem) + '\n');
  const failed = errors > 0 || (strict && warnings > 0);
  const counts = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  if (site && !failed) {
    const own = site.pages.filter((p) => !p.generated).length;
    const generated = site.pages.length - own;
    process.stdout.write(
      `${dir}: ok, ${own} pages in ${site.languages.join(', ')}${generated ? ` (and ${generated} generated developer page${generated === 1 ? '' : 's'})` : ''}, ${site.search.sectionCount} sections; ${counts}\n`,
    );
  } else process.stderr.write(`${dir}: ${counts}${!errors && strict ? ' (--strict: warnings count)' : ''}\n`);
  return failed ? 1 : 0;
}
