/**
 * npm run bench:startup [-- --sizes 1000,10000,100000 --rounds 7 --questions 1000 --no-build --node-flags=--v8-pool-size=1]
 *
 * Start-up, memory and search speed of the compiled package (bin/portfolio-agent.js on dist/,
 * built first unless --no-build), each figure beside a baseline measured in the same run:
 *
 * 1. Sample site, interleaved rounds: HTTP start (spawn to the first /healthz answer) against a
 *    bare Koa server, and stdio start (spawn to the tools/list answer) against a bare MCP SDK
 *    stdio server with three trivial tools.
 * 2. Generated sites of each size (sections that look like real pages): first start (empty
 *    cache folder), repeat start (the cache the first start left), a bare Koa start beside each,
 *    RSS after start and after the questions, search p50/p99 over HTTP (GET /ask) and in
 *    process (search_site's handler), with FlexSearch (default Index, suggest) and MiniSearch built
 *    on the same sections and asked the same questions.
 *
 * Machines are shared: every figure is given as median (min–max) over the rounds, ratios per
 * round, and nothing here is a test.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import FlexSearch from 'flexsearch';
import MiniSearch from 'minisearch';
import { loadSite } from '../server/site/load-site.ts';
import { searchSite } from '../tools/search-site.ts';
import { generateSite } from './generate-site.ts';
import type { Site } from '../server/site/site-types.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    rounds: { type: 'string', default: '7' },
    questions: { type: 'string', default: '1000' },
    'no-build': { type: 'boolean', default: false },
    'skip-baselines': { type: 'boolean', default: false },
    'skip-peers': { type: 'boolean', default: false },
    /** Node flags for our server only, as an operator would launch it (e.g. README's --v8-pool-size=1; the bare servers keep node's defaults). */
    'node-flags': { type: 'string', default: '' },
  },
});
const SIZES = values
  .sizes!.split(',')
  .map(Number)
  .filter((n) => n > 0);
const ROUNDS = Math.max(1, Number(values.rounds));
const QUESTIONS = Math.max(10, Number(values.questions));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'bin', 'portfolio-agent.js');
const NODE_FLAGS = values['node-flags']!.split(' ').filter(Boolean);
const CONTENT = join(ROOT, 'content');
const BARE_KOA = join(ROOT, 'bench', 'baseline-servers', 'bare-koa.mjs');
const BARE_STDIO = join(ROOT, 'bench', 'baseline-servers', 'bare-mcp-stdio.mjs');
const EVAL = fileURLToPath(new URL('../../shared/eval/questions.json', import.meta.url));
/** Generous: a 100k-section first start on a busy machine. */
const START_TIMEOUT_MS = 600_000;

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (xs: number[]) => quantile(xs, 0.5);
function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
const spread = (xs: number[], digits = 0) => `${fmt(median(xs), digits)} (${fmt(Math.min(...xs), digits)}–${fmt(Math.max(...xs), digits)})`;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

interface Started {
  child: ChildProcess;
  url: string;
  /** Spawn to the first answer of GET /healthz (or /, for bare Koa). */
  ms: number;
  /** CPU time of the process and its finished children (a build process) up to then. */
  cpuMs: number;
}

/** utime + stime + cutime + cstime of a process, in ms (the machine is shared: CPU time is the steadier figure). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const tick = 10; // USER_HZ is 100 on Linux
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * tick;
}

/** Spawns an HTTP server and waits for its `listening` log line and its first answer. */
function startHttp(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`no start within ${START_TIMEOUT_MS} ms: ${err}`)), START_TIMEOUT_MS);
    let seen = false;
    child.stderr!.on('data', async (chunk) => {
      err += chunk;
      const match = /"url":"([^"]+)"/.exec(err);
      if (!match || seen) return;
      seen = true;
      const url = match[1];
      await fetch(`${url}/healthz`).then((r) => r.arrayBuffer());
      clearTimeout(timer);
      const ms = performance.now() - t0;
      resolve({ child, url, ms, cpuMs: cpuMsOf(child.pid!) });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code}: ${err}`));
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.removeAllListeners('exit');
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Spawn to the tools/list answer over stdio (initialize, initialized, tools/list), then closes stdin. */
function stdioStart(args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const send = (m: unknown) => child.stdin!.write(JSON.stringify(m) + '\n');
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (c) => (err += c));
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      for (let nl; (nl = out.indexOf('\n')) !== -1; out = out.slice(nl + 1)) {
        const message = JSON.parse(out.slice(0, nl));
        if (message.id === 1) {
          send({ jsonrpc: '2.0', method: 'notifications/initialized' });
          send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
        } else if (message.id === 2) {
          const ms = performance.now() - t0;
          child.removeAllListeners('exit');
          child.once('exit', () => resolve(ms));
          child.stdin!.end();
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }
      }
    });
    child.on('exit', (code) => reject(new Error(`stdio exited ${code}: ${err}`)));
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } });
  });
}

function cacheEnv(dir: string): NodeJS.ProcessEnv {
  return { CACHE_DIR: dir, LOG_LEVEL: 'info' };
}

/** Part 1: the sample site against the bare servers, interleaved (ABBA order per round). */
async function baselines(): Promise<void> {
  const cache = mkdtempSync(join(tmpdir(), 'bench-startup-cache-'));
  try {
    const env = cacheEnv(cache);
    const oursArgs = [...NODE_FLAGS, BIN, 'serve', '--port', '0', '--content', CONTENT];
    // Warm-up (not counted): fills the cache folder and the OS file cache for everyone.
    await stop((await startHttp(oursArgs, env)).child);
    await stop((await startHttp([BARE_KOA])).child);
    await stdioStart([...NODE_FLAGS, BIN, 'stdio', '--content', CONTENT], env);
    await stdioStart([BARE_STDIO]);
    const http = { ours: [] as number[], bare: [] as number[], rssOurs: [] as number[], rssBare: [] as number[], cpuOurs: [] as number[], cpuBare: [] as number[] };
    const stdio = { ours: [] as number[], bare: [] as number[] };
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 === 0 ? ['ours', 'bare'] : ['bare', 'ours'];
      for (const who of order) {
        const s = who === 'ours' ? await startHttp(oursArgs, env) : await startHttp([BARE_KOA]);
        (who === 'ours' ? http.ours : http.bare).push(s.ms);
        (who === 'ours' ? http.rssOurs : http.rssBare).push(rssMb(s.child.pid!));
        (who === 'ours' ? http.cpuOurs : http.cpuBare).push(s.cpuMs);
        await stop(s.child);
      }
      for (const who of order) {
        const ms = who === 'ours' ? await stdioStart([...NODE_FLAGS, BIN, 'stdio', '--content', CONTENT], env) : await stdioStart([BARE_STDIO]);
        (who === 'ours' ? stdio.ours : stdio.bare).push(ms);
      }
    }
    const ratios = (a: number[], b: number[]) => a.map((x, i) => x / b[i]);
    console.log(`\n## Sample site, ${ROUNDS} interleaved rounds (ms, median (min–max))\n`);
    console.log('| start | ours | bare baseline | ratio of medians | per-round ratios | target |');
    console.log('|---|---|---|---|---|---|');
    const httpRatio = median(http.ours) / median(http.bare);
    const stdioRatio = median(stdio.ours) / median(stdio.bare);
    console.log(
      `| HTTP: spawn to first /healthz answer | ${spread(http.ours)} | bare Koa ${spread(http.bare)} | ${fmt(httpRatio, 2)} | ${spread(ratios(http.ours, http.bare), 2)} | ≤ 2 ${httpRatio <= 2 ? 'ok' : 'MISSED'} |`,
    );
    console.log(
      `| stdio: spawn to tools/list answer | ${spread(stdio.ours)} | bare SDK server ${spread(stdio.bare)} | ${fmt(stdioRatio, 2)} | ${spread(ratios(stdio.ours, stdio.bare), 2)} | ≤ 2 ${stdioRatio <= 2 ? 'ok' : 'MISSED'} |`,
    );
    console.log(`\nRSS after start: ours ${spread(http.rssOurs, 1)} MB, bare Koa ${spread(http.rssBare, 1)} MB`);
    console.log(`CPU time of the HTTP start: ours ${spread(http.cpuOurs)} ms, bare Koa ${spread(http.cpuBare)} ms, ratio of medians ${fmt(median(http.cpuOurs) / median(http.cpuBare), 2)}`);
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

/** Deterministic pseudo-random numbers. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Questions from the site's own words: 2–4 words of a random section (one in ten with a
 * typo), and the evaluation questions. The same list for every engine.
 */
function questionsFor(site: Site, count: number): { query: string; lang: string }[] {
  const rand = random(7);
  const sections = site.pages.flatMap((page) => page.sections.map((section) => ({ page, section })));
  const out: { query: string; lang: string }[] = [];
  try {
    for (const q of JSON.parse(readFileSync(EVAL, 'utf8')) as { query: string; lang: string }[]) out.push({ query: q.query, lang: q.lang });
  } catch {
    // the evaluation questions are optional here
  }
  while (out.length < count) {
    const { page, section } = sections[Math.floor(rand() * sections.length)];
    const words = section.text.match(/\p{L}{3,}/gu) ?? [];
    if (words.length === 0) continue;
    const n = 2 + Math.floor(rand() * 3);
    const picked = Array.from({ length: n }, () => words[Math.floor(rand() * words.length)]);
    if (rand() < 0.1) {
      const w = picked[0];
      const i = Math.floor(rand() * (w.length - 1));
      picked[0] = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
    }
    out.push({ query: picked.join(' '), lang: page.lang });
  }
  return out.slice(0, count);
}

/** Times `fn` per question after one warm-up pass over ten of them: p50 and p99 in ms. */
function timeEach(questions: { query: string; lang: string }[], fn: (q: { query: string; lang: string }) => unknown): { p50: number; p99: number } {
  for (const q of questions.slice(0, 10)) fn(q);
  const samples = questions.map((q) => {
    const t = performance.now();
    fn(q);
    return performance.now() - t;
  });
  return { p50: quantile(samples, 0.5), p99: quantile(samples, 0.99) };
}

async function timeHttp(url: string, questions: { query: string; lang: string }[]): Promise<{ p50: number; p99: number; errors: number }> {
  let errors = 0;
  const samples: number[] = [];
  for (const q of questions) {
    const t = performance.now();
    const res = await fetch(`${url}/ask?query=${encodeURIComponent(q.query)}&lang=${q.lang}`);
    await res.arrayBuffer();
    if (res.status !== 200) errors++;
    samples.push(performance.now() - t);
  }
  return { p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), errors };
}

type Doc = {
  id: number;
  title: string;
  heading: string;
  text: string;
  [field: string]: string | number;
};

function docsOf(site: Site): Doc[] {
  let id = 0;
  return site.pages.flatMap((page) => page.sections.map((s) => ({ id: id++, title: page.title, heading: s.level > 1 ? s.name : '', text: s.text })));
}

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

async function generated(size: number): Promise<void> {
  const sample = loadSite(CONTENT);
  const dir = generateSite(sample, size, CONTENT);
  const cache = mkdtempSync(join(tmpdir(), 'bench-startup-cache-'));
  try {
    const env = cacheEnv(cache);
    const args = [...NODE_FLAGS, BIN, 'serve', '--port', '0', '--content', dir];
    const bare = [await startHttp([BARE_KOA])];
    await stop(bare[0].child);
    const first = await startHttp(args, env);
    const rssStart = rssMb(first.child.pid!);
    // The questions come from the site; loading it here also gives the in-process figures.
    const site = loadSite(dir, { baseUrl: 'http://127.0.0.1' });
    const sections = site.search.sectionCount;
    const questions = questionsFor(site, QUESTIONS);
    const overHttp = await timeHttp(first.url, questions);
    const rssAfter = rssMb(first.child.pid!);
    await stop(first.child);
    const repeats: number[] = [];
    const repeatCpu: number[] = [];
    const repeatRss: number[] = [];
    for (let r = 0; r < Math.min(ROUNDS, 3); r++) {
      const b = await startHttp([BARE_KOA]);
      bare.push(b);
      await stop(b.child);
      const again = await startHttp(args, env);
      repeats.push(again.ms);
      repeatCpu.push(again.cpuMs);
      repeatRss.push(rssMb(again.child.pid!));
      await stop(again.child);
    }
    const ours = timeEach(questions, (q) => searchSite(site, { query: q.query, lang: q.lang, limit: 10 }));
    console.log(`\n## ${fmt(sections)} sections (${fmt(site.pages.length)} pages)\n`);
    console.log(`| figure | ours | bare Koa start, same run |`);
    console.log('|---|---|---|');
    console.log(
      `| first start (empty cache), ms; CPU ms (with the build process) | ${fmt(first.ms)}; ${fmt(first.cpuMs)} | ${spread(bare.map((b) => b.ms))}; CPU ${spread(bare.map((b) => b.cpuMs))} |`,
    );
    console.log(`| repeat start, ms (${repeats.length} runs); CPU ms | ${spread(repeats)}; ${spread(repeatCpu)} | |`);
    console.log(`| RSS after first start / after ${fmt(questions.length)} questions / after repeat start, MB | ${fmt(rssStart, 1)} / ${fmt(rssAfter, 1)} / ${spread(repeatRss, 1)} | |`);
    console.log(`| search over HTTP (GET /ask, sequential), p50 / p99 ms | ${fmt(overHttp.p50, 2)} / ${fmt(overHttp.p99, 2)} (${overHttp.errors} non-200) | |`);
    console.log(`| search in process (search_site handler), p50 / p99 ms | ${fmt(ours.p50, 3)} / ${fmt(ours.p99, 3)} | |`);
    if (!values['skip-peers']) peers(site, questions);
    targets(sections, first.ms, median(repeats), Math.max(rssStart, rssAfter, ...repeatRss));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  }
}

/** FlexSearch (default Index, suggest) and MiniSearch (defaults) on the same sections and questions. */
function peers(site: Site, questions: { query: string; lang: string }[]): void {
  const docs = docsOf(site);
  let before = heapMb();
  let t = performance.now();
  // As bench/search-speed.ts: the default Index over each section's title, heading and text.
  const flex = new FlexSearch.Index();
  for (const d of docs) flex.add(d.id, `${d.title} ${d.heading} ${d.text}`);
  const flexBuild = performance.now() - t;
  const flexHeap = heapMb() - before;
  const flexTime = timeEach(questions, (q) => flex.search(q.query, { limit: 10, suggest: true }));
  before = heapMb();
  t = performance.now();
  const mini = new MiniSearch<Doc>({ fields: ['title', 'heading', 'text'] });
  mini.addAll(docs);
  const miniBuild = performance.now() - t;
  const miniHeap = heapMb() - before;
  const miniTime = timeEach(questions, (q) => mini.search(q.query).slice(0, 10));
  console.log(`| FlexSearch (suggest) in process, p50 / p99 ms; build ms, heap MB | ${fmt(flexTime.p50, 3)} / ${fmt(flexTime.p99, 3)}; ${fmt(flexBuild)}, ${fmt(flexHeap, 1)} | |`);
  console.log(`| MiniSearch in process, p50 / p99 ms; build ms, heap MB | ${fmt(miniTime.p50, 3)} / ${fmt(miniTime.p99, 3)}; ${fmt(miniBuild)}, ${fmt(miniHeap, 1)} | |`);
}

function targets(sections: number, first: number, repeat: number, rss: number): void {
  const goal = sections >= 90_000 ? { first: 30_000, repeat: 5_000, rss: 800 } : sections >= 9_000 ? { first: 3_000, repeat: 1_000, rss: 200 } : undefined;
  if (!goal) return;
  const check = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(
    `\nTargets: first start < ${fmt(goal.first)} ms ${check(first < goal.first)}, repeat < ${fmt(goal.repeat)} ms ${check(repeat < goal.repeat)}, RSS < ${goal.rss} MB ${check(rss < goal.rss)} (the issue asks for an idle machine)`,
  );
}

if (!values['no-build']) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
console.log(
  `# npm run bench:startup (${new Date().toISOString()}, ${process.version}${NODE_FLAGS.length ? `, our server with ${NODE_FLAGS.join(' ')}` : ''}, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
);
if (!values['skip-baselines']) await baselines();
for (const size of SIZES) await generated(size);
