/**
 * npm run bench:alloc [-- --against DIR --pairs 3 --warm 30 --duration 8 --connections 100]
 *
 * What an uncached GET /ask allocates over HTTP, server and all: a server of this checkout (and,
 * with --against, one of another checkout, built; the two alternated, the order swapped each
 * pair), each run as `node --trace-gc-nvp bin/portfolio-agent.js serve`, asked distinct questions
 * of the load benchmark's pool at --connections for --warm seconds, then --duration more. Per
 * window: bytes allocated per request (the nvp lines' `allocated=` summed, divided by the
 * requests), full collections, the scavenges' pause per request, bytes surviving a scavenge, and
 * the server's CPU per request (/proc).
 *
 * A window finds the server in one of two states whatever the build (docs/answers.md, fifteenth
 * cost round): settled (no full collection, under half a megabyte surviving a scavenge) or piled
 * up (full collections, 1.5–2 MB surviving each scavenge, and more bytes allocated per request):
 * compare builds state with state.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadSite } from '../server/site/load-site.ts';
import { questionPool } from './question-pool.ts';
import { cpuMs } from './process-cpu.ts';

const { values } = parseArgs({
  options: {
    against: { type: 'string' },
    pairs: { type: 'string', default: '3' },
    warm: { type: 'string', default: '30' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '100' },
  },
});
const HERE = resolve(import.meta.dirname, '..');
const roots = values.against ? [HERE, resolve(values.against)] : [HERE];
const pool = questionPool(loadSite(resolve(HERE, 'content')), 1_500_000).questions;
let asked = 0;
const nextPath = () => `/ask?query=${encodeURIComponent(pool[asked++ % pool.length])}`;

interface Server {
  child: ChildProcess;
  url: string;
  /** The nvp lines written so far. */
  lines: string[];
}

function start(root: string): Promise<Server> {
  const child = spawn(process.execPath, ['--trace-gc-nvp', resolve(root, 'bin/portfolio-agent.js'), 'serve', '--port', '0', '--log-level', 'warn', '--content', resolve(root, 'content')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop()!;
    lines.push(...parts);
  });
  return new Promise((done, fail) => {
    let err = '';
    child.stderr!.on('data', (chunk) => {
      err += chunk;
      const match = /"url":"([^"]+)"/.exec(err);
      if (match) done({ child, url: match[1], lines });
    });
    child.on('exit', (code) => fail(new Error(`exited ${code}: ${err}`)));
  });
}

async function ask(url: string, seconds: number): Promise<number> {
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: seconds,
    requests: [{ method: 'GET', path: nextPath(), setupRequest: (req: object) => ({ ...req, path: nextPath() }) }] as never,
  });
  return result.requests.total;
}

/** The nvp lines' sums: bytes allocated, scavenges, their pause (ms) and bytes copied or promoted, full collections. */
function collections(lines: readonly string[]) {
  const sums = { allocated: 0, scavenges: 0, pauseMs: 0, survived: 0, full: 0 };
  for (const line of lines) {
    const field = (name: string) => Number(new RegExp(`\\b${name}=([\\d.]+)`).exec(line)?.[1] ?? 0);
    if (!/\ballocated=/.test(line)) continue;
    sums.allocated += field('allocated');
    if (/\bgc=s\b/.test(line)) {
      sums.scavenges++;
      sums.pauseMs += field('pause');
      sums.survived += field('semi_space_copied') + field('promoted');
    } else sums.full++;
  }
  return sums;
}

async function measure(root: string): Promise<void> {
  const server = await start(root);
  try {
    await ask(server.url, Number(values.warm));
    const from = server.lines.length;
    const cpu0 = cpuMs(server.child.pid!);
    const requests = await ask(server.url, Number(values.duration));
    const cpu = cpuMs(server.child.pid!) - cpu0;
    const gc = collections(server.lines.slice(from));
    const per = (x: number) => x / Math.max(1, requests);
    console.log(
      `${root}: ${requests} requests, ${(per(gc.allocated) / 1024).toFixed(1)} KB allocated and ${(per(cpu) * 1000).toFixed(0)} µs of server CPU per request; ` +
        `${gc.scavenges} scavenges (${(per(gc.pauseMs) * 1000).toFixed(1)} µs of pause per request, ${(gc.survived / 1024 / Math.max(1, gc.scavenges)).toFixed(0)} KB surviving each), ${gc.full} full collections`,
    );
  } finally {
    server.child.removeAllListeners('exit');
    server.child.kill('SIGTERM');
    await new Promise((done) => server.child.once('exit', done));
  }
}

for (let pair = 0; pair < Number(values.pairs); pair++) for (const root of pair % 2 ? [...roots].reverse() : roots) await measure(root);
