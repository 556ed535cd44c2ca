/**
 * npm run bench:search [-- --sections N] [--rounds R] [--questions Q] [--baseline DIR]
 *
 * In-process search on the sample site and on a generated site of N sections (default
 * 10,000; bench/generate-site.ts): ranking alone (searchIndex) and the whole search_site
 * handler, beside FlexSearch (default Index, `suggest: true`) and MiniSearch (defaults)
 * over the same sections and questions, in the same run, interleaved question by question.
 * Questions are distinct (the evaluation questions, then questions drawn from the site's
 * own words, a fifth with a typo): nothing is answered from a cache.
 * `--baseline DIR` also times the engine of another checkout (DIR/server/search) on the
 * same site, e.g. main before a change.
 * Also: load time, index build time, snapshot write and load time, heap of the index.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import MiniSearch from 'minisearch';
import FlexSearch from 'flexsearch';
import { loadSite } from '../server/site/load-site.ts';
import { createSearchIndex } from '../server/search/search-index.ts';
import { searchIndex } from '../server/search/search-query.ts';
import { loadOrBuildSearchIndex } from '../server/search/index-cache.ts';
import { searchSite } from '../tools/search-site.ts';
import { generateSite } from './generate-site.ts';
import type { Question } from './eval-metrics.ts';
import type { Site } from '../server/site/site-types.ts';

const { values: args } = parseArgs({
  options: {
    sections: { type: 'string', default: process.env.BENCH_SECTIONS ?? '10000' },
    rounds: { type: 'string', default: process.env.BENCH_ROUNDS ?? '3' },
    questions: { type: 'string', default: '1000' },
    baseline: { type: 'string' },
    'skip-sample': { type: 'boolean' },
  },
});
const CONTENT = fileURLToPath(new URL('../content', import.meta.url));
const QUESTIONS = fileURLToPath(new URL('./eval/questions.json', import.meta.url)); // copy of shared/eval/questions.json
const SECTIONS = Number(args.sections);
const ROUNDS = Number(args.rounds);
const POOL = Number(args.questions);

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n: number) => n.toFixed(3);

let evalQuestions: string[];
try {
  evalQuestions = (JSON.parse(readFileSync(QUESTIONS, 'utf8')) as Question[]).map((q) => q.query);
} catch {
  evalQuestions = ['Which awards has she won?', 'Pressefotos herunterladen', 'coal miners in Lusatia', 'Hochwasser im Ahrtal'];
}

/** Deterministic pseudo-random numbers, so every run asks the same questions. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** Distinct questions: the evaluation set, then 2 to 5 words of a random section, a fifth with a typo. */
function questionsFor(site: Site, count: number): string[] {
  const rand = random(7);
  const sections = site.pages.flatMap((p) => p.sections);
  const out = new Set(evalQuestions);
  for (let tries = 0; out.size < count && tries < count * 20; tries++) {
    const words = sections[Math.floor(rand() * sections.length)].text.match(/[\p{L}]{3,}/gu) ?? [];
    if (words.length < 5) continue;
    const n = 2 + Math.floor(rand() * 4);
    const at = Math.floor(rand() * (words.length - n));
    const picked = words.slice(at, at + n);
    if (rand() < 0.2) {
      const i = Math.floor(rand() * picked.length);
      const w = picked[i];
      if (w.length >= 5) {
        const j = 1 + Math.floor(rand() * (w.length - 2));
        picked[i] = w.slice(0, j) + w[j + 1] + w[j] + w.slice(j + 2);
      }
    }
    out.add(picked.join(' '));
  }
  return [...out].slice(0, count);
}

type Runner = (q: string) => unknown;

/** Each system answers every question once per round, interleaved, so load changes hit all alike. */
function timeAll(runners: [string, Runner][], questions: string[]) {
  const samples = runners.map(() => [] as number[]);
  for (const q of questions.slice(0, 20)) for (const [, run] of runners) run(q); // warm-up (JIT)
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of questions) {
      runners.forEach(([, run], i) => {
        const t = performance.now();
        run(q);
        samples[i].push(performance.now() - t);
      });
    }
  }
  return runners.map(([name], i) => {
    const s = samples[i].sort((a, b) => a - b);
    return { name, p50: percentile(s, 50), p99: percentile(s, 99), mean: s.reduce((a, b) => a + b, 0) / s.length };
  });
}

function docsOf(site: Site) {
  return site.pages.flatMap((p) => p.sections.map((s) => ({ title: p.title, heading: s.level === 1 ? '' : s.name, text: s.text }))).map((d, id) => ({ id, ...d }));
}

function miniSearchOf(site: Site) {
  const mini = new MiniSearch({ fields: ['title', 'heading', 'text'] });
  mini.addAll(docsOf(site));
  return mini;
}

function flexSearchOf(site: Site) {
  const index = new FlexSearch.Index();
  for (const d of docsOf(site)) index.add(d.id, `${d.title} ${d.heading} ${d.text}`);
  return index;
}

function timed<T>(fn: () => T): [T, number] {
  const t = performance.now();
  const value = fn();
  return [value, performance.now() - t];
}

async function baselineRunner(dir: string, site: Site): Promise<[Runner, number]> {
  const base = pathToFileURL(resolve(dir, 'server/search')).href;
  const { createSearchIndex: build } = (await import(`${base}/search-index.ts`)) as typeof import('../server/search/search-index.ts');
  const { searchIndex: search } = (await import(`${base}/search-query.ts`)) as typeof import('../server/search/search-query.ts');
  const [index, buildMs] = timed(() => build(site));
  return [(query) => search(index, { query }), buildMs];
}

async function measure(label: string, dir: string) {
  const before = heap();
  const [site, loadMs] = timed(() => loadSite(dir));
  const siteHeap = heap() - before;
  // The index as built at load is the one searched; build it again alone for its time and heap.
  const h0 = heap();
  const [fresh, indexMs] = timed(() => createSearchIndex(site));
  const indexHeap = heap() - h0;
  void fresh;
  const cacheDir = mkdtempSync(join(tmpdir(), 'portfolio-agent-bench-cache-'));
  const silent = { info: () => undefined, warn: () => undefined };
  const [, writeMs] = timed(() => loadOrBuildSearchIndex(site, { cacheDir, log: silent }));
  const [, cacheLoadMs] = timed(() => loadOrBuildSearchIndex(site, { cacheDir, log: silent }));
  rmSync(cacheDir, { recursive: true, force: true });
  const [flex, flexMs] = timed(() => flexSearchOf(site));
  const [mini, miniMs] = timed(() => miniSearchOf(site));
  const runners: [string, Runner][] = [
    ['portfolio-agent ranking (searchIndex)', (query) => searchIndex(site.search, { query })],
    ['portfolio-agent search_site handler (passages, JSON-LD)', (query) => searchSite(site, { query })],
    ['FlexSearch Index defaults, suggest: true', (query) => flex.search(query, { limit: 10, suggest: true })],
    ['MiniSearch defaults', (query) => mini.search(query)],
  ];
  let baseMs: number | undefined;
  if (args.baseline) {
    const [run, ms] = await baselineRunner(args.baseline, site);
    baseMs = ms;
    runners.push([`baseline ranking (${args.baseline})`, run]);
  }
  const questions = questionsFor(site, POOL);
  const rows = timeAll(runners, questions);
  console.log(`\n## ${label}: ${site.pages.length} pages, ${site.search.sectionCount} sections; ${questions.length} distinct questions x ${ROUNDS} rounds`);
  console.log(`load (parse + index): ${loadMs.toFixed(0)} ms; heap of site and index ${mb(siteHeap)}`);
  console.log(`index build alone: ${indexMs.toFixed(0)} ms, heap ${mb(indexHeap)}; snapshot: build + write ${writeMs.toFixed(0)} ms, load ${cacheLoadMs.toFixed(0)} ms`);
  console.log(`FlexSearch build ${flexMs.toFixed(0)} ms; MiniSearch build ${miniMs.toFixed(0)} ms${baseMs === undefined ? '' : `; baseline index build ${baseMs.toFixed(0)} ms`}`);
  console.log('| search | p50 ms | p99 ms | mean ms |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.mean)} |`);
  const [ours, , flexRow, miniRow] = rows;
  console.log(`ranking p50 / FlexSearch p50: ${(ours.p50 / flexRow.p50).toFixed(2)}; / MiniSearch p50: ${(ours.p50 / miniRow.p50).toFixed(2)}${rows[4] ? `; / baseline p50: ${(ours.p50 / rows[4].p50).toFixed(2)}, p99 ${(ours.p99 / rows[4].p99).toFixed(2)}` : ''}`);
}

console.log(`Search speed; Node ${process.version}${(globalThis as { gc?: unknown }).gc ? '' : ' (run with --expose-gc for exact memory)'}`);
if (!args['skip-sample']) await measure('sample site', CONTENT);
if (SECTIONS > 0) {
  const sample = loadSite(CONTENT);
  const generated = generateSite(sample, SECTIONS, CONTENT);
  try {
    await measure('generated site', generated);
  } finally {
    rmSync(generated, { recursive: true, force: true });
  }
}
