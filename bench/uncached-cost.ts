/**
 * npm run bench:cost [-- --root DIR --dist --questions 20000 --rounds 3]
 *
 * What a question nobody asked before costs in-process, without HTTP: CPU µs and bytes
 * allocated per question for ranking alone (searchIndex) and for the whole answer
 * (searchSiteAnswer and its encoded result fragments), over distinct questions of the load
 * benchmark's pool, after the site's word tables, translations and passages are warm (as
 * in a server that has been up a few seconds). --root measures another checkout's engine.
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
  },
});
const root = values.root;
const compiled = (path: string) => (values.dist && !path.startsWith('bench/') ? `dist/${path.replace(/\.ts$/, '.js')}` : path);
const load = async <T>(path: string): Promise<T> => (await import(pathToFileURL(resolve(root, compiled(path))).href)) as T;
const { loadSite } = await load<typeof import('../server/site/load-site.ts')>('server/site/load-site.ts');
const { searchSiteAnswer, resultFragments, answerParts } = await load<typeof import('../tools/search-site.ts')>('tools/search-site.ts');
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
const pool = questionPool(site, 300_000).questions;
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

const rank = (q: string) => void searchIndex(site.search, { query: q, subject: site.person?.name });
const answer = (q: string) => void searchSiteAnswer(site, { query: q }).hits.map(resultFragments);
// Warm the JIT on questions the measured rounds do not ask.
for (let i = 0; i < 5000; i++) answer(pool[pool.length - 1 - i]);
for (let round = 0; round < Number(values.rounds); round++) {
  measure('ranking (searchIndex)', round * 4 * n, rank);
  measure('answer (searchSiteAnswer + fragments)', (round * 4 + 2) * n, answer);
}
