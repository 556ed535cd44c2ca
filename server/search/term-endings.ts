/**
 * German (and Dutch, Scandinavian) compounds put what a thing is last: a "Zeichenwettbewerb" is a
 * Wettbewerb, a "Gletscherkurs" a Kurs. A site that writes only the compound never has the head
 * as a word of its own, so a visitor's "Wettbewerb" found nothing of it (prefix expansion reaches
 * only the compounds a word begins). The terms sorted by their letters read from the end put
 * every compound ending in a head next to each other: a binary search finds them, in a bounded
 * scan. Made once per index (term ids only, 4 bytes a term), never per question.
 */

/** Languages that write compounds as one word, head last: the ones whose indexes get the table. */
export const COMPOUNDING = new Set(['de', 'nl', 'sv', 'da', 'no', 'nb', 'nn', 'fi', 'is']);

/** -1, 0, 1 as `a` read backwards sorts before, with, after `b` read backwards. */
function compareEndings(a: string, b: string): number {
  let i = a.length - 1;
  let j = b.length - 1;
  for (; i >= 0 && j >= 0; i--, j--) {
    const d = a.charCodeAt(i) - b.charCodeAt(j);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return i < 0 ? (j < 0 ? 0 : -1) : 1;
}

/** The term ids of `terms`, sorted by their letters read from the end. */
export function termEndings(terms: readonly string[]): Int32Array {
  const ids = Array.from({ length: terms.length }, (_, i) => i);
  ids.sort((a, b) => compareEndings(terms[a], terms[b]) || a - b);
  return Int32Array.from(ids);
}

/** Whether `term` ends with `head`. */
const endsWith = (term: string, head: string): boolean => term.length >= head.length && term.endsWith(head);

/**
 * The ids of terms that end with `head` and are longer by at least `minRest` letters (the
 * compounds it closes), at most `scan` of them looked at, in `endings` order.
 */
export function termsEndingWith(terms: readonly string[], endings: Int32Array, head: string, minRest: number, scan: number): number[] {
  // The first position whose term, read backwards, is not before the head read backwards.
  let lo = 0;
  let hi = endings.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareEndings(terms[endings[mid]], head) < 0) lo = mid + 1;
    else hi = mid;
  }
  const out: number[] = [];
  for (let i = lo; i < endings.length && i < lo + scan && endsWith(terms[endings[i]], head); i++) {
    if (terms[endings[i]].length - head.length >= minRest) out.push(endings[i]);
  }
  return out;
}
