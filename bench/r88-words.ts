/**
 * SKIP=<validation block> node --import tsx bench/r88-words.ts probe.jsonl > words.jsonl
 *
 * The eighty-eighth round's reading of the typing-slip questions that bench/r88-probe.ts probed (development sets only): each
 * content word of the question as word-analysis.ts reads it in the index of the question's language (view `full`, the
 * question's language, the whole index): whether its stem is an index term as written, and its alternatives (terms, weight).
 * Read by bench/r88-causes.py to tell a slip not read, read at a guess's weight, or read as another word.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerFor, tokenize } from '../server/search/analyzer.ts';
import { findSorted } from '../server/search/search-index.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { analyzeWord } from '../server/search/word-analysis.ts';
import { loadSite } from '../server/site/load-site.ts';
import { lossSets } from './probe-questions.ts';

const want = new Set<string>();
for (const l of readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean)) {
  const d = JSON.parse(l);
  if (d.kind === 'typo') want.add(`${d.set}\t${d.id}`);
}
const repo = join(import.meta.dirname, '..');
for (const { set, questions } of lossSets(repo, want, (process.env.SKIP ?? '').split(',').filter(Boolean))) {
  const site = loadSite(set.dir);
  warmLexicons(site.search);
  for (const q of questions) {
    const li = site.search.byLang.get(q.lang ?? 'en') ?? site.search.byLang.values().next().value;
    if (!li) continue;
    const stem = analyzerFor(li.lang).stem;
    const words = [];
    for (const tok of tokenize(q.query, { joined: false })) {
      const a = analyzeWord(li, tok, { reach: 'full', from: q.lang, index: site.search });
      if (!a.content) continue;
      const alts = a.alternatives.slice(0, 6).map((x: { terms: number[]; weight: number }) => [x.terms.map((t) => li.terms[t]).join('+'), Number(x.weight.toFixed(2))]);
      words.push({ tok, exact: findSorted(li.terms, stem(tok)) >= 0, alts, concepts: a.concepts.length });
    }
    console.log(JSON.stringify({ set: set.name, id: q.id, query: q.query, words }));
  }
}
