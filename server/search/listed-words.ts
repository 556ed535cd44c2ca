/**
 * Whether a question word is a word of the project's own lists (the concept lists and the general
 * German–English word list): a word spelt right, in the visitor's own words, not a typo of a word of
 * the site that looks like it ("ready" is not "read", "Firmen" not "Film", "teuer" not "neu").
 * Read from tables the lists already build (concepts.ts, dictionary-translations.ts): no list of its own.
 */
import { isConceptWord } from './concepts.ts';
import { listedStem } from './dictionary-translations.ts';

/** The other side of the word list for a language it covers. */
const OTHER: Readonly<Record<string, string>> = { de: 'en', en: 'de' };

/**
 * True when `token` (folded) is written so in a concept list of language `lang`, or its stem `stem` is a word of that language
 * in the word list. A concept's words as written, not by stem (a misspelt word may share a listed word's stem: "restauration",
 * "restaurant"), and of the language asked (German "Restauration" is an English typo).
 */
export function isListedWord(token: string, stem: string, lang: string): boolean {
  if (isConceptWord(token, lang)) return true;
  const other = OTHER[lang];
  return other !== undefined && listedStem(lang, other, stem);
}
