/**
 * A compound with a typing mistake in its head: "Stornierungskostn" (Stornierung + Kosten),
 * "Rahmenvermesung", "Hörbuchaufnahem". The whole word is too far from any word of the site to
 * be corrected as one (the site may not write that compound at all), and a split needs both
 * parts as written. Read here as a modifier the site has as written and a head one edit off a
 * word it has: the modifier as written says where the typo is, so a word of no compound is not
 * forced into one. Not the other way round (the head as written, the modifier corrected): it
 * read real words the site lacks as typos ("Lieferzeit" as lieb + zeit, "Bewerbungsfotos" as
 * bewert + fotos) and gained no development question (the review of the nineteenth round).
 *
 * Bounded: at most (length - 2 * MIN_PART) × 6 stems and TYPO_LOOKUPS typo look-ups per word.
 */
import { COMPOUND_LINKS, MAX_SPLIT, MIN_PART } from './search-index.ts';
import { TYPO_MIN_QUERY } from './typo-map.ts';

/** Typo look-ups (symmetric-deletion probes of one part) per word, at most. */
export const TYPO_LOOKUPS = 3;

export interface CompoundTypoReader {
  /** The index term of a part as written (stemmed), or -1. */
  term(part: string): number;
  /** The index term of the nearest site word at most one edit from `part`, or -1. */
  corrected(part: string): number;
  /** Whether a part is a stop word of the language: a modifier or head that is one is none. */
  stop(part: string): boolean;
}

/** The terms of the two parts of `token` read as a compound whose head is mistyped (the modifier as written); empty when there is no such reading. */
export function compoundTypo(reader: CompoundTypoReader, token: string): number[] {
  if (token.length < 2 * MIN_PART || token.length > MAX_SPLIT || /\d/.test(token)) return [];
  let lookups = 0;
  // The modifier as written (longest head first: a short modifier like "rau" is often a word too).
  for (let i = MIN_PART; i <= token.length - TYPO_MIN_QUERY && lookups < TYPO_LOOKUPS; i++) {
    const left = modifierTerm(reader, token.slice(0, i));
    if (left < 0) continue;
    lookups++;
    const right = reader.corrected(token.slice(i));
    if (right >= 0 && right !== left) return [left, right];
  }
  return [];
}

/** The term of a compound's first part as written, with or without its linking letters (Stornierungs-, Hochzeits-), or -1. */
function modifierTerm(reader: CompoundTypoReader, leftWord: string): number {
  for (const link of COMPOUND_LINKS) {
    if (link && !leftWord.endsWith(link)) continue;
    const left = leftWord.slice(0, leftWord.length - link.length);
    // A stop word is no modifier (aller-erstes is not a kind of "erstes").
    if (left.length < MIN_PART || reader.stop(left)) continue;
    const t = reader.term(left);
    if (t >= 0) return t;
  }
  return -1;
}
