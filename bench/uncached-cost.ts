/**
 * npm run bench:cost [-- --root DIR --dist --questions 20000 --rounds 3 --against DIR --batch 2000 --warm 5000]
 *
 * What a question nobody asked before costs in-process, without HTTP: CPU µs and bytes
 * allocated per question for ranking alone (searchIndex) and for the whole answer
 * (the result fragments /ask encodes: searchSiteFragments, or searchSiteAnswer and each hit's
 * resultFragments in a checkout without it), over distinct questions of the load
 * benchmark's pool, after the site's word tables, translations and passages are warm (as
 * in a server that has been up a few seconds). --root measures another checkout's engine.
 *
 * --against DIR loads a second checkout's engine into the same process and asks both the same
 * questions in alternated batches of --batch (the order within each pair of batches swapped each
 * time), printing per batch the CPU µs of each and their ratio, then the median and range of the
 * ratios: on a machine shared with other work, a change of a few per cent shows here and not
 * between separate processes run in turn. The order of loading biases it: two copies of one
 * checkout gave 1.04–1.10 (ranking) and 1.07–1.18 (answer) for the one loaded first, so run it
 * both ways (--root A --against B, then --root B --against A) and take the geometric mean of
 * the two ratios.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { getHeapStatistics } from 'node:v8';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: resolve(import.meta.dirname, '..') },
    questions: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '3' },
    /** Measure the checkout's compiled JavaScript (dist/, after `npm run build`), as the server runs it. */
    dist: { type: 'boolean', default: false },
    /** Another checkout whose engine answers the same questions in the same process, in alternated batches. */
    against: { type: 'string' },
    batch: { type: 'string', default: '2000' },
    /** Answers asked of each engine before measuring (questions the measured rounds do not ask): V8 compiles the ranking over the first ten thousand or so. */
    warm: { type: 'string', default: '5000' },
  },
});
const compiled = (path: string) => (values.dist && !path.startsWith('bench/') ? `dist/${path.replace(/\.ts$/, '.js')}` : path);

interface Engine {
  rank(q: string): void;
  answer(q: string): void;
  pool(): string[];
}

/** The engine of the checkout at `root`, over its sample site, its word tables and translations warm. */
async function engine(root: string): Promise<Engine> {
  const load = async <T>(path: string): Promise<T> => (await import(pathToFileURL(resolve(root, compiled(path))).href)) as T;
  const { loadSite } = await load<typeof import('../server/site/load-site.ts')>('server/site/load-site.ts');
  const tools: Partial<typeof import('../tools/search-site.ts')> = await load<typeof import('../tools/search-site.ts')>('tools/search-site.ts');
  const { searchSiteAnswer, resultFragments, answerParts } = tools as typeof import('../tools/search-site.ts');
  // The answer as /ask makes it: its fragments without an AnsweredHit per result where the checkout has that (searchSiteFragments), else searchSiteAnswer's hits' fragments.
  const fragments = tools.searchSiteFragments;
  const { searchIndex, warmWordTables } = await load<typeof import('../server/search/search-query.ts')>('server/search/search-query.ts');
  const { warmLexicons } = await load<typeof import('../server/search/translation-lexicon.ts')>('server/search/translation-lexicon.ts');
  const { questionPool } = await load<typeof import('./question-pool.ts')>('bench/question-pool.ts');
  const site = loadSite(resolve(root, 'content'));
  warmLexicons(site.search);
  answerParts(site);
  let warming = true;
  const stop = warmWordTables(site.search, 50);
  // The warm-up runs in slices between event-loop turns: wait until the tables stop growing.
  let last = -1;
  while (warming) {
    await new Promise((r) => setTimeout(r, 300));
    let size = 0;
    for (const li of site.search.byLang.values()) size += li.words.stats.stored;
    if (size === last) warming = false;
    last = size;
  }
  stop();
  return {
    rank: (q) => void searchIndex(site.search, { query: q, subject: site.person?.name }),
    answer: fragments ? (q) => void fragments(site, { query: q }) : (q) => void searchSiteAnswer(site, { query: q }).hits.map(resultFragments),
    pool: () => questionPool(site, 300_000).questions,
  };
}

const ours = await engine(values.root);
const pool = ours.pool();
const n = Math.min(Number(values.questions), pool.length);
const gc = (globalThis as { gc?: () => void }).gc;
const BATCH = 200;

/**
 * µs of CPU and bytes allocated per question of `run`, over `n` questions from `offset`: the
 * CPU in one pass with no collection forced, the bytes in another over the next questions, in
 * batches read between forced collections (with --expose-gc and a young generation large enough
 * that no scavenge runs within a batch).
 */
function measure(name: string, offset: number, run: (q: string) => void): void {
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) run(pool[(offset + i) % pool.length]);
  const used = process.cpuUsage(cpu);
  const us = used.user + used.system;
  let bytes = 0;
  if (gc) {
    for (let at = 0; at < n; at += BATCH) {
      gc();
      const heap0 = getHeapStatistics().used_heap_size;
      for (let i = at; i < at + BATCH; i++) run(pool[(offset + n + i) % pool.length]);
      bytes += getHeapStatistics().used_heap_size - heap0;
    }
  }
  const allocated = gc ? `, ${(bytes / n / 1024).toFixed(1)} KB allocated` : '';
  console.log(`${name}: ${(us / n).toFixed(1)} µs CPU${allocated} per question (${n} distinct questions)`);
}

/** CPU µs per question of `run` over questions [from, from + count) of the pool. */
function cpuPerQuestion(run: (q: string) => void, from: number, count: number): number {
  const cpu = process.cpuUsage();
  for (let i = from; i < from + count; i++) run(pool[i % pool.length]);
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / count;
}

/** Both engines in turn over the same batches; per batch the ratio against / ours is printed. */
function alternate(name: string, offset: number, a: (q: string) => void, b: (q: string) => void): void {
  const batch = Number(values.batch);
  const ratios: number[] = [];
  for (let at = 0; at < n; at += batch) {
    const count = Math.min(batch, n - at);
    const swapped = (at / batch) % 2 === 1;
    const first = cpuPerQuestion(swapped ? b : a, offset + at, count);
    const second = cpuPerQuestion(swapped ? a : b, offset + at, count);
    const [ourUs, theirUs] = swapped ? [second, first] : [first, second];
    ratios.push(ourUs / theirUs);
    console.log(`${name}, batch of ${count}: ${ourUs.toFixed(1)} µs here, ${theirUs.toFixed(1)} µs --against, ratio ${(ourUs / theirUs).toFixed(3)}`);
  }
  const sorted = ratios.slice().sort((x, y) => x - y);
  console.log(`${name}: ratio here / --against, median ${sorted[sorted.length >> 1].toFixed(3)} (${sorted[0].toFixed(3)}–${sorted[sorted.length - 1].toFixed(3)}) over ${ratios.length} batches`);
}

const theirs = values.against === undefined ? undefined : await engine(values.against);
// Warm the JIT on questions the measured rounds do not ask.
for (let i = 0; i < Number(values.warm); i++) {
  ours.answer(pool[pool.length - 1 - i]);
  theirs?.answer(pool[pool.length - 1 - i]);
}
for (let round = 0; round < Number(values.rounds); round++) {
  if (theirs) {
    alternate('ranking (searchIndex)', round * 4 * n, ours.rank, theirs.rank);
    alternate('answer (searchSiteAnswer + fragments)', (round * 4 + 2) * n, ours.answer, theirs.answer);
    continue;
  }
  measure('ranking (searchIndex)', round * 4 * n, ours.rank);
  measure('answer (searchSiteAnswer + fragments)', (round * 4 + 2) * n, ours.answer);
}
