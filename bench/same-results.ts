/**
 * npm run bench:same -- --root DIR --out FILE [--per-site 2000]
 * npm run bench:same -- --compare A B
 *
 * Whether two versions of the engine rank alike: writes, for the engine of the checkout at
 * --root (default: this one), every answer to a fixed list of questions (distinct questions
 * of the load benchmark's pool and every evaluation question, with and without its language,
 * follow-ups with their previous questions) over the sample site and each evaluation site, as
 * one JSON line per question: urls, scores and descriptions. --compare prints the questions
 * whose lines differ and exits 1 when any does. A speed change that must not change results
 * is checked by running this on both checkouts and comparing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: {
    root: { type: 'string', default: resolve(import.meta.dirname, '..') },
    out: { type: 'string' },
    'per-site': { type: 'string', default: '2000' },
    compare: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

interface EvalQuestion {
  query: string;
  lang?: string;
  prev?: string[];
}

/** The sites and their evaluation questions (the sample site has four sets). */
const SITES: [string, string[]][] = [
  [
    'content',
    [
      'bench/eval/questions.json',
      'bench/eval/holdout-questions.json',
      'bench/eval/sample-fresh-a-questions.json',
      'bench/eval/sample-fresh-b-questions.json',
      'bench/eval/sample-fresh-c-questions.json',
      'bench/eval/sample-fresh-d-questions.json',
      'bench/eval/sample-fresh-e-questions.json',
      'bench/eval/sample-fresh-f-questions.json',
    ],
  ],
  ['bench/eval/second-site', ['bench/eval/second-site-questions.json']],
  ['bench/eval/third-site', ['bench/eval/third-site-questions.json']],
  ['bench/eval/fourth-site', ['bench/eval/fourth-site-questions.json']],
  ['bench/eval/fifth-site', ['bench/eval/fifth-site-questions.json']],
  ['bench/eval/sixth-site', ['bench/eval/sixth-site-questions.json']],
  ['bench/eval/seventh-site', ['bench/eval/seventh-site-questions.json']],
  ['bench/eval/eighth-site', ['bench/eval/eighth-site-questions.json']],
  ['bench/eval/ninth-site', ['bench/eval/ninth-site-questions.json']],
  ['bench/eval/tenth-site', ['bench/eval/tenth-site-questions.json']],
  ['bench/eval/eleventh-site', ['bench/eval/eleventh-site-questions.json']],
  ['bench/eval/twelfth-site', ['bench/eval/twelfth-site-questions.json']],
  ['bench/eval/thirteenth-site', ['bench/eval/thirteenth-site-questions.json']],
  ['bench/eval/fourteenth-site', ['bench/eval/fourteenth-site-questions.json']],
  ['bench/eval/fifteenth-site', ['bench/eval/fifteenth-site-questions.json']],
  ['bench/eval/sixteenth-site', ['bench/eval/sixteenth-site-questions.json']],
  ['bench/eval/seventeenth-site', ['bench/eval/seventeenth-site-questions.json']],
  ['bench/eval/eighteenth-site', ['bench/eval/eighteenth-site-questions.json']],
  ['bench/eval/nineteenth-site', ['bench/eval/nineteenth-site-questions.json']],
  ['bench/eval/twentieth-site', ['bench/eval/twentieth-site-questions.json']],
  ['bench/eval/twenty-first-site', ['bench/eval/twenty-first-site-questions.json']],
  ['bench/eval/twenty-second-site', ['bench/eval/twenty-second-site-questions.json']],
  ['bench/eval/twenty-third-site', ['bench/eval/twenty-third-site-questions.json']],
  ['bench/eval/twenty-fourth-site', ['bench/eval/twenty-fourth-site-questions.json']],
  ['bench/eval/twenty-fifth-site', ['bench/eval/twenty-fifth-site-questions.json']],
  ['bench/eval/twenty-sixth-site', ['bench/eval/twenty-sixth-site-questions.json']],
  ['bench/eval/twenty-seventh-site', ['bench/eval/twenty-seventh-site-questions.json']],
  ['bench/eval/twenty-eighth-site', ['bench/eval/twenty-eighth-site-questions.json']],
  ['bench/eval/twenty-ninth-site', ['bench/eval/twenty-ninth-site-questions.json']],
  ['bench/eval/thirtieth-site', ['bench/eval/thirtieth-site-questions.json']],
  ['bench/eval/thirty-first-site', ['bench/eval/thirty-first-site-questions.json']],
  ['bench/eval/thirty-second-site', ['bench/eval/thirty-second-site-questions.json']],
  ['bench/eval/thirty-third-site', ['bench/eval/thirty-third-site-questions.json']],
  ['bench/eval/thirty-fourth-site', ['bench/eval/thirty-fourth-site-questions.json']],
  ['bench/eval/thirty-fifth-site', ['bench/eval/thirty-fifth-site-questions.json']],
  ['bench/eval/thirty-sixth-site', ['bench/eval/thirty-sixth-site-questions.json']],
  ['bench/eval/thirty-seventh-site', ['bench/eval/thirty-seventh-site-questions.json']],
  ['bench/eval/thirty-eighth-site', ['bench/eval/thirty-eighth-site-questions.json']],
  ['bench/eval/thirty-ninth-site', ['bench/eval/thirty-ninth-site-questions.json']],
  ['bench/eval/fortieth-site', ['bench/eval/fortieth-site-questions.json']],
  ['bench/eval/forty-first-site', ['bench/eval/forty-first-site-questions.json']],
  ['bench/eval/forty-second-site', ['bench/eval/forty-second-site-questions.json']],
  ['bench/eval/forty-third-site', ['bench/eval/forty-third-site-questions.json']],
  ['bench/eval/forty-fourth-site', ['bench/eval/forty-fourth-site-questions.json']],
  ['bench/eval/forty-fifth-site', ['bench/eval/forty-fifth-site-questions.json']],
  ['bench/eval/forty-sixth-site', ['bench/eval/forty-sixth-site-questions.json']],
  ['bench/eval/forty-seventh-site', ['bench/eval/forty-seventh-site-questions.json']],
  ['bench/eval/forty-eighth-site', ['bench/eval/forty-eighth-site-questions.json']],
  ['bench/eval/forty-ninth-site', ['bench/eval/forty-ninth-site-questions.json']],
  ['bench/eval/fiftieth-site', ['bench/eval/fiftieth-site-questions.json']],
  ['bench/eval/fifty-first-site', ['bench/eval/fifty-first-site-questions.json']],
  ['bench/eval/fifty-second-site', ['bench/eval/fifty-second-site-questions.json']],
  ['bench/eval/fifty-third-site', ['bench/eval/fifty-third-site-questions.json']],
  ['bench/eval/fifty-fourth-site', ['bench/eval/fifty-fourth-site-questions.json']],
  ['bench/eval/fifty-fifth-site', ['bench/eval/fifty-fifth-site-questions.json']],
  ['bench/eval/fifty-sixth-site', ['bench/eval/fifty-sixth-site-questions.json']],
  ['bench/eval/fifty-seventh-site', ['bench/eval/fifty-seventh-site-questions.json']],
  ['bench/eval/fifty-eighth-site', ['bench/eval/fifty-eighth-site-questions.json']],
  ['bench/eval/fifty-ninth-site', ['bench/eval/fifty-ninth-site-questions.json']],
  ['bench/eval/sixtieth-site', ['bench/eval/sixtieth-site-questions.json']],
  ['bench/eval/sixty-first-site', ['bench/eval/sixty-first-site-questions.json']],
  ['bench/eval/sixty-second-site', ['bench/eval/sixty-second-site-questions.json']],
  ['bench/eval/sixty-third-site', ['bench/eval/sixty-third-site-questions.json']],
  ['bench/eval/sixty-fourth-site', ['bench/eval/sixty-fourth-site-questions.json']],
  ['bench/eval/sixty-fifth-site', ['bench/eval/sixty-fifth-site-questions.json']],
  ['bench/eval/sixty-sixth-site', ['bench/eval/sixty-sixth-site-questions.json']],
  ['bench/eval/sixty-seventh-site', ['bench/eval/sixty-seventh-site-questions.json']],
  ['bench/eval/sixty-eighth-site', ['bench/eval/sixty-eighth-site-questions.json']],
  ['bench/eval/sixty-ninth-site', ['bench/eval/sixty-ninth-site-questions.json']],
  ['bench/eval/seventieth-site', ['bench/eval/seventieth-site-questions.json']],
  ['bench/eval/seventy-first-site', ['bench/eval/seventy-first-site-questions.json']],
  ['bench/eval/seventy-second-site', ['bench/eval/seventy-second-site-questions.json']],
  ['bench/eval/seventy-third-site', ['bench/eval/seventy-third-site-questions.json']],
  ['bench/eval/seventy-fourth-site', ['bench/eval/seventy-fourth-site-questions.json']],
  ['bench/eval/seventy-fifth-site', ['bench/eval/seventy-fifth-site-questions.json']],
  ['bench/eval/seventy-sixth-site', ['bench/eval/seventy-sixth-site-questions.json']],
  ['bench/eval/seventy-seventh-site', ['bench/eval/seventy-seventh-site-questions.json']],
  ['bench/eval/seventy-eighth-site', ['bench/eval/seventy-eighth-site-questions.json']],
  ['bench/eval/seventy-ninth-site', ['bench/eval/seventy-ninth-site-questions.json']],
  ['bench/eval/eightieth-site', ['bench/eval/eightieth-site-questions.json']],
  ['bench/eval/eighty-first-site', ['bench/eval/eighty-first-site-questions.json']],
  ['bench/eval/eighty-second-site', ['bench/eval/eighty-second-site-questions.json']],
  ['bench/eval/eighty-third-site', ['bench/eval/eighty-third-site-questions.json']],
  ['bench/eval/eighty-fourth-site', ['bench/eval/eighty-fourth-site-questions.json']],
  ['bench/eval/eighty-fifth-site', ['bench/eval/eighty-fifth-site-questions.json']],
  ['bench/eval/eighty-sixth-site', ['bench/eval/eighty-sixth-site-questions.json']],
  ['bench/eval/eighty-seventh-site', ['bench/eval/eighty-seventh-site-questions.json']],
  ['bench/eval/eighty-eighth-site', ['bench/eval/eighty-eighth-site-questions.json']],
  ['bench/eval/eighty-ninth-site', ['bench/eval/eighty-ninth-site-questions.json']],
  ['bench/eval/ninetieth-site', ['bench/eval/ninetieth-site-questions.json']],
  ['bench/eval/ninety-first-site', ['bench/eval/ninety-first-site-questions.json']],
  ['bench/eval/ninety-second-site', ['bench/eval/ninety-second-site-questions.json']],
  ['bench/eval/ninety-third-site', ['bench/eval/ninety-third-site-questions.json']],
  ['bench/eval/ninety-fourth-site', ['bench/eval/ninety-fourth-site-questions.json']],
  ['bench/eval/ninety-fifth-site', ['bench/eval/ninety-fifth-site-questions.json']],
  ['bench/eval/ninety-sixth-site', ['bench/eval/ninety-sixth-site-questions.json']],
  ['bench/eval/ninety-seventh-site', ['bench/eval/ninety-seventh-site-questions.json']],
  ['bench/eval/ninety-eighth-site', ['bench/eval/ninety-eighth-site-questions.json']],
  ['bench/eval/ninety-ninth-site', ['bench/eval/ninety-ninth-site-questions.json']],
  ['bench/eval/hundredth-site', ['bench/eval/hundredth-site-questions.json']],
  ['bench/eval/hundred-and-first-site', ['bench/eval/hundred-and-first-site-questions.json']],
  ['bench/eval/hundred-and-second-site', ['bench/eval/hundred-and-second-site-questions.json']],
  ['bench/eval/hundred-and-third-site', ['bench/eval/hundred-and-third-site-questions.json']],
  ['bench/eval/hundred-and-fourth-site', ['bench/eval/hundred-and-fourth-site-questions.json']],
  ['bench/eval/hundred-and-fifth-site', ['bench/eval/hundred-and-fifth-site-questions.json']],
  ['bench/eval/hundred-and-sixth-site', ['bench/eval/hundred-and-sixth-site-questions.json']],
  ['bench/eval/hundred-and-seventh-site', ['bench/eval/hundred-and-seventh-site-questions.json']],
  ['bench/eval/hundred-and-eighth-site', ['bench/eval/hundred-and-eighth-site-questions.json']],
  ['bench/eval/hundred-and-ninth-site', ['bench/eval/hundred-and-ninth-site-questions.json']],
  ['bench/eval/hundred-and-tenth-site', ['bench/eval/hundred-and-tenth-site-questions.json']],
  ['bench/eval/hundred-and-eleventh-site', ['bench/eval/hundred-and-eleventh-site-questions.json']],
  ['bench/eval/hundred-and-twelfth-site', ['bench/eval/hundred-and-twelfth-site-questions.json']],
  ['bench/eval/hundred-and-thirteenth-site', ['bench/eval/hundred-and-thirteenth-site-questions.json']],
  ['bench/eval/hundred-and-fourteenth-site', ['bench/eval/hundred-and-fourteenth-site-questions.json']],
  ['bench/eval/hundred-and-fifteenth-site', ['bench/eval/hundred-and-fifteenth-site-questions.json']],
  ['bench/eval/hundred-and-sixteenth-site', ['bench/eval/hundred-and-sixteenth-site-questions.json']],
  ['bench/eval/hundred-and-seventeenth-site', ['bench/eval/hundred-and-seventeenth-site-questions.json']],
  ['bench/eval/hundred-and-eighteenth-site', ['bench/eval/hundred-and-eighteenth-site-questions.json']],
  ['bench/eval/hundred-and-nineteenth-site', ['bench/eval/hundred-and-nineteenth-site-questions.json']],
  ['bench/eval/hundred-and-twentieth-site', ['bench/eval/hundred-and-twentieth-site-questions.json']],
  ['bench/eval/hundred-and-twenty-first-site', ['bench/eval/hundred-and-twenty-first-site-questions.json']],
  ['bench/eval/hundred-and-twenty-second-site', ['bench/eval/hundred-and-twenty-second-site-questions.json']],
  ['bench/eval/hundred-and-twenty-third-site', ['bench/eval/hundred-and-twenty-third-site-questions.json']],
  ['bench/eval/hundred-and-twenty-fourth-site', ['bench/eval/hundred-and-twenty-fourth-site-questions.json']],
  ['bench/eval/hundred-and-twenty-fifth-site', ['bench/eval/hundred-and-twenty-fifth-site-questions.json']],
  ['bench/eval/hundred-and-twenty-sixth-site', ['bench/eval/hundred-and-twenty-sixth-site-questions.json']],
  ['bench/eval/hundred-and-twenty-seventh-site', ['bench/eval/hundred-and-twenty-seventh-site-questions.json']],
  ['bench/eval/hundred-and-twenty-eighth-site', ['bench/eval/hundred-and-twenty-eighth-site-questions.json']],
  ['bench/eval/hundred-and-twenty-ninth-site', ['bench/eval/hundred-and-twenty-ninth-site-questions.json']],
  ['bench/eval/hundred-and-thirtieth-site', ['bench/eval/hundred-and-thirtieth-site-questions.json']],
  ['bench/eval/hundred-and-thirty-first-site', ['bench/eval/hundred-and-thirty-first-site-questions.json']],
  ['bench/eval/hundred-and-thirty-second-site', ['bench/eval/hundred-and-thirty-second-site-questions.json']],
  ['bench/eval/hundred-and-thirty-third-site', ['bench/eval/hundred-and-thirty-third-site-questions.json']],
  ['bench/eval/hundred-and-thirty-fourth-site', ['bench/eval/hundred-and-thirty-fourth-site-questions.json']],
  ['bench/eval/hundred-and-thirty-fifth-site', ['bench/eval/hundred-and-thirty-fifth-site-questions.json']],
  ['bench/eval/hundred-and-thirty-sixth-site', ['bench/eval/hundred-and-thirty-sixth-site-questions.json']],
  ['bench/eval/hundred-and-thirty-seventh-site', ['bench/eval/hundred-and-thirty-seventh-site-questions.json']],
  ['bench/eval/hundred-and-thirty-eighth-site', ['bench/eval/hundred-and-thirty-eighth-site-questions.json']],
  ['bench/eval/hundred-and-thirty-ninth-site', ['bench/eval/hundred-and-thirty-ninth-site-questions.json']],
  ['bench/eval/hundred-and-fortieth-site', ['bench/eval/hundred-and-fortieth-site-questions.json']],
  ['bench/eval/hundred-and-forty-first-site', ['bench/eval/hundred-and-forty-first-site-questions.json']],
  ['bench/eval/hundred-and-forty-second-site', ['bench/eval/hundred-and-forty-second-site-questions.json']],
  ['bench/eval/hundred-and-forty-third-site', ['bench/eval/hundred-and-forty-third-site-questions.json']],
  ['bench/eval/hundred-and-forty-fourth-site', ['bench/eval/hundred-and-forty-fourth-site-questions.json']],
  ['bench/eval/hundred-and-forty-fifth-site', ['bench/eval/hundred-and-forty-fifth-site-questions.json']],
  ['bench/eval/hundred-and-forty-sixth-site', ['bench/eval/hundred-and-forty-sixth-site-questions.json']],
  ['bench/eval/hundred-and-forty-seventh-site', ['bench/eval/hundred-and-forty-seventh-site-questions.json']],
  ['bench/eval/hundred-and-forty-eighth-site', ['bench/eval/hundred-and-forty-eighth-site-questions.json']],
  ['bench/eval/hundred-and-forty-ninth-site', ['bench/eval/hundred-and-forty-ninth-site-questions.json']],
  ['bench/eval/hundred-and-fiftieth-site', ['bench/eval/hundred-and-fiftieth-site-questions.json']],
  ['bench/eval/hundred-and-fifty-first-site', ['bench/eval/hundred-and-fifty-first-site-questions.json']],
  ['bench/eval/hundred-and-fifty-second-site', ['bench/eval/hundred-and-fifty-second-site-questions.json']],
  ['bench/eval/hundred-and-fifty-third-site', ['bench/eval/hundred-and-fifty-third-site-questions.json']],
  ['bench/eval/hundred-and-fifty-fourth-site', ['bench/eval/hundred-and-fifty-fourth-site-questions.json']],
  ['bench/eval/hundred-and-fifty-fifth-site', ['bench/eval/hundred-and-fifty-fifth-site-questions.json']],
  ['bench/eval/hundred-and-fifty-sixth-site', ['bench/eval/hundred-and-fifty-sixth-site-questions.json']],
  ['bench/eval/hundred-and-fifty-seventh-site', ['bench/eval/hundred-and-fifty-seventh-site-questions.json']],
  ['bench/eval/hundred-and-fifty-eighth-site', ['bench/eval/hundred-and-fifty-eighth-site-questions.json']],
  ['bench/eval/hundred-and-fifty-ninth-site', ['bench/eval/hundred-and-fifty-ninth-site-questions.json']],
];

function compare(a: string, b: string): number {
  const left = readFileSync(a, 'utf8').split('\n');
  const right = readFileSync(b, 'utf8').split('\n');
  let differ = 0;
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] === right[i]) continue;
    if (++differ <= 10) console.log(`- ${left[i]}\n+ ${right[i]}`);
  }
  console.log(`${left.length - 1} answers compared, ${differ} differ`);
  return differ ? 1 : 0;
}

async function write(root: string, out: string, perSite: number): Promise<void> {
  const load = async <T>(path: string): Promise<T> => (await import(pathToFileURL(resolve(root, path)).href)) as T;
  const { loadSite } = await load<typeof import('../server/site/load-site.ts')>('server/site/load-site.ts');
  const { searchSiteAnswer } = await load<typeof import('../tools/search-site.ts')>('tools/search-site.ts');
  const { warmLexicons } = await load<typeof import('../server/search/translation-lexicon.ts')>('server/search/translation-lexicon.ts');
  const { questionPool } = await load<typeof import('./question-pool.ts')>('bench/question-pool.ts');
  const lines: string[] = [];
  for (const [content, sets] of SITES) {
    const site = loadSite(resolve(root, content));
    // The site's translations built first: before, a word's analysis may lack them.
    warmLexicons(site.search);
    const pool = questionPool(site, 20_000).questions;
    const asked: EvalQuestion[] = [];
    for (let i = 0; i < perSite; i++) asked.push({ query: pool[Math.floor((i * pool.length) / perSite)] });
    // Follow-ups: a pool question after two others.
    for (let i = 0; i < perSite / 10; i++) asked.push({ query: pool[i], prev: [pool[pool.length - 1 - i], pool[i + perSite]] });
    for (const file of sets) {
      for (const q of JSON.parse(readFileSync(resolve(root, file), 'utf8')) as EvalQuestion[]) {
        asked.push({ query: q.query, lang: q.lang, prev: q.prev }, { query: q.query, prev: q.prev });
      }
    }
    for (const q of asked) {
      const answer = searchSiteAnswer(site, { query: q.query, lang: q.lang, prev: q.prev, limit: 10 });
      const results = answer.hits.map((h) => [h.section.url, h.hit.score, h.description]);
      lines.push(JSON.stringify({ site: content, q, lang: answer.lang, results }));
    }
  }
  writeFileSync(out, lines.join('\n') + '\n');
  console.log(`${lines.length} answers written to ${out}`);
}

if (values.compare) process.exitCode = compare(positionals[0] ?? '', positionals[1] ?? '');
else await write(values.root, values.out ?? '/tmp/same-results.jsonl', Number(values['per-site']));
