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

const repo = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
const { loadSite } = await import(join(repo, 'server/site/load-site.ts'));
const { warmLexicons } = await import(join(repo, 'server/search/translation-lexicon.ts'));
const { searchSite } = await import(join(repo, 'tools/search-site.ts'));
const { pageOf, scoreRanking } = await import(join(repo, 'bench/eval-metrics.ts'));
const { readableSets } = await import(join(repo, 'bench/held-out.ts'));

interface Asked {
  id: string;
  lang: string;
  kind?: string;
  query: string;
  prev?: string[];
  relevant: Record<string, number>;
}

const skip = (process.env.SKIP ?? '').split(',').filter(Boolean);
for (const set of readableSets(join(repo, 'bench/eval'), { content: join(repo, 'content'), skip })) {
  const site = loadSite(set.dir);
  warmLexicons(site.search);
  const rows: string[] = [];
  for (const q of JSON.parse(readFileSync(set.file, 'utf8')) as Asked[]) {
    const r = searchSite(site, { query: q.query, lang: q.lang, limit: 10, prev: q.prev });
    const pages: string[] = r.ok ? r.value.results.map((x: { url: string }) => pageOf(x.url)) : [];
    const s = scoreRanking(pages, q.relevant);
    const got = [...new Set(pages)].slice(0, 5).join(' ');
    const want = Object.keys(q.relevant)
      .filter((p) => q.relevant[p] === 2)
      .join(' ');
    const query = ((q.prev ? `[${q.prev.join(' / ')}] ` : '') + q.query).replace(/\s/g, ' ');
    rows.push([set.name, q.id, q.lang, q.kind ?? '', s.ndcg.toFixed(4), s.rr.toFixed(3), query, got, want].join('\t'));
  }
  process.stdout.write(`${rows.join('\n')}\n`);
}
