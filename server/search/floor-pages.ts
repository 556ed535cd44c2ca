/**
 * Pages the question's kind calls for, whatever its words matched (the page about the owner
 * for a life question, the site's own "Coming up" list for a "what's on?" question): listed at
 * least at a share of the best hit's score, added when no word matched them.
 */
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';
import { NO_LENGTH, NO_ORDER } from './section-numbers.ts';

const NO_TERMS: ReadonlySet<string> = new Set();

/**
 * Each of `docs` at least `share` of the best hit's raw score: a matching hit of the same page
 * is lifted (the page's best one; `sameSection` asks for the doc's own section instead), else
 * the doc is added. Nothing is added when nothing matched, unless `alone` is given: then the
 * docs are listed at that raw score (a question whose kind alone says what answers it). `boost`,
 * when given, multiplies each doc's floor (one of the docs answers more closely than the others).
 */
export function atLeast(hits: SearchHit[], docs: readonly SearchDoc[], share: number, sameSection = false, alone?: number, boost?: (doc: SearchDoc) => number): SearchHit[] {
  let top = 0;
  for (const hit of hits) top = Math.max(top, hit.raw);
  if (docs.length === 0 || (top === 0 && alone === undefined)) return hits;
  const floor = top === 0 ? (alone ?? 0) : top * share;
  let out = hits;
  for (const doc of docs) out = liftOrAdd(out, doc, boost ? floor * boost(doc) : floor, sameSection, hits.length);
  return out;
}

/**
 * `doc`'s best hit among the first `among` of `hits` (its page's, or with `sameSection` its own
 * section's) lifted to at least `floor`; else the doc added at `floor` (a new list, the given one
 * unchanged).
 */
export function liftOrAdd(hits: SearchHit[], doc: SearchDoc, floor: number, sameSection = false, among = hits.length): SearchHit[] {
  let best: SearchHit | undefined;
  for (let i = 0; i < among; i++) {
    const hit = hits[i];
    if (hit.page === doc.page && (!sameSection || hit.section === doc.section) && (!best || hit.raw > best.raw)) best = hit;
  }
  if (best) {
    best.raw = Math.max(best.raw, floor);
    return hits;
  }
  return hits.concat({ page: doc.page, section: doc.section, score: floor, raw: floor, terms: NO_TERMS, viaTranslation: false, order: NO_ORDER, length: NO_LENGTH });
}

/** The languages a floor looks in: the preferred one when the index has it, else every one. */
export function floorLanguages(index: SearchIndex, lang: string | undefined): readonly string[] {
  return lang && index.byLang.has(lang) ? [lang] : index.languages;
}
