/**
 * node --import tsx bench/eval/validate-questions.ts [questions.json] [--content=DIR]
 *
 * Checks a graded question set against the site it is written for, WITHOUT running search:
 * the site is loaded with loadSite (which reads and parses the pages), and every address a
 * question grades or names as its answering section must exist — pages by their address,
 * sections by the anchor the loader gave them (`/en/prices/#tableware`, or the page address
 * alone for its introduction). It also checks the shape of each question (unique id, a site
 * language, a query, grades 1 or 2 with at least one 2, `prev` a list of strings).
 * Prints counts by kind and language; exits 1 on any problem.
 *
 * Defaults: bench/eval/second-site-questions.json over bench/eval/second-site.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../server/site/load-site.ts';
import type { Site } from '../../server/site/site-types.ts';

export interface HoldoutQuestion {
  id: string;
  lang: string;
  /** What kind of question it is: topic, number, date, people, place, photo, typo, one-word, chatty, cross-language, follow-up, visitor-words. */
  kind?: string;
  query: string;
  /** Previous questions of the conversation, oldest first (follow-ups). */
  prev?: string[];
  /** Page address -> 2 (answers it) or 1 (partly), as in the public set. */
  relevant: Record<string, number>;
  /** Section addresses holding the answer (`/en/page/#anchor`, or the page address for its introduction). */
  sections?: string[];
}

export const KINDS = ['topic', 'number', 'date', 'people', 'place', 'photo', 'typo', 'one-word', 'chatty', 'cross-language', 'follow-up', 'visitor-words'];

/** Every problem found, as readable lines; empty when the set is sound. */
export function validateQuestions(site: Site, questions: unknown): string[] {
  const problems: string[] = [];
  if (!Array.isArray(questions)) return ['the file must hold a JSON array of questions'];
  const sectionPaths = new Set<string>();
  for (const page of site.pages) for (const section of page.sections) sectionPaths.add(section.path);
  const pageExists = (path: string) => site.byPath.has(path);
  const addressExists = (address: string) => {
    const hash = address.indexOf('#');
    if (hash < 0) return pageExists(address);
    return pageExists(address.slice(0, hash)) && sectionPaths.has(address);
  };
  const ids = new Set<string>();
  questions.forEach((raw, i) => {
    const q = raw as HoldoutQuestion;
    const at = `question ${i + 1} (${q?.id ?? 'no id'})`;
    if (!q || typeof q !== 'object') return void problems.push(`${at}: not an object`);
    if (typeof q.id !== 'string' || !q.id) problems.push(`${at}: id must be a non-empty string`);
    else if (ids.has(q.id)) problems.push(`${at}: duplicate id`);
    else ids.add(q.id);
    if (!site.languages.includes(q.lang)) problems.push(`${at}: lang "${q.lang}" is not a language of the site (${site.languages.join(', ')})`);
    if (typeof q.query !== 'string' || !q.query.trim()) problems.push(`${at}: query must be a non-empty string`);
    if (q.kind !== undefined && !KINDS.includes(q.kind)) problems.push(`${at}: kind "${q.kind}" is not one of ${KINDS.join(', ')}`);
    if (q.prev !== undefined && (!Array.isArray(q.prev) || q.prev.some((p) => typeof p !== 'string' || !p.trim()))) {
      problems.push(`${at}: prev must be a list of non-empty strings`);
    }
    if (q.kind === 'follow-up' && !q.prev?.length) problems.push(`${at}: a follow-up needs prev`);
    const relevant = q.relevant && typeof q.relevant === 'object' ? Object.entries(q.relevant) : [];
    if (!relevant.length) problems.push(`${at}: relevant must grade at least one address`);
    if (!relevant.some(([, grade]) => grade === 2)) problems.push(`${at}: no address is graded 2 (answers it)`);
    for (const [address, grade] of relevant) {
      if (grade !== 1 && grade !== 2) problems.push(`${at}: grade of ${address} must be 1 or 2, not ${grade}`);
      if (!addressExists(address)) problems.push(`${at}: graded address ${address} does not exist on the site`);
    }
    for (const address of q.sections ?? []) {
      if (!addressExists(address)) problems.push(`${at}: section ${address} does not exist on the site`);
      const page = address.split('#')[0];
      if (!q.relevant?.[page]) problems.push(`${at}: section ${address} is on a page the question does not grade`);
    }
  });
  return problems;
}

function main(): number {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--')) ?? fileURLToPath(new URL('./second-site-questions.json', import.meta.url));
  const content = args.find((a) => a.startsWith('--content='))?.slice('--content='.length) ?? fileURLToPath(new URL('./second-site', import.meta.url));
  const site = loadSite(content);
  const questions = JSON.parse(readFileSync(file, 'utf8')) as HoldoutQuestion[];
  const problems = validateQuestions(site, questions);
  for (const p of problems) console.error(p);

  const count = (key: (q: HoldoutQuestion) => string) => {
    const counts = new Map<string, number>();
    for (const q of questions) counts.set(key(q), (counts.get(key(q)) ?? 0) + 1);
    return [...counts].map(([k, n]) => `${k} ${n}`).join(', ');
  };
  const sections = site.pages.reduce((n, p) => n + p.sections.length, 0);
  const perLang = site.languages.map((l) => `${l} ${site.pages.filter((p) => p.lang === l).length}`).join(', ');
  console.log(`${site.pages.length} pages (${perLang}), ${sections} sections`);
  console.log(`${questions.length} questions: ${count((q) => q.lang)}`);
  console.log(`by kind: ${count((q) => q.kind ?? '(none)')}`);
  console.log(problems.length ? `${problems.length} problem(s)` : 'every graded address and section exists');
  return problems.length ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main();
