/**
 * Why a cross-language question's answer is not first (eighty-fourth round): for every development question of kind
 * cross-language (IDS=file of set<TAB>id limits them), the hits rerank holds where it applies the language preference
 * (LANGUAGE_TRACE), the answer pages' best raw and language-preferred scores against the first hit's, whether the words
 * reached them only through translations, and where the answer lands with the language given and without it. One JSON line
 * per question. The held-out sets and the validation block (SKIP, default held-out.ts' VALIDATION) are never read.
 *
 * Usage: IDS=/tmp/ids.tsv node --import tsx bench/cross-language-losses.ts > /tmp/xl.jsonl
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { LANGUAGE_TRACE } from '../server/search/rerank.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { loadSite } from '../server/site/load-site.ts';
import { searchSite } from '../tools/search-site.ts';
import { pageOf, scoreRanking } from './eval-metrics.ts';
import { readableSets, validationBlock } from './held-out.ts';

const repo = resolve(process.argv[2] ?? process.cwd());
const skip = validationBlock(process.env.SKIP);
const ev = join(repo, 'bench/eval');
const only = process.env.IDS ? new Set(readFileSync(process.env.IDS, 'utf8').trim().split('\n')) : undefined;

interface Traced {
  p: string;
  l: string;
  orphan: number;
  raw: number;
  s: number;
  ub: number;
  via: number;
}
let trace: Traced[] = [];
LANGUAGE_TRACE.fn = (hits, ctx) => {
  trace = hits.map((h) => ({
    p: pageOf(`https://x${h.page.path}`),
    l: h.page.lang,
    orphan: ctx.lang !== undefined && h.page.lang !== ctx.lang && !h.page.translations[ctx.lang] ? 1 : 0,
    raw: h.raw,
    s: h.score,
    ub: ctx.unbridged?.has(h) ? 1 : 0,
    via: h.viaTranslation ? 1 : 0,
  }));
};

/** Each page's best traced hit. */
function bestByPage(t: readonly Traced[]): Map<string, Traced> {
  const best = new Map<string, Traced>();
  for (const h of t) {
    const b = best.get(h.p);
    if (!b || h.s > b.s) best.set(h.p, h);
  }
  return best;
}

for (const { name: set, dir, file } of readableSets(ev, { skip, content: join(repo, 'content') })) {
  const qs = (JSON.parse(readFileSync(file, 'utf8')) as any[]).filter((q) => q.kind === 'cross-language' && (!only || only.has(`${set}\t${q.id}`)));
  if (qs.length === 0) continue;
  const site = loadSite(dir);
  warmLexicons(site.search);
  for (const q of qs) {
    trace = [];
    const r = searchSite(site, { query: q.query, lang: q.lang, limit: 10, prev: q.prev });
    const lt = trace;
    const pages: string[] = r.ok ? r.value.results.map((x: { url: string }) => pageOf(x.url)) : [];
    const scores: number[] = r.ok ? r.value.results.map((x: { score: number }) => x.score) : [];
    trace = [];
    const r2 = searchSite(site, { query: q.query, limit: 20, prev: q.prev });
    const pagesNoLang: string[] = r2.ok ? r2.value.results.map((x: { url: string }) => pageOf(x.url)) : [];
    const best = bestByPage(lt);
    const ranked = [...best.values()].sort((a, b) => b.s - a.s);
    const answers = Object.entries(q.relevant as Record<string, number>)
      .filter(([, g]) => g === 2)
      .map(([p]) => p);
    const ans = answers.map((p) => {
      const h = best.get(p);
      return { p, hit: h ?? null, traceRank: h ? ranked.indexOf(h) + 1 : 0, rank: pages.indexOf(p) + 1, rankNoLang: pagesNoLang.indexOf(p) + 1 };
    });
    process.stdout.write(
      `${JSON.stringify({ set, id: q.id, lang: q.lang, query: q.query, prev: q.prev ?? null, ndcg: scoreRanking(pages, q.relevant).ndcg, top: ranked.slice(0, 5), got: pages.slice(0, 5), scores: scores.slice(0, 5), answers: ans })}\n`,
    );
  }
  process.stderr.write(`${set} ${qs.length}\n`);
}
