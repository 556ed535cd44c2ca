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
      { name: 'second site (152; a development set since its first run)', content: here('./eval/second-site'), files: [here('./eval/second-site-questions.json')] },
      { name: 'third site (134; a development set since its first run)', content: here('./eval/third-site'), files: [here('./eval/third-site-questions.json')] },
      { name: 'fourth site (135; a development set since its first run)', content: here('./eval/fourth-site'), files: [here('./eval/fourth-site-questions.json')] },
      { name: 'fifth site (130; a development set since its first run)', content: here('./eval/fifth-site'), files: [here('./eval/fifth-site-questions.json')] },
      { name: 'sixth site (124; a development set since its first run)', content: here('./eval/sixth-site'), files: [here('./eval/sixth-site-questions.json')] },
      { name: 'seventh site (124; a development set since its first run)', content: here('./eval/seventh-site'), files: [here('./eval/seventh-site-questions.json')] },
      { name: 'eighth site (124; a development set since its first run)', content: here('./eval/eighth-site'), files: [here('./eval/eighth-site-questions.json')] },
      { name: 'ninth site (124; a development set since its first run)', content: here('./eval/ninth-site'), files: [here('./eval/ninth-site-questions.json')] },
      { name: 'tenth site (124; a development set since its first run)', content: here('./eval/tenth-site'), files: [here('./eval/tenth-site-questions.json')] },
      { name: 'eleventh site (124; a development set since its first run)', content: here('./eval/eleventh-site'), files: [here('./eval/eleventh-site-questions.json')] },
      { name: 'twelfth site (124; a development set since its first run)', content: here('./eval/twelfth-site'), files: [here('./eval/twelfth-site-questions.json')] },
      { name: 'thirteenth site (124; a development set since its first run)', content: here('./eval/thirteenth-site'), files: [here('./eval/thirteenth-site-questions.json')] },
      { name: 'fourteenth site (124; a development set since its first run)', content: here('./eval/fourteenth-site'), files: [here('./eval/fourteenth-site-questions.json')] },
      { name: 'fifteenth site (124; a development set since its first run)', content: here('./eval/fifteenth-site'), files: [here('./eval/fifteenth-site-questions.json')] },
      { name: 'sixteenth site (124; a development set since its first run)', content: here('./eval/sixteenth-site'), files: [here('./eval/sixteenth-site-questions.json')] },
      { name: 'seventeenth site (124; a development set since its first run)', content: here('./eval/seventeenth-site'), files: [here('./eval/seventeenth-site-questions.json')] },
      { name: 'eighteenth site (124; a development set since its first run)', content: here('./eval/eighteenth-site'), files: [here('./eval/eighteenth-site-questions.json')] },
      { name: 'nineteenth site (124; a development set since its first run)', content: here('./eval/nineteenth-site'), files: [here('./eval/nineteenth-site-questions.json')] },
      { name: 'twentieth site (124; a development set since its first run)', content: here('./eval/twentieth-site'), files: [here('./eval/twentieth-site-questions.json')] },
      { name: 'twenty-first site (124; a development set since its first run)', content: here('./eval/twenty-first-site'), files: [here('./eval/twenty-first-site-questions.json')] },
      { name: 'twenty-second site (124; a development set since its first run)', content: here('./eval/twenty-second-site'), files: [here('./eval/twenty-second-site-questions.json')] },
      { name: 'twenty-third site (124; a development set since its first run)', content: here('./eval/twenty-third-site'), files: [here('./eval/twenty-third-site-questions.json')] },
      { name: 'twenty-fourth site (124; a development set since its first run)', content: here('./eval/twenty-fourth-site'), files: [here('./eval/twenty-fourth-site-questions.json')] },
      { name: 'twenty-fifth site (124; a development set since its first run)', content: here('./eval/twenty-fifth-site'), files: [here('./eval/twenty-fifth-site-questions.json')] },
      { name: 'twenty-sixth site (124; a development set since its first run)', content: here('./eval/twenty-sixth-site'), files: [here('./eval/twenty-sixth-site-questions.json')] },
      { name: 'twenty-seventh site (124; a development set since its first run)', content: here('./eval/twenty-seventh-site'), files: [here('./eval/twenty-seventh-site-questions.json')] },
      { name: 'twenty-eighth site (124; a development set since its first run)', content: here('./eval/twenty-eighth-site'), files: [here('./eval/twenty-eighth-site-questions.json')] },
      { name: 'twenty-ninth site (124; a development set since its first run)', content: here('./eval/twenty-ninth-site'), files: [here('./eval/twenty-ninth-site-questions.json')] },
      { name: 'thirtieth site (124; a development set since its second run)', content: here('./eval/thirtieth-site'), files: [here('./eval/thirtieth-site-questions.json')] },
      { name: 'thirty-first site (124; a development set since its second run)', content: here('./eval/thirty-first-site'), files: [here('./eval/thirty-first-site-questions.json')] },
      { name: 'thirty-second site (124; a development set since its second run)', content: here('./eval/thirty-second-site'), files: [here('./eval/thirty-second-site-questions.json')] },
      { name: 'thirty-third site (124; a development set since its second run)', content: here('./eval/thirty-third-site'), files: [here('./eval/thirty-third-site-questions.json')] },
      { name: 'thirty-fourth site (124; a development set since its second run)', content: here('./eval/thirty-fourth-site'), files: [here('./eval/thirty-fourth-site-questions.json')] },
      { name: 'thirty-fifth site (124; a development set since its second run)', content: here('./eval/thirty-fifth-site'), files: [here('./eval/thirty-fifth-site-questions.json')] },
      { name: 'thirty-sixth site (124; a development set since its second run)', content: here('./eval/thirty-sixth-site'), files: [here('./eval/thirty-sixth-site-questions.json')] },
      { name: 'thirty-seventh site (124; a development set since its second run)', content: here('./eval/thirty-seventh-site'), files: [here('./eval/thirty-seventh-site-questions.json')] },
      { name: 'thirty-eighth site (100; a development set since its second run)', content: here('./eval/thirty-eighth-site'), files: [here('./eval/thirty-eighth-site-questions.json')] },
      { name: 'thirty-ninth site (100; a development set since its second run)', content: here('./eval/thirty-ninth-site'), files: [here('./eval/thirty-ninth-site-questions.json')] },
      { name: 'fortieth site (100; a development set since its second run)', content: here('./eval/fortieth-site'), files: [here('./eval/fortieth-site-questions.json')] },
      { name: 'forty-first site (100; a development set since its second run)', content: here('./eval/forty-first-site'), files: [here('./eval/forty-first-site-questions.json')] },
      { name: 'forty-second site (100; a development set since its second run)', content: here('./eval/forty-second-site'), files: [here('./eval/forty-second-site-questions.json')] },
      { name: 'forty-third site (100; a development set since its second run)', content: here('./eval/forty-third-site'), files: [here('./eval/forty-third-site-questions.json')] },
      { name: 'forty-fourth site (100; a development set since its second run)', content: here('./eval/forty-fourth-site'), files: [here('./eval/forty-fourth-site-questions.json')] },
      { name: 'forty-fifth site (100; a development set since its second run)', content: here('./eval/forty-fifth-site'), files: [here('./eval/forty-fifth-site-questions.json')] },
      { name: 'forty-sixth site (100; a development set since its second run)', content: here('./eval/forty-sixth-site'), files: [here('./eval/forty-sixth-site-questions.json')] },
      { name: 'forty-seventh site (100; a development set since its second run)', content: here('./eval/forty-seventh-site'), files: [here('./eval/forty-seventh-site-questions.json')] },
      { name: 'forty-eighth site (100; a development set since its second run)', content: here('./eval/forty-eighth-site'), files: [here('./eval/forty-eighth-site-questions.json')] },
      { name: 'forty-ninth site (100; a development set since its first run)', content: here('./eval/forty-ninth-site'), files: [here('./eval/forty-ninth-site-questions.json')] },
      { name: 'fiftieth site (100; a development set since its first run)', content: here('./eval/fiftieth-site'), files: [here('./eval/fiftieth-site-questions.json')] },
      { name: 'fifty-first site (100; a development set since its second run)', content: here('./eval/fifty-first-site'), files: [here('./eval/fifty-first-site-questions.json')] },
      { name: 'fifty-second site (100; a development set since its second run)', content: here('./eval/fifty-second-site'), files: [here('./eval/fifty-second-site-questions.json')] },
      { name: 'fifty-third site (100; a development set since its first run)', content: here('./eval/fifty-third-site'), files: [here('./eval/fifty-third-site-questions.json')] },
      { name: 'fifty-fourth site (100; a development set since its first run)', content: here('./eval/fifty-fourth-site'), files: [here('./eval/fifty-fourth-site-questions.json')] },
      { name: 'fifty-fifth site (100; a development set since its second run)', content: here('./eval/fifty-fifth-site'), files: [here('./eval/fifty-fifth-site-questions.json')] },
      { name: 'fifty-sixth site (100; a development set since its second run)', content: here('./eval/fifty-sixth-site'), files: [here('./eval/fifty-sixth-site-questions.json')] },
      { name: 'fifty-seventh site (100; a development set since its first run)', content: here('./eval/fifty-seventh-site'), files: [here('./eval/fifty-seventh-site-questions.json')] },
      { name: 'fifty-eighth site (100; a development set since its first run)', content: here('./eval/fifty-eighth-site'), files: [here('./eval/fifty-eighth-site-questions.json')] },
      { name: 'fifty-ninth site (100; a development set since its second run)', content: here('./eval/fifty-ninth-site'), files: [here('./eval/fifty-ninth-site-questions.json')] },
      { name: 'sixtieth site (100; a development set since its second run)', content: here('./eval/sixtieth-site'), files: [here('./eval/sixtieth-site-questions.json')] },
      { name: 'sixty-first site (100; a development set since its second run)', content: here('./eval/sixty-first-site'), files: [here('./eval/sixty-first-site-questions.json')] },
      { name: 'sixty-second site (100; a development set since its second run)', content: here('./eval/sixty-second-site'), files: [here('./eval/sixty-second-site-questions.json')] },
      { name: 'sixty-third site (100; a development set since its first run)', content: here('./eval/sixty-third-site'), files: [here('./eval/sixty-third-site-questions.json')] },
      { name: 'sixty-fourth site (100; a development set since its first run)', content: here('./eval/sixty-fourth-site'), files: [here('./eval/sixty-fourth-site-questions.json')] },
      { name: 'sixty-fifth site (100; a development set since its second run)', content: here('./eval/sixty-fifth-site'), files: [here('./eval/sixty-fifth-site-questions.json')] },
      { name: 'sixty-sixth site (100; a development set since its second run)', content: here('./eval/sixty-sixth-site'), files: [here('./eval/sixty-sixth-site-questions.json')] },
      { name: 'sixty-seventh site (100; a development set since its second run)', content: here('./eval/sixty-seventh-site'), files: [here('./eval/sixty-seventh-site-questions.json')] },
      { name: 'sixty-eighth site (100; a development set since its second run)', content: here('./eval/sixty-eighth-site'), files: [here('./eval/sixty-eighth-site-questions.json')] },
      { name: 'sixty-ninth site (100; a development set since its first run)', content: here('./eval/sixty-ninth-site'), files: [here('./eval/sixty-ninth-site-questions.json')] },
      { name: 'seventieth site (100; a development set since its first run)', content: here('./eval/seventieth-site'), files: [here('./eval/seventieth-site-questions.json')] },
      { name: 'seventy-first site (100; a development set since its second run)', content: here('./eval/seventy-first-site'), files: [here('./eval/seventy-first-site-questions.json')] },
      { name: 'seventy-second site (100; a development set since its second run)', content: here('./eval/seventy-second-site'), files: [here('./eval/seventy-second-site-questions.json')] },
      { name: 'seventy-third site (100; a development set since its second run)', content: here('./eval/seventy-third-site'), files: [here('./eval/seventy-third-site-questions.json')] },
      { name: 'seventy-fourth site (100; a development set since its second run)', content: here('./eval/seventy-fourth-site'), files: [here('./eval/seventy-fourth-site-questions.json')] },
      { name: 'seventy-fifth site (100; a development set since its first run)', content: here('./eval/seventy-fifth-site'), files: [here('./eval/seventy-fifth-site-questions.json')] },
      { name: 'seventy-sixth site (100; a development set since its first run)', content: here('./eval/seventy-sixth-site'), files: [here('./eval/seventy-sixth-site-questions.json')] },
      { name: 'seventy-seventh site (100; a development set since its second run)', content: here('./eval/seventy-seventh-site'), files: [here('./eval/seventy-seventh-site-questions.json')] },
      { name: 'seventy-eighth site (100; a development set since its second run)', content: here('./eval/seventy-eighth-site'), files: [here('./eval/seventy-eighth-site-questions.json')] },
      { name: 'seventy-ninth site (100; a development set since its second run)', content: here('./eval/seventy-ninth-site'), files: [here('./eval/seventy-ninth-site-questions.json')] },
      { name: 'eightieth site (100; a development set since its second run)', content: here('./eval/eightieth-site'), files: [here('./eval/eightieth-site-questions.json')] },
      { name: 'eighty-first site (100; a development set since its second run)', content: here('./eval/eighty-first-site'), files: [here('./eval/eighty-first-site-questions.json')] },
      { name: 'eighty-second site (100; a development set since its second run)', content: here('./eval/eighty-second-site'), files: [here('./eval/eighty-second-site-questions.json')] },
      { name: 'eighty-third site (100; a development set since its second run)', content: here('./eval/eighty-third-site'), files: [here('./eval/eighty-third-site-questions.json')] },
      { name: 'eighty-fourth site (100; a development set since its first run)', content: here('./eval/eighty-fourth-site'), files: [here('./eval/eighty-fourth-site-questions.json')] },
      { name: 'eighty-fifth site (100; a development set since its first run)', content: here('./eval/eighty-fifth-site'), files: [here('./eval/eighty-fifth-site-questions.json')] },
      { name: 'eighty-sixth site (100; a development set since its second run)', content: here('./eval/eighty-sixth-site'), files: [here('./eval/eighty-sixth-site-questions.json')] },
      { name: 'eighty-seventh site (100; a development set since its second run)', content: here('./eval/eighty-seventh-site'), files: [here('./eval/eighty-seventh-site-questions.json')] },
      { name: 'eighty-eighth site (100; a development set since its second run)', content: here('./eval/eighty-eighth-site'), files: [here('./eval/eighty-eighth-site-questions.json')] },
      { name: 'eighty-ninth site (100; a development set since its second run)', content: here('./eval/eighty-ninth-site'), files: [here('./eval/eighty-ninth-site-questions.json')] },
      { name: 'ninetieth site (100; a development set since its second run)', content: here('./eval/ninetieth-site'), files: [here('./eval/ninetieth-site-questions.json')] },
      { name: 'ninety-first site (100; a development set since its second run)', content: here('./eval/ninety-first-site'), files: [here('./eval/ninety-first-site-questions.json')] },
      { name: 'ninety-second site (100; a development set since its second run)', content: here('./eval/ninety-second-site'), files: [here('./eval/ninety-second-site-questions.json')] },
      { name: 'ninety-third site (100; a development set since its second run)', content: here('./eval/ninety-third-site'), files: [here('./eval/ninety-third-site-questions.json')] },
      { name: 'ninety-fourth site (100; a development set since its second run)', content: here('./eval/ninety-fourth-site'), files: [here('./eval/ninety-fourth-site-questions.json')] },
      { name: 'ninety-fifth site (100; a development set since its second run)', content: here('./eval/ninety-fifth-site'), files: [here('./eval/ninety-fifth-site-questions.json')] },
      { name: 'ninety-sixth site (100; a development set since its first run)', content: here('./eval/ninety-sixth-site'), files: [here('./eval/ninety-sixth-site-questions.json')] },
      { name: 'ninety-seventh site (100; a development set since its first run)', content: here('./eval/ninety-seventh-site'), files: [here('./eval/ninety-seventh-site-questions.json')] },
      { name: 'ninety-eighth site (100; a development set since its second run)', content: here('./eval/ninety-eighth-site'), files: [here('./eval/ninety-eighth-site-questions.json')] },
      { name: 'ninety-ninth site (100; a development set since its second run)', content: here('./eval/ninety-ninth-site'), files: [here('./eval/ninety-ninth-site-questions.json')] },
      { name: 'hundredth site (100; a development set since its second run)', content: here('./eval/hundredth-site'), files: [here('./eval/hundredth-site-questions.json')] },
      { name: 'hundred-and-first site (100; a development set since its second run)', content: here('./eval/hundred-and-first-site'), files: [here('./eval/hundred-and-first-site-questions.json')] },
      {
        name: 'hundred-and-second site (100; a development set since its second run)',
        content: here('./eval/hundred-and-second-site'),
        files: [here('./eval/hundred-and-second-site-questions.json')],
      },
      { name: 'hundred-and-third site (100; a development set since its second run)', content: here('./eval/hundred-and-third-site'), files: [here('./eval/hundred-and-third-site-questions.json')] },
      {
        name: 'hundred-and-fourth site (100; a development set since its second run)',
        content: here('./eval/hundred-and-fourth-site'),
        files: [here('./eval/hundred-and-fourth-site-questions.json')],
      },
      { name: 'hundred-and-fifth site (100; a development set since its second run)', content: here('./eval/hundred-and-fifth-site'), files: [here('./eval/hundred-and-fifth-site-questions.json')] },
      { name: 'hundred-and-sixth site (100; a development set since its first run)', content: here('./eval/hundred-and-sixth-site'), files: [here('./eval/hundred-and-sixth-site-questions.json')] },
      {
        name: 'hundred-and-seventh site (100; a development set since its first run)',
        content: here('./eval/hundred-and-seventh-site'),
        files: [here('./eval/hundred-and-seventh-site-questions.json')],
      },
      {
        name: 'hundred-and-eighth site (100; a development set since its second run)',
        content: here('./eval/hundred-and-eighth-site'),
        files: [here('./eval/hundred-and-eighth-site-questions.json')],
      },
      { name: 'hundred-and-ninth site (100; a development set since its second run)', content: here('./eval/hundred-and-ninth-site'), files: [here('./eval/hundred-and-ninth-site-questions.json')] },
      { name: 'hundred-and-tenth site (100; a development set since its second run)', content: here('./eval/hundred-and-tenth-site'), files: [here('./eval/hundred-and-tenth-site-questions.json')] },
      {
        name: 'hundred-and-eleventh site (100; a development set since its second run)',
        content: here('./eval/hundred-and-eleventh-site'),
        files: [here('./eval/hundred-and-eleventh-site-questions.json')],
      },
      {
        name: 'hundred-and-twelfth site (100; a development set since its second run)',
        content: here('./eval/hundred-and-twelfth-site'),
        files: [here('./eval/hundred-and-twelfth-site-questions.json')],
      },
      {
        name: 'hundred-and-thirteenth site (100; a development set since its second run)',
        content: here('./eval/hundred-and-thirteenth-site'),
        files: [here('./eval/hundred-and-thirteenth-site-questions.json')],
      },
      {
        name: 'hundred-and-fourteenth site (100; a development set since its first run)',
        content: here('./eval/hundred-and-fourteenth-site'),
        files: [here('./eval/hundred-and-fourteenth-site-questions.json')],
      },
      {
        name: 'hundred-and-fifteenth site (100; a development set since its first run)',
        content: here('./eval/hundred-and-fifteenth-site'),
        files: [here('./eval/hundred-and-fifteenth-site-questions.json')],
      },
      {
        name: 'hundred-and-sixteenth site (100; a development set since its second run)',
        content: here('./eval/hundred-and-sixteenth-site'),
        files: [here('./eval/hundred-and-sixteenth-site-questions.json')],
      },
      {
        name: 'hundred-and-seventeenth site (100; a development set since its second run)',
        content: here('./eval/hundred-and-seventeenth-site'),
        files: [here('./eval/hundred-and-seventeenth-site-questions.json')],
      },
      {
        name: 'hundred-and-eighteenth site (100; a development set since its second run)',
        content: here('./eval/hundred-and-eighteenth-site'),
        files: [here('./eval/hundred-and-eighteenth-site-questions.json')],
      },
      {
        name: 'hundred-and-nineteenth site (100; a development set since its second run)',
        content: here('./eval/hundred-and-nineteenth-site'),
        files: [here('./eval/hundred-and-nineteenth-site-questions.json')],
      },
      {
        name: 'hundred-and-twentieth site (100; a development set since its second run)',
        content: here('./eval/hundred-and-twentieth-site'),
        files: [here('./eval/hundred-and-twentieth-site-questions.json')],
      },
      {
        name: 'hundred-and-twenty-first site (100; a development set since its second run)',
        content: here('./eval/hundred-and-twenty-first-site'),
        files: [here('./eval/hundred-and-twenty-first-site-questions.json')],
      },
      {
        name: 'hundred-and-twenty-second site (100; a development set since its second run)',
        content: here('./eval/hundred-and-twenty-second-site'),
        files: [here('./eval/hundred-and-twenty-second-site-questions.json')],
      },
      {
        name: 'hundred-and-twenty-third site (100; a development set since its second run)',
        content: here('./eval/hundred-and-twenty-third-site'),
        files: [here('./eval/hundred-and-twenty-third-site-questions.json')],
      },
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
