/**
 * A compound of the question's language that the site never translates ("Gutachterbericht",
 * "Begutachtung", "Lawinenbuch") is read in the other language's index through its parts: the
 * word is split against the question language's own vocabulary (the site's words), and each part
 * the site translates is looked for as its translations there ("Gutachter" + "Bericht" → survey
 * + report). The parts of one alternative add up, as a compound's parts do in its own language;
 * a part the site does not translate is left out, and the rest counts PARTS_WEIGHT of a
 * translation. Only in languages that write compounds as one word.
 */
import { endingStart } from './derivational-endings.ts';
import { findTerm, splitCompound, type LanguageIndex, type SearchIndex } from './search-index.ts';
import { readyLexicon, TRANSLATION_WEIGHT } from './translation-lexicon.ts';
import { listedStem, listedTerms } from './dictionary-translations.ts';
import { compoundParts } from './compound-parts.ts';
import type { Alternative } from './word-analysis.ts';

/** Share of a translation's weight that a compound's translated parts count (a compound is read, not translated). */
export const PARTS_WEIGHT = 0.8;
/** And when only some of its parts, or only its head, could be read so: half of that (as a head alone counts in its own language). */
export const SOME_PARTS = 0.5;
/** Shortest last part (letters) read as the head of a compound whose first part the site does not have alone. */
const MIN_HEAD = 4;

/**
 * The alternatives in `li` for a word of language `from` that the site does not translate: its
 * parts' translations (the best one per part, in one alternative whose parts add up), or its
 * head's translation when only the head is a word of the site. `stem` is the stem function of
 * `from` that counts against the query's split budget.
 */
export function compoundTranslations(index: SearchIndex, li: LanguageIndex, token: string, from: string, stem: (t: string) => string): Alternative[] {
  const source = index.byLang.get(from);
  const lexicon = token.length >= 2 * MIN_HEAD ? readyLexicon(index, from, li.lang) : undefined;
  if (!source || !lexicon) return [];
  // The site's own words, and the general word list's (a part the site never writes alone: Führung in Gartenführung).
  const vocabulary = { has: (term: string) => findTerm(source, term) >= 0 || listedStem(from, li.lang, term) };
  // The two-part split, the three-part one and the head stem the same endings: each once (and counted once).
  const seen = new Map<string, string>();
  const once = (t: string) => {
    let s = seen.get(t);
    if (s === undefined) seen.set(t, (s = stem(t)));
    return s;
  };
  const parts = splitCompound({ ...source.analyzer, stem: once }, vocabulary, token);
  if (!parts.length) parts.push(...compoundParts(token, vocabulary, once));
  const stems = parts.length ? parts : headOf(token, vocabulary, once, endingStart(token, from));
  const terms: number[] = [];
  let p = 1;
  for (const part of stems) {
    // The most likely translation of the part that this index holds (the lexicon lists them most likely first).
    const before = terms.length;
    for (const t of lexicon.get(part) ?? []) {
      const id = findTerm(li, t.term);
      if (id < 0) continue;
      terms.push(id);
      p = Math.min(p, t.p);
      break;
    }
    // A part the site does not translate: the list's first translation that this index holds (counted as a sure one).
    if (terms.length === before) terms.push(...listedTerms(li, from, part, 1));
  }
  if (!terms.length) return [];
  const whole = parts.length > 0 && terms.length === parts.length;
  return [{ terms, weight: TRANSLATION_WEIGHT * PARTS_WEIGHT * Math.min(1, p / 0.5) * (whole ? 1 : SOME_PARTS), bridge: true }];
}

/**
 * The longest last part of a word that the vocabulary has, as a one-part list (Begutachtung → gutacht), or none. The part
 * holds the word's derivational ending whole and a letter before it (`end`, derivational-endings.ts), as word-analysis.ts's
 * compoundHead does: no "haften" from "Hochzeitsgesellschaften".
 */
function headOf(token: string, vocabulary: { has(term: string): boolean }, stem: (t: string) => string, end: number): string[] {
  const last = Math.min(token.length - MIN_HEAD, end - 1);
  for (let i = MIN_HEAD; i <= last; i++) {
    const head = stem(token.slice(i));
    if (head && vocabulary.has(head)) return [head];
  }
  return [];
}
