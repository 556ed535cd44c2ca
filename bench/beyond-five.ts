/**
 * Where the missing pages are (seventy-sixth round): for every development question whose first page answers (graded 2),
 * each graded page missing from the five places, and where it stands: at places 6-10 of the engine's list (distinct pages of
 * the limit-10 hits, as pq reads them), in a limit-30 list (asked again), or in neither; and whether the answering section's
 * rarest terms reach it through the postings (after-answer.ts' RARE_TERMS by the language index's IDF, a term with more
 * than RARE_POSTINGS postings skipped), with one or with two of those terms. Also how many unlisted pages that reach brings
 * per question, and how many of them are graded. Measurement only; no engine change.
 *
 * Usage: node --import tsx bench/beyond-five.ts > /tmp/b5.txt   (SKIP: the sets left out, default the validation block;
 *   the held-out sets are never read)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../server/site/load-site.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { searchSite } from '../tools/search-site.ts';
import { analyze } from '../server/search/analyzer.ts';
import { findTerm } from '../server/search/search-index.ts';
import { RARE_TERMS } from '../server/search/after-answer.ts';
import { readableSets, validationBlock } from './held-out.ts';
import type { RowQuestion } from './eval-metrics.ts';

/** As after-answer.ts: a term with more postings than this is not read. */
const RARE_POSTINGS = 256;
const repo = join(import.meta.dirname, '..');
const skip = validationBlock(process.env.SKIP);

const tally = new Map<string, number>();
const add = (key: string, n = 1) => tally.set(key, (tally.get(key) ?? 0) + n);

for (const set of readableSets(join(repo, 'bench/eval'), { content: join(repo, 'content'), skip })) {
  const site = loadSite(set.dir);
  warmLexicons(site.search);
  const index = site.search;
  const sectionByPath = new Map(site.pages.flatMap((page) => page.sections.map((section) => [section.path, { page, section }] as const)));
  for (const q of JSON.parse(readFileSync(set.file, 'utf8')) as RowQuestion[]) {
    add('questions');
    const urls = (limit: number): string[] => {
      const r = searchSite(site, { query: q.query, lang: q.lang, limit, prev: q.prev });
      return r.ok ? r.value.results.map((x: { url: string }) => x.url) : [];
    };
    const shown = urls(10);
    if (shown.length === 0) continue;
    const paths = (list: string[]) => [...new Set(list.map((url) => new URL(url).pathname))];
    const listed = paths(shown);
    const longer = paths(urls(30));
    if ((q.relevant[listed[0]] ?? 0) !== 2) continue;
    add('first page graded 2');
    const top5 = new Set(listed.slice(0, 5));
    const missing = Object.keys(q.relevant).filter((p) => !top5.has(p) && q.relevant[p] > 0);
    if (missing.length === 0) continue;
    add('of which some graded page is missing from the five');
    // The answering section: the first hit's.
    const u = new URL(shown[0]);
    const found = sectionByPath.get(u.pathname + u.hash) ?? sectionByPath.get(u.pathname);
    const li = found ? index.byLang.get(found.page.lang) : undefined;
    const shares = new Map<string, number>();
    if (found && li) {
      const ids = [...new Set(analyze(`${found.section.name} ${found.section.text}`, li.analyzer).map((t) => findTerm(li, t)))].filter((id) => id >= 0 && li.idf[id] > 0);
      ids.sort((a, b) => li.idf[b] - li.idf[a]);
      for (const term of ids.slice(0, RARE_TERMS)) {
        const from = li.offsets[term];
        const to = li.offsets[term + 1];
        if (to - from > RARE_POSTINGS) continue;
        const pages = new Set<string>();
        for (let p = from; p < to; p++) pages.add(li.docs[li.postDocs[p]].page.path);
        for (const page of pages) shares.set(page, (shares.get(page) ?? 0) + 1);
      }
    }
    // What the reach brings that is not listed (the first page's own language only: postings are per language).
    for (const [page, n] of shares) {
      if (listed.includes(page)) continue;
      for (const need of [1, 2]) {
        if (n < need) continue;
        add(`reach >= ${need}: unlisted pages brought`);
        if ((q.relevant[page] ?? 0) > 0) add(`reach >= ${need}: of them graded`);
      }
    }
    for (const page of missing) {
      const g = q.relevant[page];
      add(`missing grade ${g}`);
      const at = listed.indexOf(page);
      const where = at >= 5 ? 'at places 6-10' : longer.includes(page) ? 'at places 11-30 of a limit-30 list' : 'not in the limit-30 list';
      add(`missing grade ${g}: ${where}`);
      if (at < 0) {
        const n = shares.get(page) ?? 0;
        if (n >= 1) add(`missing grade ${g}: not listed, reached with >= 1 rare term`);
        if (n >= 2) add(`missing grade ${g}: not listed, reached with >= 2 rare terms`);
        if (n >= 1 && !longer.includes(page)) add(`missing grade ${g}: not in the limit-30 list, reached with >= 1 rare term`);
        if (n >= 2 && !longer.includes(page)) add(`missing grade ${g}: not in the limit-30 list, reached with >= 2 rare terms`);
      }
    }
  }
}
for (const [key, n] of [...tally].sort()) process.stdout.write(`${key}\t${n}\n`);
