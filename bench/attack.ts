/**
 * npm run bench:attack [-- --seconds 6 --quiet 3 --rate 20 --only REGEX]
 * npm run bench:attack -- --survival [--scale 1]
 *
 * Starts the server (127.0.0.1, --max-old-space-size=384, --trust-proxy, a rate limit)
 * and runs each hostile pattern of issue 10 in turn, bounded in count and time (open loop,
 * --rate requests per second, each from its own forwarded address), while a
 * probe asks a normal question every 100 ms. Per pattern it prints the probe's p95 during
 * the attack over its p95 in the quiet window just before, failed probes, the costliest
 * single hostile request (sent alone) over a normal uncached question (median, same run),
 * and the server's RSS after the pattern. Done when every ratio is < 5, no probe failed,
 * and no hostile request costs > 10× a normal uncached question.
 *
 * --survival: 5,000 requests with distinct 1 MiB junk params, 100,000 distinct questions
 * and 50,000 distinct forwarded addresses (times --scale); prints the RSS as it goes and
 * whether the server stayed up under 400 MB.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { Agent, request as httpRequest } from 'node:http';
import { loadSite } from '../server/site/load-site.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '6' },
    quiet: { type: 'string', default: '4.5' },
    rate: { type: 'string', default: '20' },
    survival: { type: 'boolean', default: false },
    scale: { type: 'string', default: '1' },
    only: { type: 'string' },
  },
});
const ATTACK_MS = Number(values.seconds) * 1000;
/** Hostile requests per second of each pattern (the issue: 2–4 costly requests per second used to saturate the server). */
const RATE = Number(values.rate);
const QUIET_MS = Number(values.quiet) * 1000;
/** Quiet and attack windows alternate this often per pattern, so background noise falls on both alike. */
const CYCLES = 3;
const BIN = fileURLToPath(new URL('../bin/portfolio-agent.js', import.meta.url));
const CONTENT = fileURLToPath(new URL('../content', import.meta.url));
const site = loadSite(CONTENT);
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

interface Server {
  child: ChildProcess;
  url: string;
  port: number;
  stderr: () => string;
}

function startServer(args: string[], content = CONTENT): Promise<Server> {
  const child = spawn(process.execPath, ['--max-old-space-size=384', BIN, 'serve', '--port', '0', '--log-level', 'warn', '--content', content, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (chunk) => {
      err += chunk;
      const match = /"url":"([^"]+)"/.exec(err);
      if (match) resolve({ child, url: match[1], port: Number(new URL(match[1]).port), stderr: () => err });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${err.slice(-2000)}`)));
  });
}

function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  } catch {
    return NaN;
  }
}

// ---------------------------------------------------------------- requests

interface Sent {
  status: number;
  ms: number;
}

function send(url: string, path: string, init: { method?: string; body?: string; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Sent> {
  const t0 = performance.now();
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const done = (status: number) => resolve({ status, ms: performance.now() - t0 });
    const req = httpRequest({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', () => done(0));
    });
    req.setTimeout(init.timeoutMs ?? 20_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => done(0));
    req.end(init.body);
  });
}

const json = { 'content-type': 'application/json' };
let attacker = 0;
/** Every hostile request comes from its own address, as a botnet's would: rate limiting alone cannot save the day. */
const from = () => ({ 'x-forwarded-for': `198.18.${(attacker >> 8) & 255}.${attacker++ & 255}` });
const rpc = (method: string, params: unknown, id = 1) => JSON.stringify({ jsonrpc: '2.0', id, method, params });
const letters = 'abcdefghijklmnopqrstuvwxyz';
const randomLetters = (n: number) => Array.from({ length: n }, () => letters[Math.floor(Math.random() * 26)]).join('');
/** n characters, distinct per call (a random head), cheap to make so the client does not compete with the server. */
const rand = (n: number) => (n <= 24 ? randomLetters(n) : randomLetters(24) + 'q'.repeat(n - 24));

/** The site's own words, for normal and misspelt questions. */
const WORDS = [...new Set(site.pages.flatMap((p) => p.body.match(/[\p{L}]{4,}/gu) ?? []))];
const word = () => WORDS[Math.floor(Math.random() * WORDS.length)];
const typo = (w: string) => {
  const i = 1 + Math.floor(Math.random() * Math.max(1, w.length - 2));
  return w.slice(0, i) + letters[Math.floor(Math.random() * 26)] + w.slice(i + 1);
};
let questionNo = 0;
/** A different question every time: words of the site, some with typos, and a counter so none repeats. */
function normalQuestion(): string {
  const n = 2 + Math.floor(Math.random() * 4);
  const words = Array.from({ length: n }, () => (Math.random() < 0.2 ? typo(word()) : word()));
  return `${words.join(' ')} ${(questionNo++).toString(36)}`;
}
/** Long misspelt words, up to 300 characters. */
function misspeltQuestion(): string {
  let q = '';
  while (q.length < 280) q += `${typo(typo(word() + word()))} `;
  return q.slice(0, 300);
}

// ---------------------------------------------------------------- patterns

interface Pattern {
  name: string;
  /** Owner of the code the pattern exercises, for the report. */
  owner: string;
  /** One hostile request (also sent alone, to measure the costliest). */
  one: (url: string, i: number) => Promise<Sent>;
  /** Hostile requests per second (open loop). */
  rate: number;
  /** Most requests in the attack window. */
  max: number;
}

const baseUrl = site.baseUrl;
const CJK_START = 0x4e00;

function rawExchange(port: number, head: string, body: Buffer): Promise<{ ok: boolean; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    let data = '';
    let failed = false;
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      socket.write(body);
    });
    socket.setEncoding('latin1');
    socket.on('data', (d) => (data += d));
    socket.on('error', () => (failed = true));
    socket.on('close', () => resolve({ ok: !failed && /^HTTP\/1.1 4\d\d /.test(data) && data.includes('"error"'), ms: performance.now() - t0 }));
    socket.setTimeout(20_000, () => socket.destroy());
  });
}

function patterns(server: Server): Pattern[] {
  const junk = 1024 * 1024 - 300;
  return [
    {
      name: 'resources/read, 100,000-char uri',
      owner: 'hostile (resolve-address)',
      one: (url, i) => send(url, '/mcp', { method: 'POST', headers: { ...json, ...from() }, body: rpc('resources/read', { uri: `${baseUrl}/${rand(100_000)}` }, i) }),
      rate: RATE,
      max: 400,
    },
    {
      name: 'get_page, 2,047-char missing path',
      owner: 'hostile (resolve-address)',
      one: (url, i) => send(url, '/mcp', { method: 'POST', headers: { ...json, ...from() }, body: rpc('tools/call', { name: 'get_page', arguments: { path: `/en/${rand(2043)}` } }, i) }),
      rate: RATE,
      max: 2000,
    },
    {
      name: '/ask: 300-char misspelt question + 50 prev',
      owner: 'engine (search caps) / answer (/ask)',
      one: (url) =>
        send(url, '/v1/ask', { method: 'POST', headers: { ...json, ...from() }, body: JSON.stringify({ query: misspeltQuestion(), context: { prev: Array.from({ length: 50 }, misspeltQuestion) } }) }),
      rate: RATE,
      max: 2000,
    },
    {
      name: 'MCP search_site: 300-char misspelt + 10 prev',
      owner: 'engine (search caps) / answer (MCP)',
      one: (url, i) =>
        send(url, '/mcp', {
          method: 'POST',
          headers: { ...json, ...from() },
          body: rpc('tools/call', { name: 'search_site', arguments: { query: misspeltQuestion(), prev: Array.from({ length: 10 }, misspeltQuestion) } }, i),
        }),
      rate: RATE,
      max: 2000,
    },
    {
      name: 'tools/list with distinct 1 MiB junk params',
      owner: 'answer (MCP cache)',
      one: (url, i) => send(url, '/mcp', { method: 'POST', headers: { ...json, ...from() }, body: rpc('tools/list', { junk: rand(16) + 'x'.repeat(junk) }, i) }),
      rate: RATE,
      max: 1000,
    },
    {
      name: 'distinct CJK first characters',
      owner: 'engine (typo structures)',
      one: (url) => send(url, `/v1/ask?query=${encodeURIComponent(String.fromCodePoint(CJK_START + Math.floor(Math.random() * 20_000)) + '真理' + rand(3))}`, { headers: from() }),
      rate: RATE,
      max: 5000,
    },
    {
      name: 'spoofed X-Forwarded-For (--trust-proxy)',
      owner: 'hostile (rate-limit)',
      one: (url) => send(url, '/v1/ask?query=credit', { headers: { 'x-forwarded-for': `${rand(8)}, 203.0.113.66` } }),
      rate: 5 * RATE,
      max: 5000,
    },
    {
      name: 'pipelined /llms-full.txt, never read',
      owner: 'hostile (delivery bound, connection cap)',
      one: async () => {
        const t0 = performance.now();
        const socket = connect(server.port, '127.0.0.1');
        held.push(socket);
        socket.on('error', () => undefined);
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        socket.pause();
        socket.write('GET /llms-full.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(50));
        return { status: 200, ms: performance.now() - t0 };
      },
      rate: RATE,
      max: 100,
    },
    {
      name: 'early 413 with a 2 MiB body (Connection: close)',
      owner: 'hostile (discard-body)',
      one: async () => {
        const body = Buffer.alloc(2 * 1024 * 1024, 'y');
        const r = await rawExchange(
          server.port,
          `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\nX-Forwarded-For: ${from()['x-forwarded-for']}\r\n\r\n`,
          body,
        );
        return { status: r.ok ? 413 : 0, ms: r.ms };
      },
      rate: RATE,
      max: 300,
    },
    {
      name: 'early 415 with a 1 MiB body (Connection: close)',
      owner: 'hostile (discard-body)',
      one: async () => {
        const body = Buffer.alloc(1024 * 1024, 'q');
        const r = await rawExchange(
          server.port,
          `POST /v1/ask HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\nConnection: close\r\nX-Forwarded-For: ${from()['x-forwarded-for']}\r\n\r\n`,
          body,
        );
        return { status: r.ok ? 415 : 0, ms: r.ms };
      },
      rate: RATE,
      max: 300,
    },
  ];
}
const held: Socket[] = [];

// ---------------------------------------------------------------- probe

interface Sample {
  at: number;
  ms: number;
  ok: boolean;
  status?: number | string;
}

/**
 * The probe runs on its own thread (its own event loop and connection), so the attackers'
 * client-side work never delays it: what it measures is the server.
 */
function startProbe(url: string): { samples: Sample[]; stop(): Promise<void> } {
  const samples: Sample[] = [];
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const questions = ['Which awards has she won?', 'How can I license a photo?', 'Pressefotos herunterladen', 'Where does she live?', 'workshops in 2026', 'Hochwasser im Ahrtal'];
    const origin = performance.timeOrigin;
    let i = 0;
    const timer = setInterval(() => {
      const t0 = performance.now();
      const at = origin + t0;
      const q = questions[i++ % questions.length];
      const done = (ok, status) => parentPort.postMessage({ at, ms: performance.now() - t0, ok, status });
      const req = http.request({ host: '127.0.0.1', port: workerData.port, path: '/v1/ask?query=' + encodeURIComponent(q), headers: { 'x-forwarded-for': '192.0.2.1' }, agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () => done(res.statusCode === 200, res.statusCode));
        res.on('error', (e) => done(false, e.code || e.message));
      });
      req.setTimeout(10000, () => req.destroy(new Error('timeout')));
      req.on('error', (e) => done(false, e.code || e.message));
      req.end();
    }, 100);
    parentPort.on('message', () => { clearInterval(timer); setTimeout(() => process.exit(0), 10500); });`;
  const worker = new Worker(source, { eval: true, workerData: { port: Number(new URL(url).port) } });
  // Times arrive on the worker's clock; turned into this thread's performance.now() scale.
  worker.on('message', (m: Sample) => samples.push({ ...m, at: m.at - performance.timeOrigin }));
  return {
    samples,
    stop: async () => {
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

const p95 = (xs: number[]) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(0.95 * s.length))];
};
/** Server CPU time (user + system) in ms, from /proc (10 ms ticks: measure batches). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** n requests one at a time: the server's CPU per request, and the median and slowest latency. */
async function costOf(pid: number, n: number, one: () => Promise<Sent>): Promise<{ cpu: number; median: number; max: number }> {
  const times: number[] = [];
  const c0 = cpuMs(pid);
  for (let i = 0; i < n; i++) times.push((await one()).ms);
  return { cpu: (cpuMs(pid) - c0) / n, median: median(times), max: Math.max(...times) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Open loop: `rate` hostile requests per second for the attack window (at most `max`, and
 * at most IN_FLIGHT waiting at once), as an attacker sends them, whether or not the server
 * keeps up. A closed loop would measure only how fast the server serves the attacker.
 */
const IN_FLIGHT = 64;
async function runPattern(url: string, p: Pattern, windowMs: number, max: number): Promise<{ sent: number; statuses: Map<number, number> }> {
  const statuses = new Map<number, number>();
  const pending = new Set<Promise<void>>();
  const t0 = performance.now();
  let sent = 0;
  while (performance.now() - t0 < windowMs && sent < max) {
    const due = t0 + (sent * 1000) / p.rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (pending.size >= IN_FLIGHT) {
      statuses.set(-1, (statuses.get(-1) ?? 0) + 1); // not sent: too many waiting
      sent++;
      continue;
    }
    const task: Promise<void> = p.one(url, ++sent).then((r) => {
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      pending.delete(task);
    });
    pending.add(task);
  }
  // Held sockets (pipelining non-readers) stay open for the whole window.
  const left = windowMs - (performance.now() - t0);
  if (left > 0) await sleep(left);
  await Promise.all(pending);
  return { sent, statuses };
}

async function attack(): Promise<void> {
  const server = await startServer(['--trust-proxy', '--rate-limit', '20/40']);
  const { url } = server;
  const pid = server.child.pid!;
  console.log(
    `bench:attack on ${url} (pid ${pid}, --max-old-space-size=384); Node ${process.version}; ${(await import('node:os')).cpus().length} cores; attack window ${ATTACK_MS / 1000} s at ${RATE} hostile requests/s (open loop, each from its own address), quiet window ${QUIET_MS / 1000} s`,
  );
  // Warm up, then the baseline: normal questions never asked before, sent one at a time.
  for (let i = 0; i < 20; i++) await send(url, `/v1/ask?query=${encodeURIComponent(normalQuestion())}`, { headers: { 'x-forwarded-for': '192.0.2.2' } });
  const normalCost = await costOf(pid, 40, () => send(url, `/v1/ask?query=${encodeURIComponent(normalQuestion())}`, { headers: { 'x-forwarded-for': '192.0.2.2' } }));
  console.log(
    `normal uncached question (GET /v1/ask, one at a time, 40 distinct): server CPU ${normalCost.cpu.toFixed(2)} ms each, latency median ${normalCost.median.toFixed(2)} ms; RSS ${rssMb(pid).toFixed(0)} MB`,
  );
  console.log(`each pattern: ${CYCLES} cycles of ${QUIET_MS / CYCLES / 1000} s quiet then ${ATTACK_MS / CYCLES / 1000} s attack, probe p95 over all attack windows / over all quiet windows\n`);

  const rows: string[][] = [['pattern', 'sent', 'statuses', 'quiet p95 ms', 'attack p95 ms', 'ratio', 'failed probes', 'CPU ms/req', '× normal', 'slowest alone ms', 'RSS MB', 'verdict', 'owner']];
  const probe = startProbe(url);
  const only = values.only ? new RegExp(values.only, 'i') : undefined;
  for (const p of patterns(server)) {
    if (only && !only.test(p.name)) continue;
    const quietWindows: [number, number][] = [];
    const attackWindows: [number, number][] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    for (let c = 0; c < CYCLES; c++) {
      const q0 = performance.now();
      await sleep(QUIET_MS / CYCLES);
      const a0 = performance.now();
      quietWindows.push([q0, a0]);
      const run = await runPattern(url, p, ATTACK_MS / CYCLES, Math.ceil(p.max / CYCLES));
      attackWindows.push([a0, performance.now()]);
      sent += run.sent;
      for (const [k, n] of run.statuses) statuses.set(k, (statuses.get(k) ?? 0) + n);
      for (const socket of held.splice(0)) socket.destroy();
    }
    // Probes sent during the last window may still be in flight: wait for them before counting.
    await sleep(1_000);
    const inside = (windows: [number, number][]) => probe.samples.filter((s) => windows.some(([a, b]) => s.at >= a && s.at < b));
    const quiet = inside(quietWindows);
    const during = inside(attackWindows);
    const quietP95 = p95(quiet.filter((s) => s.ok).map((s) => s.ms));
    const attackP95 = p95(during.map((s) => (s.ok ? s.ms : 10_000)));
    const failed = during.filter((s) => !s.ok).length;
    // What one hostile request costs the server, sent one at a time (nothing queues ahead of it).
    const cost = await costOf(pid, 10, () => p.one(url, 1_000_000));
    for (const socket of held.splice(0)) socket.destroy();
    const ratio = attackP95 / quietP95;
    const times = cost.cpu / normalCost.cpu;
    const pass = ratio < 5 && failed === 0 && times <= 10;
    rows.push([
      p.name,
      String(sent),
      [...statuses].map(([k, n]) => `${k}:${n}`).join(' '),
      quietP95.toFixed(1),
      attackP95.toFixed(1),
      ratio.toFixed(2),
      `${failed}/${during.length}${failed ? ` (${[...new Set(during.filter((x) => !x.ok).map((x) => x.status))].join(',')})` : ''}`,
      cost.cpu.toFixed(2),
      times.toFixed(1),
      cost.max.toFixed(1),
      rssMb(pid).toFixed(0),
      pass ? 'pass' : 'FAIL',
      p.owner,
    ]);
    console.log(rows.at(-1)!.join(' | '));
  }
  await probe.stop();
  console.log('\n' + table(rows));
  console.log(`\nserver RSS at the end: ${rssMb(pid).toFixed(0)} MB; server alive: ${server.child.exitCode === null}`);
  await symlinkCheck();
  server.child.kill('SIGTERM');
}

/** A symbolic link in assets/ to a file outside the content folder must not be served. */
async function symlinkCheck(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'attack-site-'));
  try {
    cpSync(CONTENT, dir, { recursive: true });
    mkdirSync(join(dir, 'assets'), { recursive: true });
    symlinkSync('/etc/passwd', join(dir, 'assets', 'link'));
    let server: Server;
    try {
      server = await startServer([], dir);
    } catch (error) {
      console.log(
        `symlink read attempt: the server refused the folder at load: pass (${String((error as Error).message)
          .split('\n')[0]
          .slice(0, 160)})`,
      );
      return;
    }
    const res = await fetch(`${server.url}/assets/link`);
    const text = await res.text();
    const leaked = text.includes('root:');
    console.log(`symlink read attempt: GET /assets/link -> ${res.status}${leaked ? ', /etc/passwd served: FAIL (owner: photos)' : ': pass'}`);
    server.child.kill('SIGTERM');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

// ---------------------------------------------------------------- survival

async function survival(): Promise<void> {
  const scale = Number(values.scale);
  const server = await startServer(['--trust-proxy', '--rate-limit', '1000/2000']);
  const { url } = server;
  const pid = server.child.pid!;
  let maxRss = rssMb(pid);
  console.log(`survival on ${url} (pid ${pid}, --max-old-space-size=384): RSS at start ${maxRss.toFixed(0)} MB`);
  const watch = setInterval(() => (maxRss = Math.max(maxRss, rssMb(pid))), 200);
  const phase = async (name: string, total: number, concurrency: number, one: (i: number) => Promise<Sent>) => {
    const t0 = performance.now();
    let next = 0;
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total && server.child.exitCode === null) {
          const i = next++;
          const r = await one(i);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          if (i % 10_000 === 0 || (total <= 10_000 && i % 1000 === 0)) console.log(`  ${name}: ${i}/${total}, RSS ${rssMb(pid).toFixed(0)} MB`);
        }
      }),
    );
    console.log(
      `${name}: ${total} requests in ${((performance.now() - t0) / 1000).toFixed(0)} s, statuses ${[...statuses].map(([s, n]) => `${s}:${n}`).join(' ')}, RSS ${rssMb(pid).toFixed(0)} MB, max so far ${maxRss.toFixed(0)} MB, alive ${server.child.exitCode === null}`,
    );
  };
  const junk = 1024 * 1024 - 300;
  const pad = 'x'.repeat(junk - 20);
  await phase('distinct questions (GET /v1/ask)', Math.round(100_000 * scale), 16, (i) =>
    send(url, `/v1/ask?query=${encodeURIComponent(normalQuestion())}`, { headers: { 'x-forwarded-for': `198.20.${(i >> 8) & 255}.${i & 255}` } }),
  );
  await phase('distinct forwarded addresses', Math.round(50_000 * scale), 16, (i) =>
    send(url, '/healthz', { headers: { 'x-forwarded-for': `${rand(6)}, 10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` } }),
  );
  // Last: before the MCP cache bounded its keys, this is what took the process down.
  await phase('distinct 1 MiB junk params (tools/list)', Math.round(5000 * scale), 8, (i) =>
    send(url, '/mcp', { method: 'POST', headers: { ...json, 'x-forwarded-for': `198.19.0.${i & 255}` }, body: rpc('tools/list', { junk: `${i}-${rand(8)}${pad}` }, i) }),
  );
  clearInterval(watch);
  const alive = server.child.exitCode === null && (await send(url, '/healthz')).status === 200;
  const end = rssMb(pid);
  maxRss = Math.max(maxRss, end);
  console.log(`\nsurvival: alive ${alive}, RSS at the end ${end.toFixed(0)} MB, max ${maxRss.toFixed(0)} MB: ${alive && maxRss < 400 ? 'pass' : 'FAIL'} (bound 400 MB)`);
  server.child.kill('SIGTERM');
}

try {
  if (values.survival) await survival();
  else await attack();
} finally {
  agent.destroy();
}
process.exit(0);
