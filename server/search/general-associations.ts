/**
 * General associations read for the visitor's own words (ninety-third round, docs/relevance.md): what customers say when they describe a
 * situation, problem or wish ("quieter", "fuse", "Sicherung", "wedding"), and what a business's page for it is titled ("mastering",
 * "emergency", "Notdienst", "ceremony"), written blind to every site and question (bench/general-associations-parts/). A question word
 * that the site's index does not hold is looked for also as the `means` words of its entries that the index holds, one way only
 * (a page's word never brings back a customer's), at ASSOCIATION_SHARE of LEARNED_WEIGHT, marked as bridges.
 * Cost, bounded by construction: the thesaurus' (general-thesaurus.ts groupAlternatives), for at most ASSOCIATION_WORDS words a
 * queryWords call.
 */
import { LEARNED_WEIGHT } from './learned-pairs.ts';
import type { LanguageIndex } from './search-index.ts';
import { groupAlternatives, readTable, type ThesaurusGroups, unpackTable } from './general-thesaurus.ts';
import { type Alternative, holdsItself } from './word-analysis.ts';

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

let table: ThesaurusGroups | undefined;

/** The table, unpacked once per process from the shipped file, or from packThesaurus' texts given (four columns). */
export function associationGroups(packed?: readonly string[]): ThesaurusGroups {
  if (packed === undefined && table) return table;
  const made = unpackTable(packed === undefined ? readTable(ASSOCIATIONS_FILE) : Buffer.from(packed.join('\f')), ASSOCIATION_COLUMNS.length);
  if (packed === undefined) table = made;
  return made;
}

const NONE: readonly Alternative[] = [];

/**
 * The association alternatives of a question word (folded token) asked in `lang`, in the index `li`: the `means` words, in `li`'s
 * language, of the entries whose `say` words in `lang` hold it, that `li` holds (general-thesaurus.ts groupAlternatives' rules:
 * `have`, `groups`, `used`, `own`). Empty for a word the index holds itself.
 */
export function associationAlternatives(
  li: LanguageIndex,
  lang: string,
  token: string,
  have: readonly Alternative[],
  groups: number[],
  used?: { has(id: number): boolean },
  own?: LanguageIndex,
  given?: ThesaurusGroups,
): readonly Alternative[] {
  const from = ASSOCIATION_COLUMNS.indexOf(lang);
  const to = ASSOCIATION_COLUMNS.indexOf(li.lang);
  if (from < 0 || to < 0 || holdsItself(li, have)) return NONE;
  return groupAlternatives(given ?? associationGroups(), from, to + 2, LEARNED_WEIGHT * ASSOCIATION_SHARE, li, lang, token, have, groups, used, own);
}
