/**
 * What rerank reads of every section of the index as numbers, one per section, found when the
 * index is loaded (ranking-tables.ts): its place in the order rerank's tie-break lists sections
 * of equal score in (the shallower section first, then the address by localeCompare), and the
 * length of its Markdown with heading and sub-sections (markdownLength).
 *
 * The tie-break ran ~26 times per question on the sample site (photographs of one series score
 * alike), and each read two sections and their addresses; the length is read once per hit.
 * Sections are objects of the site spread over the heap, rarely in the processor's cache when a
 * question comes. A hit made from a section of the index carries both numbers (SearchHit.order,
 * SearchHit.length), so ranking reads numbers of the hits themselves. Equal sections share a
 * place, so comparing places is the tie-break's comparison, pair for pair; a hit without them
 * (NO_ORDER: made by a rule from an introduction) is read from its section as before.
 */
import type { LanguageIndex, SearchIndex } from './search-index.ts';
import type { Section } from '../site/site-types.ts';

/** A hit without a place in the order, or without a length: compared, or measured, by its section. */
export const NO_ORDER = -1;
export const NO_LENGTH = -1;

export interface SectionNumbers {
  /** Undefined for an index of more than ORDERED_SECTIONS sections: its hits are compared by their sections. */
  places: Int32Array | undefined;
  lengths: Int32Array;
}

/**
 * Sections of an index (all languages) up to which the places are made: sorting them costs n log n
 * address comparisons at load (15 ms at 11,220 sections, 248 ms at 111,688 on the shared machine),
 * which a large site's start-up should not pay for a few per cent of a question's ranking.
 */
export const ORDERED_SECTIONS = 20_000;

const numbers = new WeakMap<LanguageIndex, SectionNumbers>();

/** Counts for tests: numbers made (once per index), addresses compared while making them. */
export const sectionNumberStats = { made: 0, compared: 0 };

/** Length of a section's Markdown with heading and sub-sections, without slicing it when its offsets are known. */
export function markdownLength(section: Section): number {
  const range = (section as { range?: { start: number; end: number } }).range;
  return range ? range.end - range.start : section.markdown.length;
}

/**
 * Each language index's sections' places in the tie-break's order, over all languages of the
 * index together (a question's hits come from every language), and their lengths: made once per index.
 */
export function prepareSectionNumbers(index: SearchIndex, ordered = ORDERED_SECTIONS): void {
  const all = [...index.byLang.values()];
  if (all.every((li) => numbers.has(li))) return;
  sectionNumberStats.made++;
  const made = all.map((li): SectionNumbers => ({ places: undefined, lengths: Int32Array.from(li.docs, (doc) => markdownLength(doc.section)) }));
  let total = 0;
  for (const li of all) total += li.docs.length;
  if (total <= ordered) placeSections(all, made);
  all.forEach((li, i) => numbers.set(li, made[i]));
}

/** Each section's place in the tie-break's order, into `made` (one per language index, in the order of `all`). */
function placeSections(all: readonly LanguageIndex[], made: SectionNumbers[]): void {
  const entries: { li: number; doc: number; level: number; path: string }[] = [];
  all.forEach((li, i) => {
    made[i].places = new Int32Array(li.docs.length);
    for (let d = 0; d < li.docs.length; d++) entries.push({ li: i, doc: d, level: li.docs[d].section.level, path: li.docs[d].section.path });
  });
  const compare = (a: (typeof entries)[number], b: (typeof entries)[number]) => {
    sectionNumberStats.compared++;
    return a.level - b.level || a.path.localeCompare(b.path);
  };
  entries.sort(compare);
  let place = 0;
  for (let k = 0; k < entries.length; k++) {
    // Sections the tie-break cannot tell apart share a place.
    if (k > 0 && compare(entries[k - 1], entries[k]) !== 0) place++;
    made[entries[k].li].places![entries[k].doc] = place;
  }
}

/** A language index's sections' places in the tie-break's order and their lengths (by doc number), or undefined before prepareSectionNumbers. */
export function sectionNumbers(li: LanguageIndex): SectionNumbers | undefined {
  return numbers.get(li);
}
