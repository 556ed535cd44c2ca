/**
 * npm run bench:search
 * In-process search time (p50, p99) on the sample site and on a generated site of
 * 10,000 sections, with MiniSearch (defaults) timed on the same sections in the same run
 * as the baseline; and the time and memory it takes to load and index each site.
 */
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import MiniSearch from 'minisearch';
import { loadSite } from '../server/site/load-site.ts';
import { createSearchIndex } from '../server/search/search-index.ts';
import { searchSite } from '../tools/search-site.ts';
import { generateSite } from './generate-site.ts';
import type { Question } from './eval-metrics.ts';
import type { Site } from '../server/site/site-types.ts';

const CONTENT = fileURLToPath(new URL('../content', import.meta.url));
const QUESTIONS = fileURLToPath(new URL('./eval/questions.json', import.meta.url)); // copy of shared/eval/questions.json
const SECTIONS = Number(process.env.BENCH_SECTIONS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 25);

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

let questions: string[];
try {
  questions = (JSON.parse(readFileSync(QUESTIONS, 'utf8')) as Question[]).map((q) => q.query);
} catch {
  questions = ['Which awards has she won?', 'Pressefotos herunterladen', 'coal miners in Lusatia', 'Hochwasser im Ahrtal'];
}

function time(fn: (q: string) => unknown): { p50: number; p99: number; mean: number } {
  for (const q of questions) fn(q); // warm-up
  const samples: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of questions) {
      const t = performance.now();
      fn(q);
      samples.push(performance.now() - t);
    }
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

function miniSearchOf(site: Site) {
  const docs = site.pages.flatMap((p) => p.sections.map((s) => ({ title: p.title, heading: s.name, text: s.text }))).map((d, id) => ({ id, ...d }));
  const mini = new MiniSearch({ fields: ['title', 'heading', 'text'] });
  mini.addAll(docs);
  return mini;
}

function measure(label: string, dir: string) {
  const before = heap();
  const t0 = performance.now();
  const site = loadSite(dir);
  const loadMs = performance.now() - t0;
  const afterLoad = heap();
  const t1 = performance.now();
  createSearchIndex(site);
  const indexMs = performance.now() - t1;
  const ours = time((query) => searchSite(site, { query }));
  const mini = miniSearchOf(site);
  const baseline = time((query) => mini.search(query));
  console.log(`\n## ${label}: ${site.pages.length} pages, ${site.search.sectionCount} sections`);
  console.log(`load + parse + index: ${loadMs.toFixed(0)} ms (index alone ${indexMs.toFixed(0)} ms); heap for site and index: ${mb(afterLoad - before)}`);
  console.log('| search | p50 ms | p99 ms | mean ms |\n|---|---|---|---|');
  console.log(`| search_site handler (results with passages and JSON-LD) | ${ours.p50.toFixed(3)} | ${ours.p99.toFixed(3)} | ${ours.mean.toFixed(3)} |`);
  console.log(`| MiniSearch defaults, same sections (baseline) | ${baseline.p50.toFixed(3)} | ${baseline.p99.toFixed(3)} | ${baseline.mean.toFixed(3)} |`);
  console.log(`ratio p50 ours / MiniSearch: ${(ours.p50 / baseline.p50).toFixed(2)}`);
  return site;
}

console.log(`Search speed: ${questions.length} questions x ${ROUNDS} rounds; Node ${process.version}${(globalThis as { gc?: unknown }).gc ? '' : ' (run with --expose-gc for exact memory)'}`);
const sample = measure('sample site', CONTENT);
const generated = generateSite(sample, SECTIONS, CONTENT);
try {
  measure(`generated site`, generated);
} finally {
  rmSync(generated, { recursive: true, force: true });
}
