/**
 * English words' senses from outside the sites (seventy-first round, docs/relevance.md): a visitor's English word that the site's
 * English index does not hold (or holds only in passing, RARE_SECTIONS), and that neither a learned pair nor a concept reached,
 * is looked for also as one WordNet 3.0 synonym of its most frequent senses that the site writes ("drapes" -> curtain, "upkeep"
 * -> maintenance), at OUTSIDE_SHARE of LEARNED_WEIGHT. The table is static data (outside-sense-table.ts, built offline by
 * bench/outside-sense-extract.ts), parsed once per process on first use. Cost: one stem and one map look-up per such word, at
 * most OUTSIDE_PER_WORD term look-ups for a word of the table, and at most OUTSIDE_WORDS words of a question get one.
 */
import { analyzerFor } from './analyzer.ts';
import { conceptsOfStem } from './concepts.ts';
import { LEARNED_WEIGHT } from './learned-pairs.ts';
import { OUTSIDE_SENSES_EN } from './outside-sense-table.ts';
import { findTerm, type LanguageIndex } from './search-index.ts';
import { type Alternative, holdsItself } from './word-analysis.ts';

/** What an outside synonym's match counts, as a share of LEARNED_WEIGHT: a general sense, not one the sites' questions showed. */
export const OUTSIDE_SHARE = Number(process.env.OUTSIDE_SHARE ?? 0.3);
/** Partners tried per word (the table's order: the most-written first); the first the index holds is taken. */
export const OUTSIDE_PER_WORD = 2;
/** Question words that get an outside synonym, at most: a long story's every rare word must not bring its own. */
export const OUTSIDE_WORDS = 3;

let table: ReadonlyMap<string, readonly string[]> | undefined;

/** The table by stem: one line per stem, "stem partner partner". */
export function outsideSenses(): ReadonlyMap<string, readonly string[]> {
  if (table) return table;
  const made = new Map<string, readonly string[]>();
  for (const line of OUTSIDE_SENSES_EN.split('\n')) {
    const [stem, ...partners] = line.split(' ');
    if (stem && partners.length) made.set(stem, partners.slice(0, OUTSIDE_PER_WORD));
  }
  table = made;
  return table;
}

/**
 * The outside synonym of an English question word (folded token) in the English index `li`: the first partner of its stem that
 * the index holds and that no alternative in `have` holds already, nor names a concept the question has used (`used`), at
 * OUTSIDE_SHARE of LEARNED_WEIGHT; undefined for a word of another language, a word the index holds itself, or none found.
 */
export function outsideAlternative(li: LanguageIndex, lang: string, token: string, have: readonly Alternative[], used?: { has(id: number): boolean }): Alternative | undefined {
  if (lang !== 'en' || li.lang !== 'en' || OUTSIDE_SHARE <= 0 || holdsItself(li, have)) return undefined;
  const partners = outsideSenses().get(analyzerFor('en').stem(token));
  if (partners === undefined) return undefined;
  for (const partner of partners) {
    const t = findTerm(li, partner);
    if (t < 0 || have.some((h) => h.terms.includes(t))) continue;
    if (used && conceptsOfStem(partner, 'en').some((id) => used.has(id))) continue;
    return { terms: [t], weight: LEARNED_WEIGHT * OUTSIDE_SHARE, bridge: true };
  }
  return undefined;
}
