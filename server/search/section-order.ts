/**
 * The order in which rerank's tie-break lists sections of equal score (the shallower section
 * first, then the address by localeCompare), as one integer per section of the index, found
 * when the index is loaded (ranking-tables.ts).
 *
 * The tie-break ran ~26 times per question on the sample site (photographs of one series score
 * alike), and each read two sections and their addresses: objects of the site spread over the
 * heap, rarely in the processor's cache when a question comes. A hit made from a section of the
 * index carries its section's place in this order (SearchHit.order), so comparing two such hits
 * reads two numbers of the hits themselves. Equal sections share a place, so the comparison is
 * the tie-break's, pair for pair; a hit without a place (-1: made by a rule from an introduction)
 * is compared as before.
 */
import type { LanguageIndex, SearchIndex } from './search-index.ts';

/** A hit without a place in the order: compared by level and address. */
export const NO_ORDER = -1;

const orders = new WeakMap<LanguageIndex, Int32Array>();

/** Counts for tests: orders made (one per index), addresses compared while making them. */
export const sectionOrderStats = { made: 0, compared: 0 };

/**
 * Each language index's sections' places in the tie-break's order, over all languages of the
 * index together (a question's hits come from every language): made once per index.
 */
export function prepareSectionOrder(index: SearchIndex): void {
  const all = [...index.byLang.values()];
  if (all.every((li) => orders.has(li))) return;
  sectionOrderStats.made++;
  const entries: { li: number; doc: number; level: number; path: string }[] = [];
  all.forEach((li, i) => {
    for (let d = 0; d < li.docs.length; d++) entries.push({ li: i, doc: d, level: li.docs[d].section.level, path: li.docs[d].section.path });
  });
  const compare = (a: (typeof entries)[number], b: (typeof entries)[number]) => {
    sectionOrderStats.compared++;
    return a.level - b.level || a.path.localeCompare(b.path);
  };
  entries.sort(compare);
  const places = all.map((li) => new Int32Array(li.docs.length));
  let place = 0;
  for (let k = 0; k < entries.length; k++) {
    // Sections the tie-break cannot tell apart share a place.
    if (k > 0 && compare(entries[k - 1], entries[k]) !== 0) place++;
    places[entries[k].li][entries[k].doc] = place;
  }
  all.forEach((li, i) => orders.set(li, places[i]));
}

/** The places of a language index's sections (by doc number), or undefined before prepareSectionOrder. */
export function sectionOrder(li: LanguageIndex): Int32Array | undefined {
  return orders.get(li);
}
