/**
 * Whether some term of an index begins with a given string, told by one bit test in most cases:
 * the join pre-filters (german-joins.ts, english-joins.ts) ask it for about every pair of adjacent
 * question words, and almost always the answer is no. A binary search of the sorted terms for it
 * (a string made per pair, then a dozen string comparisons, each likely a cache miss) was about a
 * twentieth of ranking a question nobody asked before.
 *
 * Every prefix of every term sets the bit of its hash in a bit set made when the index is loaded.
 * A clear bit means no term begins with the string (exact); a set bit may be another prefix's
 * hash, so the caller then searches the terms as before. The answers are the same, only faster.
 */

/** The bit set of an index's term prefixes: bit `hash & mask` for every prefix. */
export interface TermPrefixes {
  bits: Uint32Array;
  mask: number;
}

/** Bits per distinct prefix (a set bit is another prefix's about one time in nine), and the largest set (512 KB). */
const BITS_PER_PREFIX = 8;
const MAX_BITS = 2 ** 22;
const MIN_BITS = 1024;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The bit set of every prefix of `terms` (sorted, as the index keeps them: a prefix shared with the term before is set once). */
export function termPrefixes(terms: readonly string[]): TermPrefixes {
  let distinct = 0;
  for (let t = 0; t < terms.length; t++) distinct += terms[t].length - (t > 0 ? sharedLength(terms[t - 1], terms[t]) : 0);
  let size = MIN_BITS;
  while (size < BITS_PER_PREFIX * distinct && size < MAX_BITS) size *= 2;
  const prefixes: TermPrefixes = { bits: new Uint32Array(size >>> 5), mask: size - 1 };
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t];
    const shared = t > 0 ? sharedLength(terms[t - 1], term) : 0;
    let h = FNV_OFFSET;
    for (let i = 0; i < term.length; i++) {
      h = Math.imul(h ^ term.charCodeAt(i), FNV_PRIME);
      if (i >= shared) setBit(prefixes, h);
    }
  }
  return prefixes;
}

/** False when no term begins with `text`; true when one may (always for the empty string). */
export function mayBeginWith(prefixes: TermPrefixes, text: string): boolean {
  let h = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return text.length === 0 || hasBit(prefixes, h);
}

/**
 * False when no term begins with `first` and the first letter of `second`, both with ä ö ü read
 * as a o u (what german-joins.ts's `fold` makes of them); true when one may (always for two empty strings). No string is made.
 */
export function mayBeginFolded(prefixes: TermPrefixes, first: string, second: string): boolean {
  let h = FNV_OFFSET;
  for (let i = 0; i < first.length; i++) h = Math.imul(h ^ foldCode(first.charCodeAt(i)), FNV_PRIME);
  if (second.length > 0) h = Math.imul(h ^ foldCode(second.charCodeAt(0)), FNV_PRIME);
  return first.length + second.length === 0 || hasBit(prefixes, h);
}

/** ä ö ü as a o u; any other code unit as itself. */
function foldCode(code: number): number {
  return code === 0xe4 ? 0x61 : code === 0xf6 ? 0x6f : code === 0xfc ? 0x75 : code;
}

/** The hash's bit: its high half folded into the low one, so a small set uses all of it. */
function bitOf(prefixes: TermPrefixes, h: number): number {
  return (h ^ (h >>> 16)) & prefixes.mask;
}

function setBit(prefixes: TermPrefixes, h: number): void {
  const bit = bitOf(prefixes, h);
  prefixes.bits[bit >>> 5] |= 1 << (bit & 31);
}

function hasBit(prefixes: TermPrefixes, h: number): boolean {
  const bit = bitOf(prefixes, h);
  return ((prefixes.bits[bit >>> 5] >>> (bit & 31)) & 1) === 1;
}

/** Length of the common beginning of two strings. */
function sharedLength(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}
