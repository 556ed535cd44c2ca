/**
 * Features for learning when an other-language candidate should rise (sixty-third round): for
 * every development question, the hits rerank holds where it applies the language preference
 * (after every other factor, before translations are added and pages spread), one JSON line per
 * question, with each page's grade. The held-out sets (held-out.ts) and the validation block
 * (SKIP, default held-out.ts' VALIDATION) are never read.
 *
 * Usage: node --import tsx bench/language-features.ts [REPO] > /tmp/lang.jsonl
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { loadSite } from '../server/site/load-site.ts';
import { searchSite } from '../tools/search-site.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { LANGUAGE_TRACE } from '../server/search/rerank.ts';
import { pageOf, scoreRanking } from './eval-metrics.ts';
import { readableSets, validationBlock } from './held-out.ts';

const repo = resolve(process.argv[2] ?? process.cwd());
const skip = validationBlock(process.env.SKIP);
const ev = join(repo, 'bench/eval');

type Any = any;
let trace: Any[] = [];
let words: readonly string[] = [];
let lang: string | undefined;
LANGUAGE_TRACE.fn = (hits, ctx) => {
  lang = ctx.lang;
  words = ctx.words ?? [];
  trace = hits.map((h) => ({
    p: h.page.path,
    l: h.page.lang,
    t: Object.values(h.page.translations),
    own: ctx.lang === undefined || h.page.lang === ctx.lang ? 1 : 0,
    orphan: ctx.lang !== undefined && h.page.lang !== ctx.lang && !h.page.translations[ctx.lang] ? 1 : 0,
    raw: h.raw,
    s: h.score,
    ub: ctx.unbridged?.has(h) ? 1 : 0,
    via: h.viaTranslation ? 1 : 0,
  }));
};

for (const { name: base, dir, file } of readableSets(ev, { skip, content: join(repo, 'content') })) {
  const site = loadSite(dir);
  warmLexicons(site.search);
  const qs = JSON.parse(readFileSync(file, 'utf8'));
  for (const q of qs) {
    trace = [];
    const r = searchSite(site, { query: q.query, lang: q.lang, limit: 10, prev: q.prev });
    const pages: string[] = r.ok ? r.value.results.map((x: { url: string }) => pageOf(x.url)) : [];
    const s = scoreRanking(pages, q.relevant);
    const grade: Record<string, number> = {};
    for (const h of trace) {
      grade[h.p] = q.relevant[pageOf(`https://x${h.p}`)] ?? 0;
      for (const t of h.t) grade[t] = q.relevant[pageOf(`https://x${t}`)] ?? 0;
    }
    process.stdout.write(
      `${JSON.stringify({ set: base, id: q.id, kind: q.kind ?? '', qlang: q.lang, lang, langs: site.search.languages, words: words.length, digits: words.filter((w) => /\d/.test(w)).length, ndcg: s.ndcg, got: pages, relevant: q.relevant, grade, hits: trace })}\n`,
    );
  }
  process.stderr.write(`${base} ${qs.length}\n`);
}
