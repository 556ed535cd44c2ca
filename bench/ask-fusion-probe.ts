// Seventy-third round's probe (docs/relevance.md): for every development question of LONG_CHATTY words or more that asks in a
// sentence ending in a question mark, the pages the search lists for the whole question and for its asking sentences alone, one
// JSON line each, so that fusing the two lists can be measured offline (bench/ask-fusion-fit.py). The validation block and the
// held-out sets are left out (held-out.ts). Usage: node --import tsx bench/ask-fusion-probe.ts > /tmp/fusion.jsonl
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LONG_CHATTY } from '../server/search/chatty-concepts.ts';
import { newSearchStats, type SearchStats, searchIndex } from '../server/search/search-query.ts';
import { tokenize } from '../server/search/analyzer.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { loadSite } from '../server/site/load-site.ts';
import { searchSite } from '../tools/search-site.ts';
import { pageOf } from './eval-metrics.ts';
import { readableSets, validationBlock } from './held-out.ts';
import { askingSentences } from './story-features.ts';

const ev = join(import.meta.dirname, 'eval');
// The operation counts of the two searches (SearchStats), summed over the questions: what a second pass would cost.
const work = { whole: newSearchStats(), ask: newSearchStats() };
let counted = 0;
for (const { name, dir, file } of readableSets(ev, { skip: validationBlock(process.env.VAL), content: join(import.meta.dirname, '../content') })) {
  const site = loadSite(dir);
  warmLexicons(site.search);
  for (const q of JSON.parse(readFileSync(file, 'utf8'))) {
    if (tokenize(q.query, { joined: false }).length < LONG_CHATTY) continue;
    const ask = askingSentences(q.query);
    if (!ask || ask === q.query.trim()) continue;
    const pages = (query: string): string[] => {
      const r = searchSite(site, { query, lang: q.lang, limit: 10, prev: q.prev });
      return r.ok ? r.value.results.map((x: { url: string }) => pageOf(x.url)) : [];
    };
    searchIndex(site.search, { query: q.query, lang: q.lang, limit: 10, prev: q.prev }, work.whole);
    searchIndex(site.search, { query: ask, lang: q.lang, limit: 10, prev: q.prev }, work.ask);
    counted++;
    console.log(JSON.stringify({ set: name, id: q.id, kind: q.kind ?? '', whole: pages(q.query), ask: pages(ask), relevant: q.relevant }));
  }
  process.stderr.write(`${name}\n`);
}
const per = (s: SearchStats) =>
  (['words', 'expansions', 'postings', 'candidates', 'typoProbes', 'prefixScanned', 'rescored'] as const).map((k) => `${k} ${(s[k] / Math.max(1, counted)).toFixed(1)}`).join(', ');
process.stderr.write(`per question (${counted}): whole question ${per(work.whole)}; asking sentences ${per(work.ask)}\n`);
