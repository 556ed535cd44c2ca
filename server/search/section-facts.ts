/**
 * What re-ranking's rules read of every section's plain text and Markdown: the dates it names
 * (recency.ts), how many amounts of money it states (price-intent.ts), whether its heading
 * names what is coming or on now (time-headings.ts), whether it introduces people and the
 * names it sets in bold (bold-names.ts). Found once per section when the
 * index is built (packLanguage, from the text it tokenises anyway), stored with the index
 * (index-snapshot.ts) and read from typed arrays by a question: no section's text is computed
 * and no regular expression is run on a question's path (SectionFactsBuilder,
 * section-facts-builder.ts, finds them). Before, both were found on a
 * section's first hit: a "latest …" question at 100k sections computed the text and ran the
 * date pattern for each of its 200 new hits (about 50 µs each).
 */
import type { SearchIndex } from './search-index.ts';
import type { NumberNeighbours } from './number-neighbours.ts';
import type { OriginNeighbours } from './origin-next.ts';
import type { DatedRows } from './dated-rows.ts';
import type { Page, Section } from '../site/site-types.ts';

export interface SectionFacts extends NumberNeighbours, OriginNeighbours, DatedRows {
  /** The dates (day numbers) of section d are `dates[dateOffsets[d]]` to `dates[dateOffsets[d + 1] - 1]`, in text order. */
  dateOffsets: Int32Array;
  dates: Int32Array;
  /** Amounts of money section d states (at most 10 counted). */
  amounts: Uint16Array;
  /** Per section d: bit TIME_HEADED when its heading names what is coming or on now (recency.ts namesTimeList), bit LISTS_PEOPLE when it introduces people (bold-names.ts), bit HOURS_HEADED when its heading heads the hours (opening-hours.ts). */
  flags: Uint16Array;
  /** The section's bold names (bold-names.ts): each distinct word of one, sorted, and, for word w, the spans that have it, ascending: `spanOf[wordOffsets[w]]` to `spanOf[wordOffsets[w + 1] - 1]`. */
  boldWords: string[];
  wordOffsets: Int32Array;
  spanOf: Int32Array;
  /** The section (doc id) of each bold span, in section order. */
  spanDoc: Int32Array;
}

export const TIME_HEADED = 1;
export const LISTS_PEOPLE = 2;
/** The section's heading heads the owner's hours (opening-hours.ts headsHours). */
export const HOURS_HEADED = 4;

/** Section `section`'s id in its language index, when the index holds it. */
function docIn(index: SearchIndex, page: Page, section: Section): number | undefined {
  return index.byLang.get(page.lang)?.docOf.get(section);
}

/** The dates of section `doc` (a copy: at most what its text names). */
export function datesOf(facts: Pick<SectionFacts, 'dateOffsets' | 'dates'>, doc: number): number[] {
  const out: number[] = [];
  for (let i = facts.dateOffsets[doc]; i < facts.dateOffsets[doc + 1]; i++) out.push(facts.dates[i]);
  return out;
}

/** The dates a section of the index names, as found at build; undefined for a section the index does not hold (or an index built without facts). */
export function sectionDatesIn(index: SearchIndex, page: Page, section: Section): number[] | undefined {
  const doc = docIn(index, page, section);
  return doc === undefined ? undefined : datesOf(index.byLang.get(page.lang)!.facts, doc);
}

/** The amounts of money a section of the index states, as found at build; undefined as above. */
export function sectionAmountsIn(index: SearchIndex, page: Page, section: Section): number | undefined {
  const doc = docIn(index, page, section);
  return doc === undefined ? undefined : index.byLang.get(page.lang)!.facts.amounts[doc];
}

/** The flags (TIME_HEADED, LISTS_PEOPLE) of a section of the index; 0 for a section it does not hold. */
export function sectionFlags(index: SearchIndex, page: Page, section: Section): number {
  const doc = docIn(index, page, section);
  return doc === undefined ? 0 : index.byLang.get(page.lang)!.facts.flags[doc];
}

/** Undefined when the arrays fit `docCount` sections, else what is wrong (a damaged snapshot). */
export function checkSectionFacts(facts: Omit<SectionFacts, keyof NumberNeighbours | keyof OriginNeighbours | keyof DatedRows>, docCount: number): string | undefined {
  const { dateOffsets, dates, amounts, flags, boldWords, wordOffsets, spanOf, spanDoc } = facts;
  if (dateOffsets.length !== docCount + 1 || amounts.length !== docCount || flags.length !== docCount || dateOffsets[0] !== 0 || dateOffsets[docCount] !== dates.length)
    return 'section facts do not match the sections';
  for (let d = 0; d < docCount; d++) if (dateOffsets[d + 1] < dateOffsets[d]) return 'section fact offsets decrease';
  if (!Array.isArray(boldWords) || wordOffsets.length !== boldWords.length + 1 || wordOffsets[0] !== 0 || wordOffsets[boldWords.length] !== spanOf.length) return 'bold names do not match';
  for (let w = 0; w < boldWords.length; w++) {
    if (typeof boldWords[w] !== 'string' || (w > 0 && !(boldWords[w - 1] < boldWords[w]))) return 'bold words are not sorted strings';
    if (wordOffsets[w + 1] < wordOffsets[w]) return 'bold word offsets decrease';
    for (let i = wordOffsets[w]; i < wordOffsets[w + 1]; i++)
      if (spanOf[i] < 0 || spanOf[i] >= spanDoc.length || (i > wordOffsets[w] && spanOf[i] <= spanOf[i - 1])) return 'a bold word names no span';
  }
  for (let i = 0; i < spanDoc.length; i++) if (spanDoc[i] < 0 || spanDoc[i] >= docCount) return 'a bold span names no section';
  return undefined;
}
