/**
 * General associations read for the visitor's own words (ninety-third round, docs/relevance.md): what customers say when they describe a
 * situation, problem or wish ("quieter", "fuse", "Sicherung", "wedding"), and what a business's page for it is titled ("mastering",
 * "emergency", "Notdienst", "ceremony"), written blind to every site and question (bench/general-associations-parts/). A question word
 * that the site's index does not hold is looked for also as the `means` words of its entries that the index holds, one way only
 * (a page's word never brings back a customer's), at ASSOCIATION_SHARE of LEARNED_WEIGHT, marked as bridges.
 * Cost, bounded by construction: the thesaurus' (general-thesaurus.ts tableAlternatives), for at most ASSOCIATION_WORDS words a
 * queryWords call.
 */
import { type TableReading, type ThesaurusGroups, tableOf } from './general-thesaurus.ts';

/** The packed table's columns: the customers' words in English and German, then the pages' words in English and German. */
export const ASSOCIATION_COLUMNS: readonly string[] = ['en', 'de', 'en', 'de'];
/** The shipped table (packThesaurus' texts of the four columns joined by form feeds), beside this module (the build copies it into dist/). */
export const ASSOCIATIONS_FILE = new URL('./general-associations.txt', import.meta.url);
/**
 * What an association's match counts, as a share of LEARNED_WEIGHT: 0.5 (0.2 of the word itself, a third of a thesaurus word's: an
 * association points to a page, it does not name the thing). Chosen on the development sets: 0.3 gained less, 0.7 and 1 lost more
 * (follow-ups, cross-language), 1.5 lost more than it gained.
 */
export const ASSOCIATION_SHARE = 0.5;
/** Question words that get association alternatives, at most, a queryWords call (2 gained less; one entry a word, or one word an entry, less still). */
export const ASSOCIATION_WORDS = 3;

/**
 * The associations as general-thesaurus.ts' tableAlternatives reads them: a question word is looked up among the customers' words
 * of its language, and an index reads the pages' words of its own (one way only: a page's word never brings back a customer's).
 */
export const ASSOCIATIONS: TableReading = {
  file: ASSOCIATIONS_FILE,
  columns: ASSOCIATION_COLUMNS,
  say: (lang) => ASSOCIATION_COLUMNS.indexOf(lang),
  mean: (lang) => {
    const at = ASSOCIATION_COLUMNS.indexOf(lang);
    return at < 0 ? -1 : at + 2;
  },
  share: ASSOCIATION_SHARE,
};

/** The associations' table (tableOf). */
export function associationGroups(packed?: readonly string[]): ThesaurusGroups {
  return tableOf(ASSOCIATIONS, packed);
}
