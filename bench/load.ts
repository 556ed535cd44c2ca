/**
 * npm run bench:load [-- --duration 10 --connections 100 --repeat 2 --only uncached --pool 300000 --node-flags "--heap-growing-percent=20" --warm 10]
 * npm run bench:load -- --soak [--minutes 3]
 * Starts the server and, in the same run, a bare Koa server with a fixed JSON body, each
 * in its own process, and loads both with autocannon. Prints requests per second, p50 and
 * p99 latency, errors and non-2xx per endpoint, and the ratio to the bare server. --soak
 * runs mixed load for some minutes and prints the server's memory at start and end. Also
 * prints start-up time and memory on a generated 10,000-section site.
 * The uncached rows ask every request a question nobody asked before (bench/question-pool.ts);
 * their ratio is printed per round as well (the spread). --warm asks our server that many seconds
 * of such questions before the uncached rows (none of them asked again): the first ten thousand or
 * so distinct questions a process answers cost several times what later ones do (V8 optimizes the
 * ranking code, and re-optimizes it after each rare rule first runs; docs/answers.md), so without
 * it the rows measure a server's first minute, with it a server that has been answering a while.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadSite } from '../server/site/load-site.ts';
import { generateSite } from './generate-site.ts';
import { questionPool } from './question-pool.ts';
import { autocannonRequest, type BenchRequest } from './autocannon-request.ts';
import { cpuMs } from './process-cpu.ts';

const { values } = parseArgs({
  options: {
    repeat: { type: 'string', default: '2' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    soak: { type: 'boolean', default: false },
    minutes: { type: 'string', default: '3' },
    /** Only the rows whose name contains this text (e.g. "uncached"). */
    only: { type: 'string', default: '' },
    /** Distinct questions in the pool of the uncached rows. */
    pool: { type: 'string', default: '300000' },
    /** Node flags for our server only (e.g. "--heap-growing-percent=20" to compare heap settings; V8 flags are refused in NODE_OPTIONS). */
    'node-flags': { type: 'string', default: '' },
    /** Seconds of uncached GET /ask questions asked of our server before the uncached rows (0: none, as before). */
    warm: { type: 'string', default: '0' },
  },
});
const DURATION = Number(values.duration);
const REPEAT = Math.max(1, Number(values.repeat));
const CONNECTIONS = Number(values.connections);
const BIN = fileURLToPath(new URL('../bin/portfolio-agent.js', import.meta.url));
const NODE_FLAGS = values['node-flags'].split(' ').filter(Boolean);
const CONTENT = fileURLToPath(new URL('../content', import.meta.url));
const BODIES = mkdtempSync(join(tmpdir(), 'bare-bodies-'));
process.on('exit', () => rmSync(BODIES, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  url: string;
  ms: number;
}

function start(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (chunk) => {
      err += chunk;
      const match = /"url":"([^"]+)"/.exec(err);
      if (match) resolve({ child, url: match[1], ms: performance.now() - t0 });
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function stop(s: Started): Promise<void> {
  s.child.removeAllListeners('exit');
  await new Promise((resolve) => {
    s.child.once('exit', resolve);
    s.child.kill('SIGTERM');
  });
}

type Request = BenchRequest;

type Run = Awaited<ReturnType<typeof load>>;

/** The run with more requests per second; errors and non-2xx summed over both. */
function best(a: Run | undefined, b: Run): Run {
  if (!a) return b;
  const winner = a.rps >= b.rps ? a : b;
  return { ...winner, errors: a.errors + b.errors, non2xx: a.non2xx + b.non2xx };
}

async function load(url: string, requests: Request[], duration = DURATION, pid?: number) {
  const cpu0 = pid ? cpuMs(pid) : 0;
  // The main thread's share apart: the rest is V8's helpers (parallel scavenges, concurrent marking, optimising compiles) and libuv's.
  const main0 = pid ? cpuMs(pid, pid) : 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: requests.map(autocannonRequest) as never,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    /** The server's CPU time per request in microseconds: its cost, whoever limits the rate. */
    cpuUs: pid ? ((cpuMs(pid) - cpu0) * 1000) / Math.max(1, result.requests.total) : 0,
    /** Of which the main (JavaScript) thread's. */
    mainUs: pid ? ((cpuMs(pid, pid) - main0) * 1000) / Math.max(1, result.requests.total) : 0,
  };
}

const json = { 'content-type': 'application/json' };
const questions = ['Which awards has she won?', 'Pressefotos herunterladen', 'How can I license one of her photos?', 'Hochwasser im Ahrtal'];
const SCENARIOS: [string, Request[], number][] = [
  ['GET /ask (JSON)', questions.map((q) => ({ path: `/ask?query=${encodeURIComponent(q)}` })), 0.5],
  ['POST /ask (JSON)', questions.map((q) => ({ method: 'POST', path: '/ask', body: JSON.stringify({ query: q }), headers: json })), 0.5],
  ['GET /ask streaming (SSE)', questions.map((q) => ({ path: `/ask?query=${encodeURIComponent(q)}&streaming=true` })), 0.5],
  [
    'POST /mcp tools/call search_site',
    questions.map((q, i) => ({
      method: 'POST',
      path: '/mcp',
      body: JSON.stringify({ jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: { name: 'search_site', arguments: { query: q } } }),
      headers: json,
    })),
    0.25,
  ],
  ['GET /en/press.md', [{ path: '/en/press.md' }], 0.7],
  ['GET /llms.txt', [{ path: '/llms.txt' }], 0.7],
  ['GET /en/press/ (HTML)', [{ path: '/en/press/', headers: { accept: 'text/html' } }], 0.7],
];

/**
 * Questions nobody asked before: every request of an uncached row takes the next question of
 * one pool (shared by the rows, so no question is asked twice in a run until the pool wraps),
 * and the bare server answers each request with one of SAMPLES recorded answers of ours to
 * such questions, in turn: the same bytes, none of the work.
 */
const pool = questionPool(loadSite(CONTENT), Number(values.pool));
let asked = 0;
const nextQuestion = () => pool.questions[asked++ % pool.questions.length];
const SAMPLES = 200;
/** Questions for recording the bare server's bodies: the end of the pool, reached last. */
const sampleQuestion = (i: number) => pool.questions[pool.questions.length - 1 - i];

interface Uncached {
  /** The request for one question. */
  make(question: string, n: number): Request;
}
const uncachedGet: Uncached = { make: (q) => ({ path: `/ask?query=${encodeURIComponent(q)}` }) };
const uncachedPost: Uncached = { make: (q) => ({ method: 'POST', path: '/ask', body: JSON.stringify({ query: q }), headers: json }) };
const uncachedMcp: Uncached = {
  make: (q, n) => ({ method: 'POST', path: '/mcp', body: JSON.stringify({ jsonrpc: '2.0', id: n, method: 'tools/call', params: { name: 'search_site', arguments: { query: q } } }), headers: json }),
};
const UNCACHED: [string, Uncached, number][] = [
  ['GET /ask (JSON), uncached', uncachedGet, 0.5],
  ['POST /ask (JSON), uncached', uncachedPost, 0.5],
  ['POST /mcp tools/call search_site, uncached', uncachedMcp, 0.3],
];

/** One autocannon request whose every send asks the next question of the pool. */
function fromPool(u: Uncached): Request {
  const first = u.make(nextQuestion(), 0);
  return { ...first, setupRequest: (req) => ({ ...req, ...u.make(nextQuestion(), asked) }) };
}

/** The bare server's side of an uncached row: each send serves the next recorded body. */
function fromSamples(row: number): Request {
  let i = 0;
  return { path: `/?body=u${row}-0`, setupRequest: (req) => ({ ...req, path: `/?body=u${row}-${i++ % SAMPLES}` }) };
}

const fmt = (n: number, d = 0) => n.toFixed(d);

/** One response body of ours, written where the bare server can send the same bytes. */
async function responseBody(url: string, request: Request, name: string): Promise<number> {
  const res = await fetch(url + request.path, { method: request.method ?? 'GET', body: request.body, headers: request.headers, signal: AbortSignal.timeout(30_000) });
  const bytes = Buffer.from(await res.arrayBuffer());
  writeFileSync(join(BODIES, name), bytes);
  return bytes.byteLength;
}

/** Our answers to SAMPLES fresh questions, written for the bare server; their mean size. */
async function sampleBodies(url: string, u: Uncached, row: number): Promise<number> {
  let bytes = 0;
  for (let i = 0; i < SAMPLES; i++) bytes += await responseBody(url, u.make(sampleQuestion(i), i + 1), `u${row}-${i}`);
  return Math.round(bytes / SAMPLES);
}

async function throughput() {
  const bare = await start(['--import', 'tsx', fileURLToPath(new URL('./bare-koa.ts', import.meta.url))], { BARE_BODIES: BODIES });
  const ours = await start([...NODE_FLAGS, BIN, 'serve', '--port', '0', '--log-level', 'warn', '--content', CONTENT]);
  console.log(
    `Load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per run, best of ${REPEAT} alternating runs, server and bare Koa each in one process; Node ${process.version}, ${(await import('node:os')).cpus().length} cores\n`,
  );
  console.log(
    '| endpoint | bytes | req/s | p50 ms | p99 ms | errors | non-2xx | bare Koa, small body: req/s, ratio | bare Koa, same body: req/s, ratio | target | server CPU µs per request: ours / bare same body = factor (uncached rows: of which the main thread, ours / bare) |\n|---|---|---|---|---|---|---|---|---|---|---|',
  );
  try {
    await load(bare.url, [{ path: '/' }], 2); // warm-up
    await load(ours.url, SCENARIOS[0][1], 2);
    for (const [index, [name, requests, target]] of SCENARIOS.entries()) {
      if (!name.includes(values.only)) continue;
      const bytes = await responseBody(ours.url, requests[0], `row-${index}`);
      // The three runs alternate REPEAT times and each keeps its best, so drift on a shared
      // machine hits the server and its baselines alike.
      let base: Run | undefined;
      let same: Run | undefined;
      let r: Run | undefined;
      for (let round = 0; round < REPEAT; round++) {
        base = best(base, await load(bare.url, [{ path: '/' }]));
        same = best(same, await load(bare.url, [{ path: `/?body=row-${index}` }], DURATION, bare.child.pid));
        r = best(r, await load(ours.url, requests, DURATION, ours.child.pid));
      }
      if (!base || !same || !r) throw new Error('no run');
      // Errors and non-2xx of every round count, not only of the best one.
      const ratio = r.rps / same.rps;
      console.log(
        `| ${name} | ${bytes} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${fmt(base.rps)}, ${fmt(r.rps / base.rps, 2)} | ${fmt(same.rps)}, ${fmt(ratio, 2)} | >= ${target} ${ratio >= target ? 'ok' : 'MISSED'} | ${fmt(r.cpuUs)} / ${fmt(same.cpuUs)} = ${fmt(r.cpuUs / same.cpuUs, 1)} |`,
      );
    }
    const warm = Number(values.warm);
    if (warm > 0 && UNCACHED.some(([name]) => name.includes(values.only))) {
      const run = await load(ours.url, [fromPool(uncachedGet)], warm, ours.child.pid);
      console.log(`| (warm-up: ${fmt(run.total)} uncached GET /ask questions in ${warm} s, ${fmt(run.cpuUs)} µs of server CPU each) | | | | | | | | | | |`);
    }
    for (const [index, [name, u, target]] of UNCACHED.entries()) {
      if (!name.includes(values.only)) continue;
      const bytes = await sampleBodies(ours.url, u, index);
      const spread: number[] = [];
      let base: Run | undefined;
      let same: Run | undefined;
      let r: Run | undefined;
      for (let round = 0; round < REPEAT; round++) {
        base = best(base, await load(bare.url, [{ path: '/' }]));
        const sameRun = await load(bare.url, [fromSamples(index)], DURATION, bare.child.pid);
        const ourRun = await load(ours.url, [fromPool(u)], DURATION, ours.child.pid);
        spread.push(ourRun.rps / sameRun.rps);
        same = best(same, sameRun);
        r = best(r, ourRun);
      }
      if (!base || !same || !r) throw new Error('no run');
      const ratio = r.rps / same.rps;
      const range = `${fmt(Math.min(...spread), 2)}–${fmt(Math.max(...spread), 2)}`;
      console.log(
        `| ${name} | ${bytes} (mean of ${SAMPLES}) | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${fmt(base.rps)}, ${fmt(r.rps / base.rps, 2)} | ${fmt(same.rps)}, ${fmt(ratio, 2)} (rounds ${range}) | >= ${target} ${ratio >= target ? 'ok' : 'MISSED'} | ${fmt(r.cpuUs)} / ${fmt(same.cpuUs)} = ${fmt(r.cpuUs / same.cpuUs, 1)}${name.includes('/ask') ? (r.cpuUs / same.cpuUs <= 3 ? ' (<= 3 ok)' : ' (<= 3 MISSED)') : ''}; main thread ${fmt(r.mainUs)} / ${fmt(same.mainUs)} |`,
      );
    }
    console.log(
      `\nUncached rows: ${fmt(pool.questions.length)} distinct questions from ${pool.words} words of the site (${fmt((100 * pool.typos) / pool.questions.length, 1)} % with a typo); ${asked} asked${asked > pool.questions.length - SAMPLES ? ' (the pool wrapped: raise --pool)' : ', none twice'}.`,
    );
  } finally {
    await stop(ours);
    await stop(bare);
  }
}

async function soak() {
  const minutes = Number(values.minutes);
  const ours = await start([...NODE_FLAGS, BIN, 'serve', '--port', '0', '--log-level', 'warn', '--content', CONTENT]);
  try {
    const mixed = SCENARIOS.flatMap(([, requests]) => requests);
    await load(ours.url, mixed, 20); // warm-up, so the start figure is after JIT and caches
    const before = rssMb(ours.child.pid!);
    const r = await load(ours.url, mixed, minutes * 60);
    const after = rssMb(ours.child.pid!);
    console.log(`Soak: ${minutes} min of mixed load, ${CONNECTIONS} connections: ${r.total} requests, ${fmt(r.rps)} req/s, p99 ${r.p99} ms, errors ${r.errors}, non-2xx ${r.non2xx}`);
    console.log(`RSS after warm-up ${fmt(before, 1)} MB, at end ${fmt(after, 1)} MB: growth ${fmt(((after - before) / before) * 100, 1)} % (target < 10 %)`);
  } finally {
    await stop(ours);
  }
}

async function startup() {
  const sample = loadSite(CONTENT);
  const dir = generateSite(sample, 10_000, CONTENT);
  try {
    const small = await start([BIN, 'serve', '--port', '0', '--log-level', 'info', '--content', CONTENT]);
    const smallRss = rssMb(small.child.pid!);
    await stop(small);
    const big = await start([BIN, 'serve', '--port', '0', '--log-level', 'info', '--content', dir]);
    const bigRss = rssMb(big.child.pid!);
    await stop(big);
    console.log(`\nStart-up (spawn to listening) and RSS: sample site ${fmt(small.ms)} ms, ${fmt(smallRss, 1)} MB; generated 10,000-section site ${fmt(big.ms)} ms, ${fmt(bigRss, 1)} MB`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (values.soak) await soak();
else {
  await throughput();
  if (!values.only) await startup();
}
