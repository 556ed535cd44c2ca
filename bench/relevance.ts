/**
 * npm run bench:relevance [questions.json ...]
 * Runs the evaluation questions through the search_site handler and, side by side, through
 * plain fuse.js and plain MiniSearch over the same sections. Prints nDCG@5, MRR and
 * recall@5 per language, and the questions whose answering page is not first.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../server/site/load-site.ts';
import { searchSite } from '../tools/search-site.ts';
import { fuseRanker, miniSearchRanker, type Ranker } from './baselines.ts';
import { mean, pageOf, scoreRanking, type Question, type Scored } from './eval-metrics.ts';

// A copy of the team's shared evaluation set (shared/eval/questions.json), so the repo runs alone.
const DEFAULT_QUESTIONS = fileURLToPath(new URL('./eval/questions.json', import.meta.url));
const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const contentArg = process.argv.find((a) => a.startsWith('--content='))?.slice('--content='.length);
const site = loadSite(contentArg ?? fileURLToPath(new URL('../content', import.meta.url)));
const questions: Question[] = (files.length ? files : [DEFAULT_QUESTIONS]).flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as Question[]);

const ours = (withLang: boolean): Ranker => (query, lang) => {
  const outcome = searchSite(site, { query, lang: withLang ? lang : undefined, limit: 10 });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value.results.map((r) => pageOf(r.url));
};

const systems: [string, Ranker][] = [
  ['portfolio-agent (lang given)', ours(true)],
  ['portfolio-agent (lang detected)', ours(false)],
  ['fuse.js defaults', fuseRanker(site)],
  ['MiniSearch defaults', miniSearchRanker(site)],
];

const fmt = (n: number) => n.toFixed(3);
const rows: string[] = [];
const misses: string[] = [];
for (const [name, rank] of systems) {
  const scored = questions.map((q) => ({ q, s: scoreRanking(rank(q.query, q.lang), q.relevant) }));
  const by = (lang?: string) => scored.filter((x) => !lang || x.q.lang === lang).map((x) => x.s);
  for (const lang of [undefined, ...new Set(questions.map((q) => q.lang))]) {
    const s = by(lang);
    const inTop5 = s.filter((x) => x.firstAnswer !== undefined && x.firstAnswer <= 5).length;
    rows.push(`| ${name} | ${lang ?? 'all'} | ${s.length} | ${fmt(mean(s.map((x: Scored) => x.ndcg)))} | ${fmt(mean(s.map((x) => x.rr)))} | ${fmt(mean(s.map((x) => x.recall)))} | ${inTop5}/${s.length} |`);
  }
  if (name.startsWith('portfolio-agent')) {
    for (const { q, s } of scored) {
      if (s.firstAnswer !== 1) misses.push(`| ${name} | ${q.id} | ${q.lang} | ${q.query} | ${s.firstAnswer ?? 'not in top 10'} | ${rank(q.query, q.lang).slice(0, 3).join(' ')} |`);
    }
  }
}

console.log(`Relevance on ${questions.length} questions, ${site.pages.length} pages, ${site.search.sectionCount} sections\n`);
console.log('| system | lang | n | nDCG@5 | MRR | recall@5 | answer in top 5 |\n|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
console.log(`\nQuestions whose answering page is not first (${misses.length}):\n`);
console.log('| system | id | lang | question | rank of first answer | top 3 pages |\n|---|---|---|---|---|---|');
console.log(misses.join('\n') || '| (none) | | | | | |');
