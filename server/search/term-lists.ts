/**
 * Per-section lists of ascending term ids kept with the index (the words next to a number,
 * number-neighbours.ts; before an origin word, origin-next.ts; of dated rows, dated-rows.ts): the
 * check a snapshot's lists pass on read, and the two binary searches a question makes in them.
 */
import { lowerBound } from './search-index.ts';

/** Undefined when per-section lists of ascending term ids (`ids[offsets[d]]` to `ids[offsets[d + 1] - 1]`) fit `docCount` sections and `termCount` terms, else what is wrong, naming `what` is listed. */
export function checkTermLists(offsets: Int32Array, ids: Int32Array, docCount: number, termCount: number, what: string): string | undefined {
  if (!offsets || !ids || offsets.length !== docCount + 1 || offsets[0] !== 0 || offsets[docCount] !== ids.length) return `${what}s do not match the sections`;
  for (let d = 0; d < docCount; d++) {
    if (offsets[d + 1] < offsets[d]) return `${what} offsets decrease`;
    for (let i = offsets[d]; i < offsets[d + 1]; i++) if (ids[i] < 0 || ids[i] >= termCount || (i > offsets[d] && ids[i] <= ids[i - 1])) return `a ${what} names no term`;
  }
  return undefined;
}

/** Id of `term` in the index's sorted `terms` (search-index.ts lowerBound, with its two-letter blocks), or -1. */
export function termId(terms: readonly string[], term: string): number {
  const id = lowerBound(terms, term);
  return id < terms.length && terms[id] === term ? id : -1;
}

/** Position of `value` in the ascending ids of `list` between `from` and `to`, or -1. */
export function indexOf(list: ArrayLike<number>, value: number, from: number, to: number): number {
  let lo = from;
  let hi = to - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] < value) lo = mid + 1;
    else if (list[mid] > value) hi = mid - 1;
    else return mid;
  }
  return -1;
}
