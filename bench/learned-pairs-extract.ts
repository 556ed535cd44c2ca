// The mining rows of learned-pairs.ts (sixty-second round, docs/relevance.md): for every development question (the validation
// block and the held-out sets left out by name), per language index that holds an answering section, the question's content words
// (their stem in the question's language, and in the index's, with how many sections of the index hold it) and the terms of the
// answering sections (`sections`, else the grade-2 pages) with how many sections of the index hold each. No search is run.
// Usage: node --import tsx bench/learned-pairs-extract.ts > /tmp/lp.jsonl   (HELD=a,b holds sets out; VAL=a,b is the validation block, default held-out.ts' VALIDATION)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../server/site/load-site.ts';
import { analyzerFor, tokenize } from '../server/search/analyzer.ts';
import { findTerm } from '../server/search/search-index.ts';
import { isContentWord } from '../server/search/word-analysis.ts';
import { isStopWord } from '../server/search/question-words.ts';
import { readableSets, validationBlock } from './held-out.ts';

const val = validationBlock(process.env.VAL);
const ev = join(import.meta.dirname, 'eval');

for (const { name, dir, file } of readableSets(ev, { skip: val })) {
  const site = loadSite(dir);
  // Each index's sections' terms (from the postings) and heading terms, once per site.
  const tables = [...site.search.byLang.values()].map((li) => {
    const docTerms: number[][] = li.docs.map(() => []);
    for (let t = 0; t < li.terms.length; t++) for (let p = li.offsets[t]; p < li.offsets[t + 1]; p++) docTerms[li.postDocs[p]].push(t);
    const heads: Set<number>[] = li.docs.map((d) => {
      const s = new Set<number>();
      for (const tok of tokenize(d.section.name, { joined: false })) {
        const t = findTerm(li, li.analyzer.stem(tok));
        if (t >= 0) s.add(t);
      }
      return s;
    });
    return { li, docTerms, heads };
  });
  // Every index's terms with how many sections hold them: what an answering section's term is expected to be.
  for (const { li } of tables) {
    const df: Record<string, number> = {};
    li.terms.forEach((term, t) => {
      if (term.length >= 3 && !/\d/.test(term)) df[term] = li.offsets[t + 1] - li.offsets[t];
    });
    console.log(JSON.stringify({ set: name, site: true, lang: li.lang, n: li.docs.length, df }));
  }
  for (const q of JSON.parse(readFileSync(file, 'utf8'))) {
    const qlang: string = q.lang;
    const tokens = [...new Set(tokenize(q.query, { joined: false }))];
    const sections = new Set<string>(q.sections ?? []);
    for (const { li, docTerms, heads } of tables) {
      const answer: number[] = [];
      li.docs.forEach((d, i) => {
        if (sections.size ? sections.has(d.section.path) : q.relevant[d.page.path] === 2) answer.push(i);
      });
      if (answer.length === 0) continue;
      const df = (t: number) => li.offsets[t + 1] - li.offsets[t];
      const inAnswer = new Map<number, boolean>();
      for (const d of answer) for (const t of docTerms[d]) inAnswer.set(t, inAnswer.get(t) === true || heads[d].has(t));
      const words: [string, string, number, number][] = [];
      const asked = new Set<number>();
      for (const tok of tokens) {
        if (tok.length < 3 || /\d/.test(tok) || !isContentWord(li, tok, qlang === li.lang ? undefined : qlang)) continue;
        const key = analyzerFor(qlang).stem(tok);
        const own = li.analyzer.stem(tok);
        const t = findTerm(li, own);
        if (t >= 0) asked.add(t);
        // [stem in the question's language, stem in the index's, sections of the index holding it, held by an answering section]
        words.push([key, own, t >= 0 ? df(t) : 0, t >= 0 && inAnswer.has(t) ? 1 : 0]);
      }
      if (words.length === 0) continue;
      const terms: [string, number, number][] = [];
      for (const [t, head] of inAnswer) {
        const term = li.terms[t];
        if (asked.has(t) || term.length < 3 || /\d/.test(term) || isStopWord(li.lang, term)) continue;
        terms.push([term, df(t), head ? 1 : 0]);
      }
      console.log(JSON.stringify({ set: name, id: q.id, kind: q.kind ?? '', qlang, lang: li.lang, n: li.docs.length, a: answer.length, words, terms }));
    }
  }
  process.stderr.write(`${name}\n`);
}
