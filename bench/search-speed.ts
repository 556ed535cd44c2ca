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
 * same site, e.g. main before a change (on the same index object when its packed format is
 * ours, else on an index it builds). `--site DIR` searches an existing content folder instead
 * of generating one, `--cache-dir DIR` loads it with that cache folder (a prebuilt snapshot).
 * p50 and p99 are given per round and as the median (min–max) of the per-round ratios to
 * ours, so a load spike on the shared machine shows as spread, not as a figure.
 * Also: load time, index build time, snapshot write and load time, heap of the index.
 * Before round 1 every system answers `--warm N` (default 300) other distinct questions once,
 * never measured (JIT warm-up): round 1 then asks each measured question for the first time in
 * a process that has answered questions before, as a running server has (`--warm 0` for a
 * process that has answered none; bench:startup measures the cold start).
 * `--tail N` prints our ranking's N slowest questions (of all rounds) with their operation
 * counts (SearchStats) and the garbage-collection pauses inside them, and what the slowest 1 %
 * have in common.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import MiniSearch from 'minisearch';
import FlexSearch from 'flexsearch';
import { loadSite } from '../server/site/load-site.ts';
import { createSearchIndex, INDEX_SETTINGS } from '../server/search/search-index.ts';
import { newSearchStats, searchIndex } from '../server/search/search-query.ts';
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
    site: { type: 'string' },
    'cache-dir': { type: 'string' },
    'skip-sample': { type: 'boolean' },
    /** Sections made in memory (same word statistics as generate-site.ts), without writing and parsing Markdown. */
    'in-memory': { type: 'boolean' },
    'skip-mini': { type: 'boolean' },
    /** Skip the separate index build and the snapshot write and load (time is short on a busy machine). */
    quick: { type: 'boolean' },
    /** Print our ranking's slowest questions with their operation counts and GC pauses. */
    tail: { type: 'string' },
    /** Other distinct questions each system answers once before round 1 (JIT warm-up), none of them measured. */
    warm: { type: 'string', default: '300' },
  },
});
const CONTENT = fileURLToPath(new URL('../content', import.meta.url));
const QUESTIONS = fileURLToPath(new URL('./eval/questions.json', import.meta.url)); // copy of shared/eval/questions.json
const SECTIONS = Number(args.sections);
const ROUNDS = Number(args.rounds);
const POOL = Number(args.questions);
const WARM = Number(args.warm);

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

interface Row {
  name: string;
  p50: number;
  p99: number;
  mean: number;
  /** p50 and p99 of each round. */
  rounds: { p50: number; p99: number }[];
  /** Each question's time, per round. */
  samples: number[][];
}

/** Each system answers every question once per round, interleaved, so load changes hit all alike. */
/** When each of our ranking's questions started (per round, per question), for --tail. */
interface Timeline {
  starts: number[][];
  pauses: { start: number; end: number }[];
}

function timeAll(runners: [string, Runner][], questions: string[], warm: string[], timeline?: Timeline): Row[] {
  const samples = runners.map(() => [] as number[][]);
  // JIT warm-up on questions that are never measured, so round 1 asks each measured question for
  // the first time in a process that has answered others before (as a running server has).
  for (const q of warm) for (const [, run] of runners) run(q);
  const observer = timeline && new PerformanceObserver((list) => timeline.pauses.push(...list.getEntries().map((e) => ({ start: e.startTime, end: e.startTime + e.duration }))));
  observer?.observe({ entryTypes: ['gc'] });
  for (let r = 0; r < ROUNDS; r++) {
    samples.forEach((s) => s.push([]));
    timeline?.starts.push([]);
    for (const q of questions) {
      runners.forEach(([, run], i) => {
        const t = performance.now();
        run(q);
        samples[i][r].push(performance.now() - t);
        if (i === 0) timeline?.starts[r].push(t);
      });
    }
  }
  observer?.disconnect();
  return runners.map(([name], i) => {
    const all = samples[i].flat().sort((a, b) => a - b);
    const rounds = samples[i].map((round) => {
      const s = [...round].sort((a, b) => a - b);
      return { p50: percentile(s, 50), p99: percentile(s, 99) };
    });
    return { name, p50: percentile(all, 50), p99: percentile(all, 99), mean: all.reduce((a, b) => a + b, 0) / all.length, rounds, samples: samples[i] };
  });
}

/** Median (min–max) of ours / other per round, for p50 or p99. */
function ratioSpread(ours: Row, other: Row, key: 'p50' | 'p99'): string {
  const ratios = ours.rounds.map((r, i) => r[key] / other.rounds[i][key]).sort((a, b) => a - b);
  return `${ratios[Math.floor(ratios.length / 2)].toFixed(2)} (${ratios[0].toFixed(2)}–${ratios[ratios.length - 1].toFixed(2)})`;
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

async function baselineRunner(dir: string, site: Site): Promise<[Runner, number | undefined]> {
  const base = pathToFileURL(resolve(dir, 'server/search')).href;
  const { createSearchIndex: build, assembleIndex: assemble, INDEX_SETTINGS: settings } = (await import(`${base}/search-index.ts`)) as typeof import('../server/search/search-index.ts');
  const { searchIndex: search } = (await import(`${base}/search-query.ts`)) as typeof import('../server/search/search-query.ts');
  // The same packed layout: the baseline's query code runs on our packed arrays (no second build of a large site),
  // with its own work arrays and caches (their layout may differ from ours).
  if (JSON.stringify(settings) === JSON.stringify(INDEX_SETTINGS)) {
    const index = assemble(site, [...site.search.byLang.values()]);
    return [(query) => search(index, { query }), undefined];
  }
  const [index, buildMs] = timed(() => build(site));
  return [(query) => search(index, { query }), buildMs];
}

async function measure(label: string, source: string | (() => Site)) {
  const before = heap();
  const [site, loadMs] = timed(() => (typeof source === 'string' ? loadSite(source, { cacheDir: args['cache-dir'] }) : source()));
  const siteHeap = heap() - before;
  // The index as built at load is the one searched; build it again alone for its time and heap.
  let indexMs = 0;
  let indexHeap = 0;
  let writeMs = 0;
  let cacheLoadMs = 0;
  if (!args.quick) {
    const h0 = heap();
    let fresh: unknown;
    [fresh, indexMs] = timed(() => createSearchIndex(site));
    indexHeap = heap() - h0;
    void fresh;
    const cacheDir = mkdtempSync(join(tmpdir(), 'portfolio-agent-bench-cache-'));
    const silent = { info: () => undefined, warn: () => undefined };
    [, writeMs] = timed(() => loadOrBuildSearchIndex(site, { cacheDir, log: silent }));
    [, cacheLoadMs] = timed(() => loadOrBuildSearchIndex(site, { cacheDir, log: silent }));
    rmSync(cacheDir, { recursive: true, force: true });
  }
  const [flex, flexMs] = timed(() => flexSearchOf(site));
  const [mini, miniMs] = args['skip-mini'] ? [undefined, 0] : timed(() => miniSearchOf(site));
  const runners: [string, Runner][] = [
    ['portfolio-agent ranking (searchIndex)', (query) => searchIndex(site.search, { query })],
    ['portfolio-agent search_site handler (passages, JSON-LD)', (query) => searchSite(site, { query })],
    ['FlexSearch Index defaults, suggest: true', (query) => flex.search(query, { limit: 10, suggest: true })],
  ];
  if (mini) runners.push(['MiniSearch defaults', (query) => mini.search(query)]);
  let baseMs: number | undefined;
  if (args.baseline) {
    const [run, ms] = await baselineRunner(args.baseline, site);
    baseMs = ms;
    runners.push([`baseline ranking (${args.baseline})`, run]);
  }
  const drawn = questionsFor(site, POOL + WARM);
  const questions = drawn.slice(0, POOL);
  const warm = drawn.slice(POOL);
  const timeline: Timeline | undefined = args.tail ? { starts: [], pauses: [] } : undefined;
  const rows = timeAll(runners, questions, warm, timeline);
  console.log(
    `\n## ${label}: ${site.pages.length} pages, ${site.search.sectionCount} sections; ${questions.length} distinct questions x ${ROUNDS} rounds, after ${warm.length} other distinct questions answered once (JIT warm-up, not measured)`,
  );
  console.log(`load (parse + index): ${loadMs.toFixed(0)} ms; heap of site and index ${mb(siteHeap)}`);
  console.log(`index build alone: ${indexMs.toFixed(0)} ms, heap ${mb(indexHeap)}; snapshot: build + write ${writeMs.toFixed(0)} ms, load ${cacheLoadMs.toFixed(0)} ms`);
  console.log(`FlexSearch build ${flexMs.toFixed(0)} ms; MiniSearch build ${miniMs.toFixed(0)} ms${baseMs === undefined ? '' : `; baseline index build ${baseMs.toFixed(0)} ms`}`);
  const work = rankingWork(site, questions);
  console.log(
    `ranking work per question (mean over both languages): ${work.postings.toFixed(0)} postings scored, ${work.scanned.toFixed(0)} bit-tested, ${work.rescored.toFixed(0)} sections rescored; not proven exact: ${work.approximate} of ${questions.length} questions`,
  );
  console.log('| search | p50 ms | p99 ms | mean ms |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.mean)} |`);
  const row = (prefix: string) => rows.find((r) => r.name.startsWith(prefix));
  const ours = rows[0];
  console.log(`per round (p50 / p99 ms): ${rows.map((r) => `${r.name.split(' (')[0]} ${r.rounds.map((x) => `${ms(x.p50)} / ${ms(x.p99)}`).join(', ')}`).join('; ')}`);
  const ratio = (prefix: string) => {
    const other = row(prefix);
    return other ? `; / ${prefix} p50 ${ratioSpread(ours, other, 'p50')}, p99 ${ratioSpread(ours, other, 'p99')}` : '';
  };
  console.log(`ranking, ratio per round, median (min–max)${ratio('FlexSearch')}${ratio('MiniSearch')}${ratio('baseline')}`);
  if (timeline) await new Promise((done) => setImmediate(done)); // the observer's last entries
  if (timeline) printTail(site, questions, rows[0], timeline, Number(args.tail));
}

/** Our ranking's slowest questions: time, GC pauses inside, operation counts; and what the slowest 1 % share. */
function printTail(site: Site, questions: string[], ours: Row, timeline: Timeline, count: number) {
  const all = timeline.starts.flatMap((round, r) => round.map((start, k) => ({ r, k, start, ms: ours.samples[r][k] })));
  all.sort((a, b) => b.ms - a.ms);
  const gcIn = (x: { start: number; ms: number }) => timeline.pauses.reduce((sum, p) => sum + Math.max(0, Math.min(x.start + x.ms, p.end) - Math.max(x.start, p.start)), 0);
  // Counted as on a first asking: the recent-word caches emptied (word analysis is part of a question's cost).
  const statsOf = (query: string) => {
    for (const li of site.search.byLang.values()) {
      li.expansions.clear();
    }
    const stats = newSearchStats();
    searchIndex(site.search, { query }, stats);
    return stats;
  };
  const worst = all.slice(0, Math.max(1, Math.ceil(all.length / 100)));
  const counted = worst.map((x) => ({ ...x, gc: gcIn(x), stats: statsOf(questions[x.k]) }));
  const share = (test: (x: (typeof counted)[number]) => boolean) => `${counted.filter(test).length} of ${counted.length}`;
  console.log(
    `slowest 1 % of our ranking (${counted.length} of ${all.length}): a GC pause inside ${share((x) => x.gc > 0)}; first round ${share((x) => x.r === 0)}; ` +
      `both head rounds read (20,480 postings in a language) ${share((x) => x.stats.rounds >= 2 && x.stats.postings > 20_000)}; not proven exact ${share((x) => x.stats.approximate > 0)}; ` +
      `one pass only ${share((x) => x.stats.rounds === 0)}`,
  );
  console.log(
    '| ms | GC ms inside | round | words | postings | rounds | rescored | bit-tested | not exact | split stems | typo probes | question |\n|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const x of all.slice(0, count)) {
    const st = statsOf(questions[x.k]);
    console.log(
      `| ${ms(x.ms)} | ${gcIn(x).toFixed(1)} | ${x.r + 1} | ${st.words} | ${st.postings} | ${st.rounds} | ${st.rescored} | ${st.scanned} | ${st.approximate} | ${st.splitProbes} | ${st.typoProbes} | ${questions[x.k].slice(0, 60)} |`,
    );
  }
}

/** Operation counts of our ranking over the questions (SearchStats), per question. */
function rankingWork(site: Site, questions: string[]) {
  const stats = newSearchStats();
  let approximate = 0;
  for (const query of questions) {
    const before = stats.approximate;
    searchIndex(site.search, { query }, stats);
    if (stats.approximate > before) approximate++;
  }
  const n = Math.max(1, questions.length);
  return { postings: stats.postings / n, scanned: stats.scanned / n, rescored: stats.rescored / n, approximate };
}

console.log(`Search speed; Node ${process.version}${(globalThis as { gc?: unknown }).gc ? '' : ' (run with --expose-gc for exact memory)'}`);
if (!args['skip-sample']) await measure('sample site', CONTENT);
if (args.site) {
  await measure(`site ${args.site}`, args.site);
} else if (SECTIONS > 0 && args['in-memory']) {
  await measure('generated site, in memory', () => generatedInMemory(loadSite(CONTENT), SECTIONS));
} else if (SECTIONS > 0) {
  const sample = loadSite(CONTENT);
  const generated = generateSite(sample, SECTIONS, CONTENT);
  try {
    await measure('generated site', generated);
  } finally {
    rmSync(generated, { recursive: true, force: true });
  }
}

/**
 * A site of `sections` sections made in memory with the word statistics of
 * generate-site.ts (Zipf's law over the sample's words, then made-up ones), for sizes whose
 * Markdown would take minutes to write and parse: the index and the peers see the same text.
 */
function generatedInMemory(sample: Site, sections: number): Site {
  const rand = random(42);
  const perPage = 10;
  const pages: Site['pages'] = [];
  const syllables = ['ka', 'lo', 'ri', 'ven', 'tu', 'mar', 'sel', 'do', 'bra', 'nik', 'ost', 'ela', 'fen', 'gu', 'har', 'ist', 'jo', 'kel', 'lun', 'mos'];
  for (const lang of sample.languages) {
    const counts = new Map<string, number>();
    for (const page of sample.pages.filter((p) => p.lang === lang)) for (const w of page.body.match(/[\p{L}][\p{L}\p{N}-]{2,}/gu) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
    const words = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w);
    const seen = new Set(words);
    while (words.length < 40_000) {
      const w = Array.from({ length: 2 + Math.floor(rand() * 3) }, () => syllables[Math.floor(rand() * syllables.length)]).join('');
      if (!seen.has(w)) words.push(w), seen.add(w);
    }
    const cumulative = new Float64Array(words.length);
    let sum = 0;
    for (let r = 0; r < words.length; r++) cumulative[r] = sum += 1 / (r + 1) ** 1.07;
    const word = () => {
      const target = rand() * sum;
      let lo = 0;
      let hi = words.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid] < target) lo = mid + 1;
        else hi = mid;
      }
      return words[lo];
    };
    const sentence = (n: number) => Array.from({ length: n }, word).join(' ');
    const pagesPerLang = Math.ceil(sections / perPage / sample.languages.length);
    for (let p = 0; p < pagesPerLang; p++) {
      const path = `/${lang}/archive/story-${p}/`;
      const other = sample.languages.find((l) => l !== lang);
      const page = {
        path,
        file: `${lang}/archive/story-${p}.md`,
        lang,
        title: sentence(4),
        description: sentence(12),
        type: 'Article',
        keywords: [],
        order: 0,
        optional: false,
        entities: [],
        body: '',
        sections: [] as Site['pages'][number]['sections'],
        translations: other ? { [other]: `/${other}/archive/story-${p}/` } : {},
      };
      const intro = sentence(60);
      page.sections.push({ id: 'top', name: page.title, level: 1, path, ownMarkdown: intro, markdown: intro, text: intro });
      for (let i = 0; i < perPage - 1; i++) {
        const text = `${sentence(80)}. ${sentence(70)}.`;
        const name = `${sentence(3)} ${i}`;
        page.sections.push({ id: `s${i}`, name, level: 2, path: `${path}#s${i}`, ownMarkdown: text, markdown: text, text });
      }
      pages.push(page);
    }
  }
  const base = { ...sample, pages, byPath: new Map(pages.map((p) => [p.path, p])) };
  return { ...base, search: createSearchIndex(base) };
}
