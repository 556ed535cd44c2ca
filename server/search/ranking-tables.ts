/**
 * What re-ranking's rules read of the whole index, made when the index is loaded (built or read
 * from its snapshot, index-cache.ts), or by the server's warm-up just after it listens (loadSite's
 * `deferRanking`, rankingSteps), so that no question scans the index's sections or pages:
 * the first "what's on?" question used to read every heading, the first question for a page
 * type every introduction, and each page's first hit its links and title. Each table reads
 * every section or page once and is sized by the site. What the rules read of each section's
 * text and Markdown (dates, amounts, time headings, lists of people, bold names: the first
 * "who …?" question used to read every section's Markdown, about 19 ms at 100k sections) is
 * found when the index is built and stored with it (section-facts.ts).
 */
import { rerankSteps } from './rerank.ts';
import { prepareSectionNumbers } from './section-numbers.ts';
import { timeHeaded } from './time-headings.ts';
import { biographies } from './biographies.ts';
import { hoursSections } from './opening-hours.ts';
import { pricePages } from './price-pages.ts';
import { introsByType } from './typed-intros.ts';
import { wayInsTold } from './way-in.ts';
import { peopleSections } from './other-people.ts';
import { datedLists } from './dated-lists.ts';
import type { SearchIndex } from './search-index.ts';

/** Makes the rules' tables of `index` (each once: a second call finds them made); returns the index. */
export function prepareRanking(index: SearchIndex): SearchIndex {
  for (const step of rankingSteps(index)) step();
  return index;
}

/** Indexes whose tables are all made: rankingSteps has nothing for them. */
const PREPARED = new WeakSet<SearchIndex>();

/**
 * prepareRanking's work in steps, for a server that makes the tables after it listens (the
 * answers' warm-up runs a step a slice; loadSite's `deferRanking`): re-ranking's page tables a few
 * hundred pages a step (rerank.ts rerankSteps), each other table a step. A question before a step
 * makes what it reads itself. The last step marks the index prepared; for a prepared index
 * (prepareRanking ran, or the steps did) there are none.
 */
export function rankingSteps(index: SearchIndex): (() => void)[] {
  if (PREPARED.has(index)) return [];
  const steps: (() => void)[] = [...rerankSteps(index), () => prepareSectionNumbers(index), () => introsByType(index), () => datedLists(index)];
  for (const lang of index.byLang.keys()) {
    steps.push(
      () => timeHeaded(index, lang),
      () => biographies(index, lang),
      () => hoursSections(index, lang),
      () => pricePages(index, lang),
      () => wayInsTold(index, lang),
      () => peopleSections(index, lang),
    );
  }
  steps.push(() => PREPARED.add(index));
  return steps;
}
