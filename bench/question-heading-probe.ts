/**
 * SKIP=<validation block> node --import tsx bench/question-heading-probe.ts ROWS.tsv > probe.tsv
 *
 * The eighty-second round's look at the FAQ items that answer a topic question listed below another page (development sets
 * only: the held-out sets never, `SKIP` leaves out the validation block; ROWS are bench/per-question.ts rows, read for which
 * questions to probe: topic, rr < 1). One row per answering section (`sections` of the set) in the question's language that
 * is headed by a question (question-headings.ts): the question, the heading, question-match.ts's match (0 below its shares)
 * and the heading's content words, those the question holds in capitals. Read with the rows for the docs' causes.
 */
import { join } from 'node:path';
import { lossSets, topicLosses } from './probe-questions.ts';
import type { Page, Section } from '../server/site/site-types.ts';

const repo = join(import.meta.dirname, '..');
const { loadSite } = await import(join(repo, 'server/site/load-site.ts'));
const { headingWords, questionStems, questionMatch } = await import(join(repo, 'server/search/question-match.ts'));
const { headedByQuestion } = await import(join(repo, 'server/search/question-headings.ts'));
const { tokenize, analyzerFor } = await import(join(repo, 'server/search/analyzer.ts'));

const skip = (process.env.SKIP ?? '').split(',').filter(Boolean);
for (const { set, questions } of lossSets(repo, topicLosses(process.argv[2]), skip)) {
  const site = loadSite(set.dir);
  const sections = new Map<string, Section>();
  for (const page of site.pages as Page[]) for (const section of page.sections) sections.set(section.path, section);
  for (const q of questions) {
    const lang = q.lang ?? 'en';
    const analyzer = analyzerFor(lang);
    const asked: ReadonlySet<string> = questionStems(tokenize(q.query, { joined: false }), analyzer);
    for (const path of q.sections ?? []) {
      const section = sections.get(path);
      if (!section || !path.startsWith(`/${lang}/`) || !headedByQuestion(section)) continue;
      const heading = headingWords(section.name, analyzer);
      const content = heading.stems.filter((_: string, i: number) => !heading.frame[i]);
      const shown = content.map((stem: string) => (asked.has(stem) ? stem.toUpperCase() : stem)).join(',');
      console.log([set.name, q.id, q.query, section.name, questionMatch(heading, asked).toFixed(2), shown].join('\t'));
    }
  }
}
