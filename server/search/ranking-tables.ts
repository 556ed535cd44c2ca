/**
 * What re-ranking's rules read of the whole index, made when the index is loaded (built or read
 * from its snapshot, index-cache.ts), so that no question scans the index's sections or pages:
 * the first "who …?" question used to read every section's Markdown for lists of people
 * (about 19 ms at 100k sections), the first "who is …?" one every bold span, the first "what's
 * on?" one every heading, and each page's first hit its links and title. Each table reads
 * every section or page once and is sized by the site. What the rules read of each section's
 * text (dates, amounts, time headings) is found when the index is built (section-facts.ts).
 */
import { boldTables } from './bold-names.ts';
import { prepareRerank } from './rerank.ts';
import { timeHeaded } from './time-headings.ts';
import { introsByType } from './typed-intros.ts';
import type { SearchIndex } from './search-index.ts';

/** Makes the rules' tables of `index` (each once: a second call finds them made); returns the index. */
export function prepareRanking(index: SearchIndex): SearchIndex {
  prepareRerank(index);
  boldTables(index);
  introsByType(index);
  for (const lang of index.byLang.keys()) timeHeaded(index, lang);
  return index;
}
