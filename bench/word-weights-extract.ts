// The training rows of word-weights.ts: for every development question (the validation block and the held-out sets left out),
// each question word the search keeps, with its features and labels, one JSON line per word.
// Usage: node --import tsx bench/word-weights-extract.ts > /tmp/ww.jsonl   (HELD=a,b holds sets out; VAL=a,b is the validation block, default held-out.ts' VALIDATION)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../server/site/load-site.ts';
import { searchSite } from '../tools/search-site.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { pageOf } from './eval-metrics.ts';
import { type KeptWord, wordRecorder } from '../server/search/word-weights.ts';
import type { LanguageIndex } from '../server/search/search-index.ts';
import { readableSets, validationBlock } from './held-out.ts';
import { storyFeatures } from './story-features.ts';
import { tokenize } from '../server/search/analyzer.ts';

// STORY=1: each row also carries the question's token count (`said`), the word's token and its story features (story-features.ts,
// seventy-third round), appended to `x`; word-weights-fit.py reads only the first FEATURES of `x`.
const story = process.env.STORY === '1';

const val = validationBlock(process.env.VAL);
const ev = join(import.meta.dirname, 'eval');
const records: { li: LanguageIndex; words: KeptWord[]; rows: number[][] }[] = [];
wordRecorder.record = (li, words, rows) => records.push({ li, words: words.map((w) => ({ ...w })), rows });

/** Whether any term the word reads has a posting in one of `docs`. */
function occurs(li: LanguageIndex, word: KeptWord, docs: Set<number>): boolean {
  if (docs.size === 0) return false;
  for (const a of word.alternatives) for (const t of a.terms) for (let p = li.offsets[t]; p < li.offsets[t + 1]; p++) if (docs.has(li.postDocs[p])) return true;
  return false;
}

let asked = 0;
for (const { name, dir, file } of readableSets(ev, { skip: val })) {
  const site = loadSite(dir);
  warmLexicons(site.search);
  const languages = site.search.byLang.size;
  for (const q of JSON.parse(readFileSync(file, 'utf8'))) {
    records.length = 0;
    const r = searchSite(site, { query: q.query, lang: q.lang, limit: 10, prev: q.prev });
    const pages: string[] = r.ok ? r.value.results.map((x: { url: string }) => pageOf(x.url)) : [];
    const addresses: string[] = r.ok
      ? r.value.results.map((x: { url: string }) => {
          const u = new URL(x.url);
          return u.pathname + u.hash;
        })
      : [];
    const first = pages.findIndex((p) => q.relevant[p] === 2);
    // The sections ranked above the answer on pages that do not answer; under a first answer, the others of the first five that do not.
    const wrong = new Set(addresses.filter((_a, i) => (first > 0 ? i < first : i < 5) && !q.relevant[pages[i]]));
    const sections = new Set<string>(q.sections ?? []);
    for (const { li, words, rows } of records.slice(-languages)) {
      asked++;
      const answer = new Set<number>();
      const winners = new Set<number>();
      li.docs.forEach((d, i) => {
        if (sections.size ? sections.has(d.section.path) : q.relevant[d.page.path] === 2) answer.add(i);
        if (wrong.has(d.section.path) || (d.section.level === 1 && wrong.has(d.page.path))) winners.add(i);
      });
      if (answer.size === 0) continue;
      words.forEach((w, i) =>
        console.log(
          JSON.stringify({
            set: name,
            id: q.id,
            q: asked,
            kind: q.kind ?? '',
            lang: li.lang,
            asked: q.lang,
            n: words.length,
            rank: first,
            x: story ? [...rows[i], ...storyFeatures(q.query, w.token ?? '')] : rows[i],
            ...(story ? { said: tokenize(q.query, { joined: false }).length, token: w.token ?? '' } : {}),
            answer: occurs(li, w, answer),
            wrong: occurs(li, w, winners),
          }),
        ),
      );
    }
  }
  process.stderr.write(`${name}\n`);
}
