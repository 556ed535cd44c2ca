// The seventieth round's measurement (docs/relevance.md): how often a general word resource from outside the sites links a
// visitors'-words question's word that the site does not write (its stem absent from the question language's index) to a word of
// an answering section (`sections`, else the grade-2 pages) rather than to a word only non-answering sections hold. Development
// sets only (the validation block and the held-out sets left out by name); no search is run; nothing is shipped from it.
// Resources (read from files fetched with `apt-get download` and unpacked, not installed):
//   WORDNET=dir   Princeton WordNet 3.0 (Debian wordnet-base: data.noun, index.noun, …; wordnet-graph.ts): synonyms (and the
//                 seventy-first round's filtered first senses), hypernyms 1-2 steps, hyponyms
//   MYTHES_EN=f   MyThes English (Debian mythes-en-us, th_en_US_v2.dat; WordNet-derived)
//   MYTHES_DE=f   MyThes German (Debian mythes-de, th_de_DE_v2.dat; OpenThesaurus): synonyms, (Oberbegriff), (Unterbegriff)
// Usage: WORDNET=… MYTHES_EN=… MYTHES_DE=… node --import tsx bench/outside-words.ts > /tmp/ow.json   (KIND=chatty for another kind
// of question; GRAPHS=1 adds the resources' graphs; VAL=a,b is the validation block, HELD=a,b the held-out sets). Output: { rows: one
// per question with each absent word's neighbours per resource and relation as [stem, sections holding it, in an answer], siteCount }.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerFor, tokenize } from '../server/search/analyzer.ts';
import { findTerm } from '../server/search/search-index.ts';
import { isContentWord } from '../server/search/word-analysis.ts';
import { loadSite } from '../server/site/load-site.ts';
import { readableSets, validationBlock } from './held-out.ts';
import { add, type Graph, single, wordnet } from './wordnet-graph.ts';

/** MyThes (.dat): an entry line "word|n", then n lines "(pos)|w1|w2|…"; annotations in brackets mark broader/narrower terms. */
function mythes(file: string, lang: string): Graph {
  const stem = analyzerFor(lang).stem;
  const g: Graph = new Map();
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 1; i < lines.length; ) {
    const [head, n] = lines[i].split('|');
    const count = Number(n) || 0;
    const word = head.trim();
    for (let j = 1; j <= count; j++) {
      if (!single(word)) continue;
      const parts = (lines[i + j] ?? '').split('|').slice(1);
      for (const part of parts) {
        const rel = /\((Oberbegriff|generic term)\)/.test(part) ? 'hyper1' : /\((Unterbegriff)\)/.test(part) ? 'hypo1' : /\((antonym|Antonym)\)/.test(part) ? '' : 'syn';
        const w = part
          .replace(/\([^)]*\)/g, '')
          .trim()
          .toLowerCase();
        if (rel && single(w)) add(g, stem(word.toLowerCase()), rel, stem(w));
      }
    }
    i += count + 1;
  }
  return g;
}

const resources: { name: string; lang: string; g: Graph }[] = [];
if (process.env.WORDNET) resources.push({ name: 'wordnet', lang: 'en', g: wordnet(process.env.WORDNET) });
if (process.env.MYTHES_EN && existsSync(process.env.MYTHES_EN)) resources.push({ name: 'mythes-en', lang: 'en', g: mythes(process.env.MYTHES_EN, 'en') });
if (process.env.MYTHES_DE && existsSync(process.env.MYTHES_DE)) resources.push({ name: 'mythes-de', lang: 'de', g: mythes(process.env.MYTHES_DE, 'de') });
for (const r of resources) {
  const per: Record<string, [number, number]> = {};
  for (const m of r.g.values()) for (const [rel, set] of m) per[rel] = [(per[rel]?.[0] ?? 0) + 1, (per[rel]?.[1] ?? 0) + set.size];
  process.stderr.write(`${r.name}: ${r.g.size} stems; per relation [stems, pairs] ${JSON.stringify(per)}\n`);
}

const val = validationBlock(process.env.VAL);
const ev = join(import.meta.dirname, 'eval');
const KIND = process.env.KIND ?? 'visitor-words';
const rows: unknown[] = [];
// Per language, how many of the sites read write each stem (the partner's generality, for a bounded table).
const siteCount: Record<string, Record<string, number>> = {};
for (const { name, dir, file } of readableSets(ev, { skip: val })) {
  const questions = JSON.parse(readFileSync(file, 'utf8')).filter((q: { kind?: string }) => q.kind === KIND);
  if (questions.length === 0) continue;
  const site = loadSite(dir);
  for (const li of site.search.byLang.values()) {
    const c = (siteCount[li.lang] ??= {});
    for (const term of li.terms) c[term] = (c[term] ?? 0) + 1;
  }
  for (const q of questions) {
    const li = site.search.byLang.get(q.lang);
    if (!li) continue;
    const sections = new Set<string>(q.sections ?? []);
    const docTerms: Set<number>[] = li.docs.map(() => new Set());
    for (let t = 0; t < li.terms.length; t++) for (let p = li.offsets[t]; p < li.offsets[t + 1]; p++) docTerms[li.postDocs[p]].add(t);
    const inAnswer = new Set<number>();
    li.docs.forEach((d, i) => {
      if (sections.size ? sections.has(d.section.path) : q.relevant[d.page.path] === 2) for (const t of docTerms[i]) inAnswer.add(t);
    });
    if (inAnswer.size === 0) continue;
    const words: unknown[] = [];
    for (const tok of new Set(tokenize(q.query, { joined: false }))) {
      if (tok.length < 3 || /\d/.test(tok) || !isContentWord(li, tok)) continue;
      const s = li.analyzer.stem(tok);
      if (findTerm(li, s) >= 0) continue;
      const res: Record<string, Record<string, [string, number, number][]>> = {};
      for (const r of resources) {
        if (r.lang !== q.lang) continue;
        const m = r.g.get(s);
        const out: Record<string, [string, number, number][]> = {};
        for (const [rel, set] of m ?? []) {
          // [neighbour stem, sections of the index holding it (0: not on the site), in an answering section]
          out[rel] = [...set].map((n) => {
            const t = findTerm(li, n);
            return [n, t >= 0 ? li.offsets[t + 1] - li.offsets[t] : 0, t >= 0 && inAnswer.has(t) ? 1 : 0] as [string, number, number];
          });
        }
        res[r.name] = m ? out : {};
        if (!m) delete res[r.name];
      }
      words.push({ word: tok, stem: s, res });
    }
    rows.push({ set: name, id: q.id, lang: q.lang, query: q.query, n: li.docs.length, terms: li.terms.length, answerTerms: inAnswer.size, words });
  }
  process.stderr.write(`${name}\n`);
}
// With GRAPHS=1 the resources' graphs too (stem → relation → neighbour stems), to size a bounded table offline.
const graphs = process.env.GRAPHS
  ? Object.fromEntries(resources.map((r) => [r.name, Object.fromEntries([...r.g].map(([k, m]) => [k, Object.fromEntries([...m].map(([rel, set]) => [rel, [...set]]))]))]))
  : undefined;
console.log(JSON.stringify({ rows, siteCount, graphs }));
