/**
 * npm run bench:relevance [-- questions.json ... --content=DIR]
 *
 * Without arguments: three question sets side by side, each over its own site —
 * the public set (bench/eval/questions.json, a copy of shared/eval/questions.json) and the old
 * hold-out (bench/eval/holdout-questions.json) over the sample site in content/, and the new
 * hold-out (bench/eval/second-site-questions.json) over bench/eval/second-site/, which the
 * ranking was not tuned on. Our search_site handler (with the question's language given, and
 * detected; follow-ups get their previous questions as `prev`) beside plain fuse.js, MiniSearch
 * and FlexSearch over the same sections (the peers get the question alone). Prints nDCG@5,
 * MRR, recall@5 and answers in the top 5 per set and system, per language for ours, and the
 * questions whose answering page is not first.
 * With files: those questions over --content (default content/), as one set.
 * --failures: also list every question with nDCG@5 below 0.8 (lang given), with its kind,
 * graded pages and our top 5, to group failures by cause.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../server/site/load-site.ts';
import { searchSite } from '../tools/search-site.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { flexSearchRanker, fuseRanker, miniSearchRanker } from './baselines.ts';
import { mean, pageOf, scoreRanking, type Question, type Scored } from './eval-metrics.ts';
import type { Site } from '../server/site/site-types.ts';

interface EvalQuestion extends Question {
  prev?: string[];
  kind?: string;
}
type Ranker = (q: EvalQuestion) => string[];

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const contentArg = process.argv.find((a) => a.startsWith('--content='))?.slice('--content='.length);
const showFailures = process.argv.includes('--failures');
/** An invented site of bench/eval by its ordinal ("hundred-and-twelfth"): its folder and its questions, named with how it was run. */
function evalSite(ordinal: string, note: string): { name: string; content: string; files: string[] } {
  return { name: `${ordinal} site (${note})`, content: here(`./eval/${ordinal}-site`), files: [here(`./eval/${ordinal}-site-questions.json`)] };
}

const SETS: { name: string; content: string; files: string[] }[] = files.length
  ? [{ name: files.join(' + '), content: contentArg ?? here('../content'), files }]
  : [
      { name: 'public (40)', content: here('../content'), files: [here('./eval/questions.json')] },
      { name: 'old hold-out (24)', content: here('../content'), files: [here('./eval/holdout-questions.json')] },
      { name: 'sample site, fresh set A (100; a development set since its first run)', content: here('../content'), files: [here('./eval/sample-fresh-a-questions.json')] },
      { name: 'sample site, fresh set B (100; a development set since its second run)', content: here('../content'), files: [here('./eval/sample-fresh-b-questions.json')] },
      { name: 'sample site, fresh set C (100; a development set since its second run)', content: here('../content'), files: [here('./eval/sample-fresh-c-questions.json')] },
      { name: 'sample site, fresh set D (100; a development set since its second run)', content: here('../content'), files: [here('./eval/sample-fresh-d-questions.json')] },
      { name: 'sample site, fresh set E (100; a development set since its second run)', content: here('../content'), files: [here('./eval/sample-fresh-e-questions.json')] },
      { name: 'sample site, fresh set F (100; a development set since its second run)', content: here('../content'), files: [here('./eval/sample-fresh-f-questions.json')] },
      evalSite('second', '152; a development set since its first run'),
      evalSite('third', '134; a development set since its first run'),
      evalSite('fourth', '135; a development set since its first run'),
      evalSite('fifth', '130; a development set since its first run'),
      evalSite('sixth', '124; a development set since its first run'),
      evalSite('seventh', '124; a development set since its first run'),
      evalSite('eighth', '124; a development set since its first run'),
      evalSite('ninth', '124; a development set since its first run'),
      evalSite('tenth', '124; a development set since its first run'),
      evalSite('eleventh', '124; a development set since its first run'),
      evalSite('twelfth', '124; a development set since its first run'),
      evalSite('thirteenth', '124; a development set since its first run'),
      evalSite('fourteenth', '124; a development set since its first run'),
      evalSite('fifteenth', '124; a development set since its first run'),
      evalSite('sixteenth', '124; a development set since its first run'),
      evalSite('seventeenth', '124; a development set since its first run'),
      evalSite('eighteenth', '124; a development set since its first run'),
      evalSite('nineteenth', '124; a development set since its first run'),
      evalSite('twentieth', '124; a development set since its first run'),
      evalSite('twenty-first', '124; a development set since its first run'),
      evalSite('twenty-second', '124; a development set since its first run'),
      evalSite('twenty-third', '124; a development set since its first run'),
      evalSite('twenty-fourth', '124; a development set since its first run'),
      evalSite('twenty-fifth', '124; a development set since its first run'),
      evalSite('twenty-sixth', '124; a development set since its first run'),
      evalSite('twenty-seventh', '124; a development set since its first run'),
      evalSite('twenty-eighth', '124; a development set since its first run'),
      evalSite('twenty-ninth', '124; a development set since its first run'),
      evalSite('thirtieth', '124; a development set since its second run'),
      evalSite('thirty-first', '124; a development set since its second run'),
      evalSite('thirty-second', '124; a development set since its second run'),
      evalSite('thirty-third', '124; a development set since its second run'),
      evalSite('thirty-fourth', '124; a development set since its second run'),
      evalSite('thirty-fifth', '124; a development set since its second run'),
      evalSite('thirty-sixth', '124; a development set since its second run'),
      evalSite('thirty-seventh', '124; a development set since its second run'),
      evalSite('thirty-eighth', '100; a development set since its second run'),
      evalSite('thirty-ninth', '100; a development set since its second run'),
      evalSite('fortieth', '100; a development set since its second run'),
      evalSite('forty-first', '100; a development set since its second run'),
      evalSite('forty-second', '100; a development set since its second run'),
      evalSite('forty-third', '100; a development set since its second run'),
      evalSite('forty-fourth', '100; a development set since its second run'),
      evalSite('forty-fifth', '100; a development set since its second run'),
      evalSite('forty-sixth', '100; a development set since its second run'),
      evalSite('forty-seventh', '100; a development set since its second run'),
      evalSite('forty-eighth', '100; a development set since its second run'),
      evalSite('forty-ninth', '100; a development set since its first run'),
      evalSite('fiftieth', '100; a development set since its first run'),
      evalSite('fifty-first', '100; a development set since its second run'),
      evalSite('fifty-second', '100; a development set since its second run'),
      evalSite('fifty-third', '100; a development set since its first run'),
      evalSite('fifty-fourth', '100; a development set since its first run'),
      evalSite('fifty-fifth', '100; a development set since its second run'),
      evalSite('fifty-sixth', '100; a development set since its second run'),
      evalSite('fifty-seventh', '100; a development set since its first run'),
      evalSite('fifty-eighth', '100; a development set since its first run'),
      evalSite('fifty-ninth', '100; a development set since its second run'),
      evalSite('sixtieth', '100; a development set since its second run'),
      evalSite('sixty-first', '100; a development set since its second run'),
      evalSite('sixty-second', '100; a development set since its second run'),
      evalSite('sixty-third', '100; a development set since its first run'),
      evalSite('sixty-fourth', '100; a development set since its first run'),
      evalSite('sixty-fifth', '100; a development set since its second run'),
      evalSite('sixty-sixth', '100; a development set since its second run'),
      evalSite('sixty-seventh', '100; a development set since its second run'),
      evalSite('sixty-eighth', '100; a development set since its second run'),
      evalSite('sixty-ninth', '100; a development set since its first run'),
      evalSite('seventieth', '100; a development set since its first run'),
      evalSite('seventy-first', '100; a development set since its second run'),
      evalSite('seventy-second', '100; a development set since its second run'),
      evalSite('seventy-third', '100; a development set since its second run'),
      evalSite('seventy-fourth', '100; a development set since its second run'),
      evalSite('seventy-fifth', '100; a development set since its first run'),
      evalSite('seventy-sixth', '100; a development set since its first run'),
      evalSite('seventy-seventh', '100; a development set since its second run'),
      evalSite('seventy-eighth', '100; a development set since its second run'),
      evalSite('seventy-ninth', '100; a development set since its second run'),
      evalSite('eightieth', '100; a development set since its second run'),
      evalSite('eighty-first', '100; a development set since its second run'),
      evalSite('eighty-second', '100; a development set since its second run'),
      evalSite('eighty-third', '100; a development set since its second run'),
      evalSite('eighty-fourth', '100; a development set since its first run'),
      evalSite('eighty-fifth', '100; a development set since its first run'),
      evalSite('eighty-sixth', '100; a development set since its second run'),
      evalSite('eighty-seventh', '100; a development set since its second run'),
      evalSite('eighty-eighth', '100; a development set since its second run'),
      evalSite('eighty-ninth', '100; a development set since its second run'),
      evalSite('ninetieth', '100; a development set since its second run'),
      evalSite('ninety-first', '100; a development set since its second run'),
      evalSite('ninety-second', '100; a development set since its second run'),
      evalSite('ninety-third', '100; a development set since its second run'),
      evalSite('ninety-fourth', '100; a development set since its second run'),
      evalSite('ninety-fifth', '100; a development set since its second run'),
      evalSite('ninety-sixth', '100; a development set since its first run'),
      evalSite('ninety-seventh', '100; a development set since its first run'),
      evalSite('ninety-eighth', '100; a development set since its second run'),
      evalSite('ninety-ninth', '100; a development set since its second run'),
      evalSite('hundredth', '100; a development set since its second run'),
      evalSite('hundred-and-first', '100; a development set since its second run'),
      evalSite('hundred-and-second', '100; a development set since its second run'),
      evalSite('hundred-and-third', '100; a development set since its second run'),
      evalSite('hundred-and-fourth', '100; a development set since its second run'),
      evalSite('hundred-and-fifth', '100; a development set since its second run'),
      evalSite('hundred-and-sixth', '100; a development set since its first run'),
      evalSite('hundred-and-seventh', '100; a development set since its first run'),
      evalSite('hundred-and-eighth', '100; a development set since its second run'),
      evalSite('hundred-and-ninth', '100; a development set since its second run'),
      evalSite('hundred-and-tenth', '100; a development set since its second run'),
      evalSite('hundred-and-eleventh', '100; a development set since its second run'),
      evalSite('hundred-and-twelfth', '100; a development set since its second run'),
      evalSite('hundred-and-thirteenth', '100; a development set since its second run'),
      evalSite('hundred-and-fourteenth', '100; a development set since its first run'),
      evalSite('hundred-and-fifteenth', '100; a development set since its first run'),
      evalSite('hundred-and-sixteenth', '100; a development set since its second run'),
      evalSite('hundred-and-seventeenth', '100; a development set since its second run'),
      evalSite('hundred-and-eighteenth', '100; a development set since its second run'),
      evalSite('hundred-and-nineteenth', '100; a development set since its second run'),
      evalSite('hundred-and-twentieth', '100; a development set since its second run'),
      evalSite('hundred-and-twenty-first', '100; a development set since its second run'),
      evalSite('hundred-and-twenty-second', '100; a development set since its second run'),
      evalSite('hundred-and-twenty-third', '100; a development set since its second run'),
      evalSite('hundred-and-twenty-fourth', '100; a development set since its first run'),
      evalSite('hundred-and-twenty-fifth', '100; a development set since its first run'),
      evalSite('hundred-and-twenty-sixth', '100; a development set since its second run'),
      evalSite('hundred-and-twenty-seventh', '100; a development set since its second run'),
      evalSite('hundred-and-twenty-eighth', '100; a development set since its second run'),
      evalSite('hundred-and-twenty-ninth', '100; a development set since its second run'),
      evalSite('hundred-and-thirtieth', '100; a development set since its first run'),
      evalSite('hundred-and-thirty-first', '100; a development set since its first run'),
      evalSite('hundred-and-thirty-second', '100; a development set since its second run'),
      evalSite('hundred-and-thirty-third', '100; a development set since its second run'),
      evalSite('hundred-and-thirty-fourth', '100; a development set since its second run'),
      evalSite('hundred-and-thirty-fifth', '100; a development set since its second run'),
      evalSite('hundred-and-thirty-sixth', '100; a development set since its first run'),
      evalSite('hundred-and-thirty-seventh', '100; a development set since its first run'),
      evalSite('hundred-and-thirty-eighth', '100; a development set since its second run'),
      evalSite('hundred-and-thirty-ninth', '100; a development set since its second run'),
      evalSite('hundred-and-fortieth', '100; a development set since its second run'),
      evalSite('hundred-and-forty-first', '100; a development set since its second run'),
      evalSite('hundred-and-forty-second', '100; a development set since its first run'),
      evalSite('hundred-and-forty-third', '100; a development set since its first run'),
      evalSite('hundred-and-forty-fourth', '100; a development set since its second run'),
      evalSite('hundred-and-forty-fifth', '100; a development set since its second run'),
      evalSite('hundred-and-forty-sixth', '100; a development set since its second run'),
      evalSite('hundred-and-forty-seventh', '100; a development set since its second run'),
      evalSite('hundred-and-forty-eighth', '100; a development set since its first run'),
      evalSite('hundred-and-forty-ninth', '100; a development set since its first run'),
      evalSite('hundred-and-fiftieth', '100; a development set since its second run'),
      evalSite('hundred-and-fifty-first', '100; a development set since its second run'),
      evalSite('hundred-and-fifty-second', '100; a development set since its second run'),
      evalSite('hundred-and-fifty-third', '100; a development set since its second run'),
      evalSite('hundred-and-fifty-fourth', '100; a development set since its first run'),
      evalSite('hundred-and-fifty-fifth', '100; a development set since its first run'),
      evalSite('hundred-and-fifty-sixth', '100; a development set since its second run'),
      evalSite('hundred-and-fifty-seventh', '100; a development set since its second run'),
      evalSite('hundred-and-fifty-eighth', '100; a development set since its second run'),
      evalSite('hundred-and-fifty-ninth', '100; a development set since its second run'),
    ];

const ours =
  (site: Site, withLang: boolean): Ranker =>
  (q) => {
    const outcome = searchSite(site, { query: q.query, lang: withLang ? q.lang : undefined, limit: 10, prev: q.prev });
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.value.results.map((r) => pageOf(r.url));
  };
const peer =
  (rank: (query: string, lang: string | undefined) => string[]): Ranker =>
  (q) =>
    rank(q.query, q.lang);

const fmt = (n: number) => n.toFixed(3);
const summary: string[] = [];
const perLang: string[] = [];
const perKind: string[] = [];
const misses: string[] = [];
const failures: string[] = [];
for (const set of SETS) {
  const site = loadSite(set.content);
  // What the server's warm-up does before questions use them (a question never builds a lexicon).
  warmLexicons(site.search);
  const questions: EvalQuestion[] = set.files.flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as EvalQuestion[]);
  const systems: [string, Ranker][] = [
    ['portfolio-agent (lang given)', ours(site, true)],
    ['portfolio-agent (lang detected)', ours(site, false)],
    ['fuse.js defaults', peer(fuseRanker(site))],
    ['MiniSearch defaults', peer(miniSearchRanker(site))],
    ['FlexSearch defaults, suggest', peer(flexSearchRanker(site))],
  ];
  for (const [name, rank] of systems) {
    const scored = questions.map((q) => ({ q, pages: rank(q) })).map((x) => ({ ...x, s: scoreRanking(x.pages, x.q.relevant) }));
    const row = (lang: string | undefined, s: Scored[]) => {
      const inTop5 = s.filter((x) => x.firstAnswer !== undefined && x.firstAnswer <= 5).length;
      return `| ${set.name} | ${name} | ${lang ?? 'all'} | ${s.length} | ${fmt(mean(s.map((x) => x.ndcg)))} | ${fmt(mean(s.map((x) => x.rr)))} | ${fmt(mean(s.map((x) => x.recall)))} | ${inTop5}/${s.length} |`;
    };
    summary.push(
      row(
        undefined,
        scored.map((x) => x.s),
      ),
    );
    if (name.startsWith('portfolio-agent')) {
      for (const lang of new Set(questions.map((q) => q.lang)))
        perLang.push(
          row(
            lang,
            scored.filter((x) => x.q.lang === lang).map((x) => x.s),
          ),
        );
    }
    if (name === 'portfolio-agent (lang given)') {
      // Per kind of question (the hold-out sets name one): which ways of asking still fail.
      for (const kind of new Set(questions.flatMap((q) => (q.kind ? [q.kind] : []))))
        perKind.push(
          row(
            kind,
            scored.filter((x) => x.q.kind === kind).map((x) => x.s),
          ),
        );
      for (const { q, s, pages } of scored) {
        if (showFailures && s.ndcg < 0.8) failures.push(failureLine(set.name, q, s.ndcg, pages));
        if (s.firstAnswer !== 1)
          misses.push(
            `| ${set.name} | ${q.id} | ${q.lang} | ${q.query}${q.prev ? ` (after: ${q.prev.join(' / ')})` : ''} | ${s.firstAnswer ?? 'not in top 10'} | ${[...new Set(pages)].slice(0, 3).join(' ')} |`,
          );
      }
    }
  }
  console.error(`${set.name}: ${questions.length} questions, ${site.pages.length} pages, ${site.search.sectionCount} sections`);
}

const head = '| set | system | lang | n | nDCG@5 | MRR | recall@5 | answer in top 5 |\n|---|---|---|---|---|---|---|---|';
console.log(
  `Relevance, ${new Date().toISOString().slice(0, 10)}\n\n${head}\n${summary.join('\n')}\n\nOurs per language:\n\n${head}\n${perLang.join('\n')}\n\nOurs per kind of question (lang given; the lang column names the kind):\n\n${head}\n${perKind.join('\n')}`,
);
console.log(`\nQuestions whose answering page is not first, lang given (${misses.length}):\n`);
console.log('| set | id | lang | question | rank of first answer | top 3 pages |\n|---|---|---|---|---|---|');
console.log(misses.join('\n') || '| (none) | | | | | |');

if (showFailures) {
  console.log(`\nQuestions with nDCG@5 < 0.8, lang given (${failures.length}):\n`);
  console.log(failures.join('\n') || '(none)');
}

function failureLine(set: string, q: EvalQuestion, ndcg: number, pages: string[]): string {
  const top = [...new Set(pages)].slice(0, 5).map((p) => `${p}${q.relevant[p] ? `(${q.relevant[p]})` : ''}`);
  const wanted = Object.entries(q.relevant)
    .filter(([, g]) => g === 2)
    .map(([p]) => p);
  const prev = q.prev ? ` (after: ${q.prev.join(' / ')})` : '';
  return `- [${set}] ${q.id} ${q.lang} ${q.kind ?? ''} ${fmt(ndcg)} "${q.query}"${prev}\n    want: ${wanted.join(' ')}\n    got:  ${top.join(' ')}`;
}
