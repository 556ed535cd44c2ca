/**
 * "Who is Mara Kellenberger?": the page that introduces a person often sets their name in bold
 * at the start of a line about them ("- **Mara Kellenberger**, from Lindau, has been …"), while
 * pages that mention them in passing do not; a passing mention in a short text can still score
 * higher. Under a "who is …?" question whose name is set in bold in a section, that section is
 * listed at least at BOLD_NAME_FLOOR of the best hit: the owner marked it as where the person is
 * introduced. A section that introduces several people so ("- **Name**, my sister, …") counts
 * PEOPLE_LIST under any question for a person ("Wer ist Kaspar?", "who runs the office?").
 */
import { tokenize } from './analyzer.ts';
import { atLeast, floorLanguages } from './floor-pages.ts';
import { findSorted, type SearchDoc, type SearchIndex } from './search-index.ts';
import { LISTS_PEOPLE, sectionFlags } from './section-facts.ts';
import type { SearchHit } from './search-query.ts';

/** Share of the best hit's score a section that sets the asked name in bold gets at least. */
export const BOLD_NAME_FLOOR = 1.05;
/** Words a name may have. */
const NAME_WORDS = 4;
/** Sections lifted per question at most. */
const LIFTED = 3;

/** A section that introduces two or more people (bold names followed by a comma, "- **Aylin Demir**, …") under a question for a person: ×this. */
export const PEOPLE_LIST = 1.3;
/**
 * A list of people that states dates (a team table with a "since" column) under a question that
 * names a date and asks about no person ("What happened in 2019?", "Was war 2019?"): its years
 * say who joined when, and it outranked the owner's timeline (twenty-first round: 7 development
 * questions gain on six sites, none lose; 0.7 gained less). A list that states no date is left
 * as it was: nothing in it matched the date (review: no development question changes).
 */
export const DATED_PEOPLE_LIST = 0.5;
const APPOSITION = /\*\*[^*\d\n]{2,80}\*\*,/g;
const BOLD = /\*\*([^*\n]{2,80})\*\*/g;

/**
 * Whether a section's Markdown introduces people: two or more bold names each followed by a
 * comma, or a table whose header names a column for the person ("| name | role |", "| Name |
 * Aufgabe |"), as a team page lists its people (read when its index is built, section-facts-builder.ts).
 */
export function introducesPeople(markdown: string): boolean {
  return (markdown.match(APPOSITION)?.length ?? 0) >= 2 || PEOPLE_TABLE.test(markdown);
}
/** A table header row (the line before a |---| rule) with a cell naming the person (data: name, who, person, wer, Person). */
const PEOPLE_TABLE = /^\|(?:[^|\n]*\|)*\s*(?:name|names|who|person|wer|namen)\s*\|.*\n\|\s*:?-{3,}/im;

/** The bold spans of a section's Markdown that may be names (1 to NAME_WORDS words), as tokens (read when its index is built). */
export function boldSpans(markdown: string): string[][] {
  const spans: string[][] = [];
  for (const match of markdown.matchAll(BOLD)) {
    const words = tokenize(match[1], { joined: false });
    if (words.length > 0 && words.length <= NAME_WORDS) spans.push(words);
  }
  return spans;
}

/** Whether a section introduces people (found when its index was built, section-facts.ts). */
export function listsPeople(index: SearchIndex, doc: SearchDoc): boolean {
  return (sectionFlags(index, doc.page, doc.section) & LISTS_PEOPLE) !== 0;
}

/**
 * The sections that set every one of the name's words (the question after "who is") in one
 * bold span, in section order, at most LIFTED: from the bold names the index found in every
 * section when it was built (section-facts.ts), reading only the lists of the name's words.
 */
export function sectionsNaming(index: SearchIndex, lang: string, name: readonly string[]): SearchDoc[] {
  const out: SearchDoc[] = [];
  const li = index.byLang.get(lang);
  if (!li || name.length === 0 || name.length > NAME_WORDS) return out;
  const { boldWords, wordOffsets, spanOf, spanDoc } = li.facts;
  // Each word's list of spans; the rarest one's spans, in order, are checked for the other words (binary search in their lists).
  const lists: number[] = [];
  let shortest = -1;
  for (const word of name) {
    const w = findSorted(boldWords, word);
    if (w < 0) return out;
    lists.push(w);
    if (shortest < 0 || wordOffsets[w + 1] - wordOffsets[w] < wordOffsets[shortest + 1] - wordOffsets[shortest]) shortest = w;
  }
  for (let i = wordOffsets[shortest]; i < wordOffsets[shortest + 1]; i++) {
    const span = spanOf[i];
    if (!lists.every((w) => hasSpan(spanOf, wordOffsets[w], wordOffsets[w + 1], span))) continue;
    const doc = li.docs[spanDoc[span]];
    if (!out.includes(doc)) out.push(doc);
    if (out.length >= LIFTED) break;
  }
  return out;
}

/** Whether the ascending `spans[from, to)` holds `span`. */
function hasSpan(spans: Int32Array, from: number, to: number, span: number): boolean {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (spans[mid] < span) lo = mid + 1;
    else hi = mid;
  }
  return lo < to && spans[lo] === span;
}

/** Under "who is <name>?" (`name`: the question's tokens after "who is"): lifts the sections that set the name in bold, in the preferred language (else every language). */
export function withBoldNames(index: SearchIndex, hits: SearchHit[], name: readonly string[], lang: string | undefined): SearchHit[] {
  const langs = floorLanguages(index, lang);
  return atLeast(
    hits,
    langs.flatMap((l) => sectionsNaming(index, l, name)),
    BOLD_NAME_FLOOR,
    true,
  );
}
