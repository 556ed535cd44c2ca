/**
 * SKIP=<validation block> node --import tsx bench/duration-probe.ts > probe.tsv
 *
 * The seventy-ninth round's look at the questions that ask how long (development sets only: the
 * held-out sets never, `SKIP` leaves out the validation block): one row per such question (its own
 * words, or the previous question's before it, match the pattern below) with the answering
 * sections (`sections` of the set), where each stands among the hits and whether it states a
 * stretch of time (D: a unit of time next to a number, duration-asked.ts), and the first six hits
 * with the same mark and their scores. Read with the per-question rows (bench/per-question.ts) for
 * the losses by cause (docs/relevance.md, seventy-ninth round).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProbeQuestion as Question } from './probe-questions.ts';
import type { Page, Section } from '../server/site/site-types.ts';
import type { SearchIndex } from '../server/search/search-index.ts';

const repo = join(import.meta.dirname, '..');
const { loadSite } = await import(join(repo, 'server/site/load-site.ts'));
const { warmLexicons } = await import(join(repo, 'server/search/translation-lexicon.ts'));
const { searchIndex } = await import(join(repo, 'server/search/search-query.ts'));
const { readableSets } = await import(join(repo, 'bench/held-out.ts'));
const { statesDuration } = await import(join(repo, 'server/search/duration-asked.ts'));

/** What the round counted as asking how long (wider than asksDuration: "dauert", "how many weeks", "Wartezeit" …). */
const DURATION =
  /\bhow long\b|\bwie lange?\b|\bdauer|\bduration|\bhow many (weeks|hours|days|minutes|months|years|sessions|lessons)\b|\bwie viele? (stunden|tage|wochen|minuten|monate|jahre|termine|sitzungen)\b|\blasts?\s*\?|\btakes?\b.*\blong\b|\bwie schnell\b|\bhow quickly\b|\bhow soon\b|\bturnaround\b|\blieferzeit|\bwartezeit/i;

interface Hit {
  page: Page;
  section: Section;
  score: number;
  viaTranslation: boolean;
}

function mark(index: SearchIndex, page: Page, section: Section): string {
  const li = index.byLang.get(page.lang);
  const doc = li?.docOf.get(section);
  return doc === undefined ? '-' : statesDuration(li, doc) ? 'D' : '.';
}

const skip = (process.env.SKIP ?? '').split(',').filter(Boolean);
for (const set of readableSets(join(repo, 'bench/eval'), { content: join(repo, 'content'), skip })) {
  const questions = (JSON.parse(readFileSync(set.file, 'utf8')) as Question[]).filter((q) => DURATION.test(q.query));
  if (questions.length === 0) continue;
  const site = loadSite(set.dir);
  warmLexicons(site.search);
  const index: SearchIndex = site.search;
  const sections = new Map<string, { page: Page; section: Section }>();
  for (const page of site.pages as Page[]) for (const section of page.sections) sections.set(section.path, { page, section });
  for (const q of questions) {
    const hits: Hit[] = searchIndex(index, { query: q.query, lang: q.lang, limit: 10, prev: q.prev, subject: site.person?.name }).hits;
    const top = hits.slice(0, 6).map((h) => `${h.section.path}${h.viaTranslation ? '~' : ''}[${mark(index, h.page, h.section)} ${h.score.toFixed(2)}]`);
    const answers = (q.sections ?? []).map((path) => {
      const rank = hits.findIndex((h) => h.section.path === path);
      const found = sections.get(path);
      return `${path}@${rank < 0 ? '-' : rank + 1}[${found ? mark(index, found.page, found.section) : '?'}]`;
    });
    const grades = Object.entries(q.relevant)
      .map(([page, grade]) => `${page}=${grade}`)
      .join(' ');
    const asked = (q.prev?.length ? `[${q.prev[q.prev.length - 1]}] ` : '') + q.query;
    console.log([set.name, q.id, q.kind ?? '', q.lang ?? '', asked, answers.join(' '), top.join(' '), grades].join('\t'));
  }
}
