/**
 * Whether two adjacent German question words can stem to a term of the index when written
 * as one (Foto Buch -> fotobuch), told without stemming them: stemming every pair of a
 * question was a fifth of ranking an uncached question (the German stemmer is the costly one).
 *
 * Why it is exact: the German Snowball stemmer (german-stemmer.ts, @orama/stemmers/german's algorithm) only deletes
 * suffixes; besides, it maps ß to ss first and ä ö ü to a o u last (its U and Y marks are
 * undone). So the stem of a folded token x (lower case, ß already ss) is a prefix of
 * fold(x), where fold maps ä ö ü to a o u, one letter for one. For x = first + second and
 * a term T that is its stem, either
 *  - T is longer than `first`: then T begins with fold(first) and the first letter of
 *    fold(second), and some term of the sorted vocabulary does; or
 *  - every letter of `second` was deleted: then `second` is the end of one of the strings
 *    the stemmer's three steps can delete together (DELETED_ENDS).
 * When neither holds, no stem of x is a term; spec/server/search/german-joins.spec.ts checks
 * this against the stemmer itself.
 */
import { lowerBound } from './search-index.ts';
import { mayBeginFolded, type TermPrefixes } from './term-prefixes.ts';

/** What the stemmer's step 1 deletes (e, en, es: with the s of "nisse" too), step 2 and step 3 (with what its rules delete before them). */
const STEP1 = ['', 'em', 'ern', 'er', 'e', 'en', 'es', 's', 'se', 'sen', 'ses'];
const STEP2 = ['', 'en', 'er', 'st', 'est'];
const STEP3 = ['', 'end', 'ung', 'igend', 'igung', 'ig', 'ik', 'isch', 'lich', 'heit', 'erlich', 'enlich', 'erheit', 'enheit', 'keit', 'lichkeit', 'igkeit'];

/** Every non-empty end of every string the three steps may delete together (step 3's part first in the word). */
const DELETED_ENDS: ReadonlySet<string> = (() => {
  const ends = new Set<string>();
  for (const s3 of STEP3) {
    for (const s2 of STEP2) {
      for (const s1 of STEP1) {
        const deleted = s3 + s2 + s1;
        for (let i = 0; i < deleted.length; i++) ends.add(deleted.slice(i));
      }
    }
  }
  return ends;
})();

const UMLAUT_BASE: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u' };
const fold = (text: string): string => (holdsAny(text, 'ä', 'ö', 'ü') ? text.replace(/[äöü]/g, (ch) => UMLAUT_BASE[ch]) : text);

/** Whether `text` holds one of three characters: a loop over its few letters, where an expression per pair and word cost more than the rest of the test. */
export function holdsAny(text: string, a: string, b: string, c: string): boolean {
  const x = a.charCodeAt(0);
  const y = b.charCodeAt(0);
  const z = c.charCodeAt(0);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === x || code === y || code === z) return true;
  }
  return false;
}

/**
 * False when the German stem of `first + second` cannot be in `terms` (sorted, as the index
 * keeps them); true when it may be, and the pair must be stemmed to know. Tokens that are not
 * plain folded lower case (a capital U or Y, a ß) are not ruled out. `prefixes`, the bit set of
 * the terms' prefixes (term-prefixes.ts), rules most pairs out without searching the terms.
 */
export function germanJoinPossible(terms: readonly string[], first: string, second: string, prefixes?: TermPrefixes): boolean {
  if (second.length === 0 || holdsAny(first, 'U', 'Y', 'ß') || holdsAny(second, 'U', 'Y', 'ß')) return true;
  return DELETED_ENDS.has(second) || someTermBegins(terms, first, second, prefixes);
}

/**
 * Whether a term of `terms` (sorted) begins with `first` and the first letter of `second`, both with ä ö ü folded as the
 * analyzers' stems are; told by the bit set of the terms' prefixes when it has no bit for them (most pairs), else searched.
 */
export function someTermBegins(terms: readonly string[], first: string, second: string, prefixes?: TermPrefixes): boolean {
  if (prefixes && !mayBeginFolded(prefixes, first, second)) return false;
  const start = fold(first) + fold(second[0]);
  const at = lowerBound(terms, start);
  return at < terms.length && terms[at].startsWith(start);
}
