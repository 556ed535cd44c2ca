/**
 * node --import tsx bench/tune-eval.ts SET ...
 *
 * One evaluation for bench/tune-weights.ts: the named development sets (`public` for
 * eval/questions.json, else NAME for eval/NAME-questions.json, over eval/NAME/ or the sample
 * site in content/), each question asked as search_site is (lang given, limit 10, previous
 * questions as `prev`), one TSV row per question on stdout: set, id, lang, kind, nDCG@5, rr,
 * query, top five pages, pages graded 2 (the columns of the development tooling's per-question
 * files). Runs in whatever checkout holds it: the tuner's scratch copy with one weight rewritten.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../server/site/load-site.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { searchSite } from '../tools/search-site.ts';
import { pageOf, questionRow, type Question } from './eval-metrics.ts';

interface EvalQuestion extends Question {
  id: string;
  lang: string;
  kind?: string;
  prev?: string[];
}

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The questions file and the site folder of a set's name. */
export function setFiles(name: string): { questions: string; content: string } {
  if (name === 'public') return { questions: here('./eval/questions.json'), content: here('../content') };
  const site = here(`./eval/${name}`);
  return { questions: here(`./eval/${name}-questions.json`), content: existsSync(site) ? site : here('../content') };
}

/** The rows of one set, in its questions' order. */
function setRows(name: string): string[] {
  const { questions, content } = setFiles(name);
  const site = loadSite(content);
  warmLexicons(site.search);
  const rows: string[] = [];
  for (const q of JSON.parse(readFileSync(questions, 'utf8')) as EvalQuestion[]) {
    const r = searchSite(site, { query: q.query, lang: q.lang, limit: 10, prev: q.prev });
    rows.push(questionRow(name, q, r.ok ? r.value.results.map((x) => pageOf(x.url)) : []));
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const name of process.argv.slice(2)) process.stdout.write(setRows(name).join('\n') + '\n');
}
