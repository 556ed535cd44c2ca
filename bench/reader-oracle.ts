/**
 * What a perfect reader over the engine's list would score (the second graders' section of docs/relevance.md): for every
 * development question, the engine's first DEPTH distinct pages (the search tool's list at limit 50, pages in the order of
 * their first hit, as bench:relevance scores them) re-ordered by the question's own grades (2 before 1, the question's
 * language first) and scored by nDCG@5, beside the engine's own order. The distance between the two is what ranking the
 * engine's pages as a reader would is worth; the distance from 1 what finding more pages would be. Measurement only.
 *
 * Usage: node --import tsx bench/reader-oracle.ts   (DEPTH, default 20; SKIP: the sets left out, default the validation
 *   block; the held-out sets are never read)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../server/site/load-site.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { searchSite } from '../tools/search-site.ts';
import { readableSets, validationBlock } from './held-out.ts';
import { mean, scoreRanking, type RowQuestion } from './eval-metrics.ts';

const DEPTH = Number(process.env.DEPTH ?? 20);
const repo = join(import.meta.dirname, '..');
const skip = validationBlock(process.env.SKIP);

/** Per set: the engine's and the oracle's nDCG@5; per kind: the same over questions. */
const bySet: { engine: number; oracle: number }[] = [];
const byKind = new Map<string, { engine: number[]; oracle: number[] }>();

for (const set of readableSets(join(repo, 'bench/eval'), { content: join(repo, 'content'), skip })) {
  const site = loadSite(set.dir);
  warmLexicons(site.search);
  const engine: number[] = [];
  const oracle: number[] = [];
  for (const q of JSON.parse(readFileSync(set.file, 'utf8')) as RowQuestion[]) {
    const r = searchSite(site, { query: q.query, lang: q.lang, limit: 50, prev: q.prev });
    const pages = r.ok ? [...new Set(r.value.results.map((x: { url: string }) => new URL(x.url).pathname))].slice(0, DEPTH) : [];
    const grade = (p: string) => q.relevant[p] ?? 0;
    const own = (p: string) => (p.startsWith(`/${q.lang}/`) ? 0 : 1);
    const read = pages.map((p, i) => ({ p, i })).sort((a, b) => grade(b.p) - grade(a.p) || own(a.p) - own(b.p) || a.i - b.i);
    const e = scoreRanking(pages, q.relevant).ndcg;
    const o = scoreRanking(
      read.map((x) => x.p),
      q.relevant,
    ).ndcg;
    engine.push(e);
    oracle.push(o);
    const kind = q.kind ?? '?';
    const k = byKind.get(kind) ?? { engine: [], oracle: [] };
    k.engine.push(e);
    k.oracle.push(o);
    byKind.set(kind, k);
  }
  bySet.push({ engine: mean(engine), oracle: mean(oracle) });
}

console.log(`| questions of | engine's order | its first ${DEPTH} pages read by the grades |`);
console.log('|---|---|---|');
console.log(`| ${bySet.length} development sets (per-set means averaged) | ${mean(bySet.map((s) => s.engine)).toFixed(4)} | ${mean(bySet.map((s) => s.oracle)).toFixed(4)} |`);
for (const [kind, k] of [...byKind].sort((a, b) => mean(a[1].engine) - mean(b[1].engine))) {
  console.log(`| ${kind} (${k.engine.length}) | ${mean(k.engine).toFixed(3)} | ${mean(k.oracle).toFixed(3)} |`);
}
