/**
 * node --import tsx bench/per-question.ts [REPO] > rows.tsv
 *
 * One TSV row per question of every readable set (held-out.ts: the held-out sets never; `SKIP=a,b` leaves out more, e.g. the
 * validation block), asked as search_site is (lang given, limit 10, previous questions as `prev`): set, id, lang, kind, nDCG@5,
 * rr, query ([prev] first), top five pages, pages graded 2. The rounds' per-question loop: compare two checkouts' rows with
 * bench/dev-val.py. REPO (default: this checkout) names another checkout to run its engine on its own sets.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pageOf, questionRow, type RowQuestion } from './eval-metrics.ts';

const repo = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
const { loadSite } = await import(join(repo, 'server/site/load-site.ts'));
const { warmLexicons } = await import(join(repo, 'server/search/translation-lexicon.ts'));
const { searchSite } = await import(join(repo, 'tools/search-site.ts'));
const { readableSets } = await import(join(repo, 'bench/held-out.ts'));

const skip = (process.env.SKIP ?? '').split(',').filter(Boolean);
for (const set of readableSets(join(repo, 'bench/eval'), { content: join(repo, 'content'), skip })) {
  const site = loadSite(set.dir);
  warmLexicons(site.search);
  const rows: string[] = [];
  for (const q of JSON.parse(readFileSync(set.file, 'utf8')) as RowQuestion[]) {
    const r = searchSite(site, { query: q.query, lang: q.lang, limit: 10, prev: q.prev });
    rows.push(questionRow(set.name, q, r.ok ? r.value.results.map((x: { url: string }) => pageOf(x.url)) : []));
  }
  process.stdout.write(`${rows.join('\n')}\n`);
}
