/**
 * A compound with a typing mistake in one of its parts: "Raumvermitung" (Raum + Vermietung),
 * "Stornierungskostn", "Schwangerschafsyoga". The whole word is too far from any word of the
 * site to be corrected as one (the site may not write that compound at all), and a split
 * needs both parts as written. Read here as one part the site has as written and one typo
 * of a part it has, each correction at most one edit: the part as written says which part
 * the typo is in, so a word of no compound is not forced into one.
 *
 * Bounded: at most (length - 2 * MIN_PART) stems for each of the two readings, and at most
 * TYPO_LOOKUPS typo look-ups in all, per word.
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

/**
 * The terms of the two parts of `token` read as a compound with one part mistyped: the
 * modifier as written and the head corrected, else the head as written and the modifier
 * corrected. Empty when neither reading finds both parts.
 */
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
  // The head as written (longest first), the modifier corrected.
  for (let i = TYPO_MIN_QUERY; i <= token.length - MIN_PART && lookups < TYPO_LOOKUPS; i++) {
    const head = token.slice(i);
    if (reader.stop(head)) continue;
    const right = reader.term(head);
    if (right < 0) continue;
    for (const link of COMPOUND_LINKS) {
      const leftWord = token.slice(0, i);
      if (link && !leftWord.endsWith(link)) continue;
      const left = leftWord.slice(0, leftWord.length - link.length);
      if (left.length < TYPO_MIN_QUERY || lookups >= TYPO_LOOKUPS || reader.stop(left)) continue;
      lookups++;
      const corrected = reader.corrected(left);
      if (corrected >= 0 && corrected !== right) return [corrected, right];
    }
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
