/**
 * The best-scoring sections of one language index for a question's weighted words: BM25F's
 * top k without reading every posting of a frequent word at full cost.
 *
 * A section's score is, per word, its best alternative (the parts of a compound add up),
 * times the word's weight, summed over the words. Postings are stored per term in
 * descending impact, so the head of each list holds its highest contributions:
 *
 * 1. Bound: read the heads (the highest contributions of all lists together, at most a
 *    budget of postings). Every section then has a lower bound (what was read) and an upper
 *    bound (that plus the most any unread posting of each word could add, `rest`). The k-th
 *    best lower bound is a score some k sections reach; a section whose upper bound is below
 *    it cannot be among the top k, nor can an unread section when `rest` is below it. The
 *    sections left are the candidates. Too many of them (or an unread section that could
 *    still enter): read a larger head (×4), up to `maxHeads`.
 * 2. Rescore: read the whole lists again, but a posting costs only a bit test unless its
 *    section is a candidate; candidates are scored exactly as a full read scores them (same
 *    operations in the same order, so the same floating-point totals), and the top k is taken
 *    among them.
 *
 * When all lists together are short (`onePass`), they are read once, whole, as before.
 * Only when a question's lists exceed what the caps allow is the result an approximation:
 * the heads bound is not proven (the `rescore` sections with the best lower bounds are
 * rescored), or the rescoring reads at most `scan` postings (the highest contributions);
 * `TopStats.approximate` counts those.
 */
import type { LanguageIndex } from './search-index.ts';
import type { Alternative } from './word-analysis.ts';

/** A question word as scoring sees it: its alternatives and how much it counts. */
export interface WeightedWord {
  alternatives: readonly Alternative[];
  weight: number;
}

/** The caps of the top-k search, per language index and question (see docs/search-engine.md). */
export interface TopLimits {
  onePass: number;
  firstHeads: number;
  maxHeads: number;
  rescore: number;
  scan: number;
}

export const TOP_LIMITS: Readonly<TopLimits> = {
  /** All lists together at most this long: read once, whole (exact scores, no second pass). */
  onePass: 4096,
  /** Head postings read in the first bounding round; each further round reads four times as many. */
  firstHeads: 4096,
  /** Most head postings of one bounding round (the last round). */
  maxHeads: 16_384,
  /** Most candidates rescored exactly. */
  rescore: 4096,
  /** Most postings read (bit-tested) while rescoring; beyond, the lowest contributions are not read. */
  scan: 262_144,
};

/** Most head postings read in all bounding rounds together (the rounds are not cumulative: each reads again). */
export function headsBound(limits: TopLimits = TOP_LIMITS): number {
  let sum = 0;
  for (let heads = limits.firstHeads; ; heads = Math.min(heads * 4, limits.maxHeads)) {
    sum += heads;
    if (heads >= limits.maxHeads) return sum;
  }
}

/** Operation counts of the top-k search. */
export interface TopStats {
  /** Postings read and scored (one pass, or the heads of every bounding round). */
  postings: number;
  /** Sections that got a (partial) score. */
  candidates: number;
  /** Bounding rounds (0 for a one-pass read). */
  rounds: number;
  /** Sections rescored exactly. */
  rescored: number;
  /** Postings read while rescoring (most cost a bit test). */
  scanned: number;
  /** Questions whose top k is not proven exact (a cap was reached). */
  approximate: number;
}

/** The top sections (doc ids) and their scores, best first or in first-seen order (one pass). */
export interface TopSections {
  docs: number[];
  scores: number[];
}

/** One posting list of a term of an alternative of a word, in scoring order. */
interface List {
  from: number;
  to: number;
  /** Contribution per unit of impact within its alternative: alt.weight × idf / parts. */
  share: number;
  /** Share times the word's weight: what a posting adds to a section's score per unit of impact. */
  factor: number;
}

/** The `count` best sections for `words`, their scores exact unless a cap was reached. */
export function topSections(li: LanguageIndex, words: readonly WeightedWord[], count: number, stats?: TopStats, limits: TopLimits = TOP_LIMITS): TopSections {
  const lists = listsOf(li, words);
  let length = 0;
  for (const l of lists) length += l.to - l.from;
  const s = li.scratch;
  if (length <= limits.onePass) {
    const ends = lists.map((l) => l.to);
    const hits = accumulate(li, words, lists, ends);
    if (stats) {
      stats.postings += length;
      stats.candidates += hits;
    }
    const docs = topDocs(s.hitDocs, hits, s.total, count);
    const scores = docs.map((d) => s.total[d]);
    clear(s, s.hitDocs, hits);
    return { docs, scores };
  }
  const whole = length <= limits.scan ? Int32Array.from(lists, (l) => l.to) : cutoffs(li, lists, limits.scan);
  if (stats && length > limits.scan) stats.approximate++;
  for (let heads: number = limits.firstHeads; ; heads = Math.min(heads * 4, limits.maxHeads)) {
    const last = heads >= limits.maxHeads;
    const found = round(li, words, lists, whole, heads, last, count, limits, stats);
    if (found) return found;
  }
}

/**
 * One bounding round with `heads` postings. Lower bounds from the heads; `rest` is the most
 * the unread postings could add to any section. The count-th best lower bound is a score
 * `count` sections reach: every section whose lower bound plus `rest` is below it is out,
 * and every unread section when `rest` is below it. The candidates left are rescored and the
 * top taken. Undefined when that is not proven and a larger round follows; in the last round
 * the `rescore` best lower bounds' sections are rescored instead (approximate).
 */
function round(
  li: LanguageIndex,
  words: readonly WeightedWord[],
  lists: List[],
  whole: Int32Array,
  heads: number,
  last: boolean,
  count: number,
  limits: TopLimits,
  stats?: TopStats,
): TopSections | undefined {
  const s = li.scratch;
  const ends = cutoffs(li, lists, heads);
  const hits = accumulate(li, words, lists, ends);
  if (stats) {
    stats.rounds++;
    stats.candidates += hits;
    for (let i = 0; i < lists.length; i++) stats.postings += ends[i] - lists[i].from;
  }
  const rest = unreadBound(li, words, lists, ends);
  if (rest === 0) return ranked(s, hits, count);
  const best = topDocs(s.hitDocs, hits, s.total, count);
  const kth = best.length < count ? 0 : minOf(s.total, best) * (1 - 1e-9);
  // Fewer than `count` read, or `rest` alone reaches the bar: an unread section may still enter.
  const picked = rest < kth ? within(s, hits, kth - rest, limits.rescore) : undefined;
  if (picked) {
    clear(s, s.hitDocs, hits);
    return rescore(li, words, lists, whole, picked, count, stats);
  }
  if (!last) return void clear(s, s.hitDocs, hits);
  if (stats) stats.approximate++;
  const fallback = bestLower(s, hits, limits.rescore);
  clear(s, s.hitDocs, hits);
  return rescore(li, words, lists, whole, fallback, count, stats);
}

function minOf(values: Float64Array, docs: readonly number[]): number {
  let min = Infinity;
  for (const d of docs) min = Math.min(min, values[d]);
  return min;
}

/** Every list was read whole: the scores are exact; the top `count`, best first. */
function ranked(s: LanguageIndex['scratch'], hits: number, count: number): TopSections {
  const docs = topDocs(s.hitDocs, hits, s.total, count);
  docs.sort((a, b) => s.total[b] - s.total[a] || a - b);
  const scores = docs.map((d) => s.total[d]);
  clear(s, s.hitDocs, hits);
  return { docs, scores };
}

/** The `max` read sections with the best lower bounds (ties at the last place: the first read), by selection, not a sort. */
function bestLower(s: LanguageIndex['scratch'], hits: number, max: number): number[] {
  if (hits <= max) return copyOf(s.hitDocs, hits);
  const values = new Float64Array(hits);
  for (let k = 0; k < hits; k++) values[k] = s.total[s.hitDocs[k]];
  const floor = kthLargest(values, max);
  const docs: number[] = [];
  // Those above the floor first, then those at it while places are left.
  for (let k = 0; k < hits; k++) if (s.total[s.hitDocs[k]] > floor) docs.push(s.hitDocs[k]);
  for (let k = 0; k < hits && docs.length < max; k++) if (s.total[s.hitDocs[k]] === floor) docs.push(s.hitDocs[k]);
  return docs;
}

/** The k-th largest of `values` (1-based), by quickselect; reorders `values`. */
export function kthLargest(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  const target = k - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i] > pivot) i++;
      while (values[j] < pivot) j--;
      if (i <= j) {
        const t = values[i];
        values[i++] = values[j];
        values[j--] = t;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return values[target];
  }
  return values[target];
}

/** The read sections whose lower bound is at least `floor`, or undefined when more than `max` are. */
function within(s: LanguageIndex['scratch'], hits: number, floor: number, max: number): number[] | undefined {
  const docs: number[] = [];
  for (let k = 0; k < hits; k++) {
    const d = s.hitDocs[k];
    if (s.total[d] < floor) continue;
    if (docs.length >= max) return undefined;
    docs.push(d);
  }
  return docs;
}

function listsOf(li: LanguageIndex, words: readonly WeightedWord[]): List[] {
  const lists: List[] = [];
  for (const word of words) {
    for (const alt of word.alternatives) {
      for (const t of alt.terms) {
        const share = (alt.weight * li.idf[t]) / alt.terms.length;
        lists.push({ from: li.offsets[t], to: li.offsets[t + 1], share, factor: word.weight * share });
      }
    }
  }
  return lists;
}

/**
 * The most any unread postings could add to one section's score: per word, the largest sum
 * over one alternative's terms of the next (highest unread) contribution, times its weight.
 */
function unreadBound(li: LanguageIndex, words: readonly WeightedWord[], lists: List[], ends: Int32Array): number {
  let rest = 0;
  let i = 0;
  for (const word of words) {
    let most = 0;
    for (const alt of word.alternatives) {
      let sum = 0;
      for (let k = 0; k < alt.terms.length; k++, i++) if (ends[i] < lists[i].to) sum += lists[i].share * li.postImpacts[ends[i]];
      most = Math.max(most, sum);
    }
    rest += word.weight * most;
  }
  return rest * (1 + 1e-9);
}

/**
 * `picked` sections scored from the postings up to `ends` (the whole lists unless a list is
 * longer than the scan cap allows), best first, at most `count`.
 */
function rescore(li: LanguageIndex, words: readonly WeightedWord[], lists: List[], ends: Int32Array, picked: ArrayLike<number>, count: number, stats?: TopStats): TopSections {
  const s = li.scratch;
  const member = s.member;
  for (let k = 0; k < picked.length; k++) {
    const d = picked[k];
    member[d >>> 5] |= 1 << (d & 31);
  }
  const hits = accumulateMembers(li, words, lists, ends, member);
  if (stats) {
    stats.rescored += hits;
    for (let i = 0; i < lists.length; i++) stats.scanned += ends[i] - lists[i].from;
  }
  for (let k = 0; k < picked.length; k++) member[picked[k] >>> 5] = 0;
  const docs = topDocs(s.hitDocs, hits, s.total, count);
  // Best first, then the lower section id: the same order whatever the candidates' order was.
  docs.sort((a, b) => s.total[b] - s.total[a] || a - b);
  const scores = docs.map((d) => s.total[d]);
  clear(s, s.hitDocs, hits);
  return { docs, scores };
}

/**
 * Scores sections from the postings of each list up to `ends[i]` into `scratch.total`
 * (sections in `scratch.hitDocs`, their number returned). A word counts once per section, by its best alternative;
 * the parts of a compound add up. The same operations in the same order as a whole read,
 * so a section's score is the same number however it was found.
 */
function accumulate(li: LanguageIndex, words: readonly WeightedWord[], lists: List[], ends: ArrayLike<number>): number {
  const s = li.scratch;
  const { total, best, sum, mark, sumMark, seen, touched, hitDocs } = s;
  const { postDocs, postImpacts } = li;
  let hitCount = 0;
  let list = 0;
  for (const word of words) {
    const alternatives = word.alternatives;
    if (alternatives.length === 1 && alternatives[0].terms.length === 1) {
      // One list: each section once, its best is its one value (the same number as below).
      const { from, share } = lists[list];
      const to = ends[list++];
      const weight = word.weight;
      for (let i = from; i < to; i++) {
        const doc = postDocs[i];
        total[doc] += weight * (share * postImpacts[i]);
        if (seen[doc] === 0) {
          seen[doc] = 1;
          hitDocs[hitCount++] = doc;
        }
      }
      continue;
    }
    const stamp = nextStamp(s);
    let touchedCount = 0;
    for (const alt of alternatives) {
      const compound = alt.terms.length > 1;
      for (let k = 0; k < alt.terms.length; k++) {
        const { from, share } = lists[list];
        const to = ends[list++];
        for (let i = from; i < to; i++) {
          const doc = postDocs[i];
          let value = share * postImpacts[i];
          if (compound) {
            if (sumMark[doc] !== stamp) {
              sumMark[doc] = stamp;
              sum[doc] = 0;
            }
            value = sum[doc] += value;
          }
          if (mark[doc] !== stamp) {
            mark[doc] = stamp;
            best[doc] = 0;
            touched[touchedCount++] = doc;
          }
          if (value > best[doc]) best[doc] = value;
        }
      }
    }
    for (let k = 0; k < touchedCount; k++) {
      const doc = touched[k];
      total[doc] += word.weight * best[doc];
      if (seen[doc] === 0) {
        seen[doc] = 1;
        hitDocs[hitCount++] = doc;
      }
    }
  }
  return hitCount;
}

/** accumulate() for the sections whose bit is set in `member` only: a bit test per posting (a separate function, so each loop is compiled for its case). */
function accumulateMembers(li: LanguageIndex, words: readonly WeightedWord[], lists: List[], ends: ArrayLike<number>, member: Uint32Array): number {
  const s = li.scratch;
  const { total, best, sum, mark, sumMark, seen, touched, hitDocs } = s;
  const { postDocs, postImpacts } = li;
  let hitCount = 0;
  let list = 0;
  for (const word of words) {
    const alternatives = word.alternatives;
    if (alternatives.length === 1 && alternatives[0].terms.length === 1) {
      // One list: each section once, its best is its one value (the same number as below).
      const { from, share } = lists[list];
      const to = ends[list++];
      const weight = word.weight;
      for (let i = from; i < to; i++) {
        const doc = postDocs[i];
        if (((member[doc >>> 5] >>> (doc & 31)) & 1) === 0) continue;
        total[doc] += weight * (share * postImpacts[i]);
        if (seen[doc] === 0) {
          seen[doc] = 1;
          hitDocs[hitCount++] = doc;
        }
      }
      continue;
    }
    const stamp = nextStamp(s);
    let touchedCount = 0;
    for (const alt of alternatives) {
      const compound = alt.terms.length > 1;
      for (let k = 0; k < alt.terms.length; k++) {
        const { from, share } = lists[list];
        const to = ends[list++];
        for (let i = from; i < to; i++) {
          const doc = postDocs[i];
          if (((member[doc >>> 5] >>> (doc & 31)) & 1) === 0) continue;
          let value = share * postImpacts[i];
          if (compound) {
            if (sumMark[doc] !== stamp) {
              sumMark[doc] = stamp;
              sum[doc] = 0;
            }
            value = sum[doc] += value;
          }
          if (mark[doc] !== stamp) {
            mark[doc] = stamp;
            best[doc] = 0;
            touched[touchedCount++] = doc;
          }
          if (value > best[doc]) best[doc] = value;
        }
      }
    }
    for (let k = 0; k < touchedCount; k++) {
      const doc = touched[k];
      total[doc] += word.weight * best[doc];
      if (seen[doc] === 0) {
        seen[doc] = 1;
        hitDocs[hitCount++] = doc;
      }
    }
  }
  return hitCount;
}

/** Leaves the shared work arrays zeroed for the next query. */
function clear(s: LanguageIndex['scratch'], docs: Int32Array, length: number): void {
  for (let k = 0; k < length; k++) {
    s.total[docs[k]] = 0;
    s.seen[docs[k]] = 0;
  }
}

/** A fresh stamp for `mark` and `sumMark`; on wrap-around both are cleared once. */
function nextStamp(s: LanguageIndex['scratch']): number {
  if (s.stamp >= 0x7ffffff0) {
    s.mark.fill(0);
    s.sumMark.fill(0);
    s.stamp = 0;
  }
  return ++s.stamp;
}

/**
 * Where to stop reading each list so that at most `budget` postings are read, the highest
 * contributions (word weight × share × impact, falling along each list) first: a
 * contribution threshold found by bisection (24 steps); lists are read whole when they fit.
 */
function cutoffs(li: LanguageIndex, lists: List[], budget: number): Int32Array {
  const ends = new Int32Array(lists.length);
  let total = 0;
  for (const l of lists) total += l.to - l.from;
  if (total <= budget) {
    lists.forEach((l, i) => (ends[i] = l.to));
    return ends;
  }
  // Number of postings of list l whose contribution is at least `tau` (binary search: impacts fall).
  const above = (l: List, tau: number) => {
    let lo = l.from;
    let hi = l.to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (l.factor * li.postImpacts[mid] >= tau) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  let lo = 0;
  let hi = 0;
  for (const l of lists) if (l.to > l.from) hi = Math.max(hi, l.factor * li.postImpacts[l.from]);
  hi *= 1.0001;
  for (let iteration = 0; iteration < 24; iteration++) {
    const tau = (lo + hi) / 2;
    let count = 0;
    for (const l of lists) count += above(l, tau) - l.from;
    if (count > budget) lo = tau;
    else hi = tau;
  }
  let left = budget;
  lists.forEach((l, i) => (left -= (ends[i] = above(l, hi)) - l.from));
  // Postings tied just below the threshold (sections of equal length) fill what is left of the budget.
  lists.forEach((l, i) => {
    const more = Math.min(left, above(l, lo) - ends[i]);
    ends[i] += more;
    left -= more;
  });
  return ends;
}

/**
 * The `count` docs with the highest totals (all of them when there are fewer), by a
 * bounded min-heap: one pass, no sort of every touched section. Ties: the lower doc id.
 */
export function topDocs(docs: Int32Array, length: number, total: Float64Array, count: number): number[] {
  if (length <= count) return copyOf(docs, length);
  const heap = new Int32Array(count);
  let size = 0;
  const less = (a: number, b: number) => total[a] < total[b] || (total[a] === total[b] && a > b);
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < size && less(heap[l], heap[m])) m = l;
      if (r < size && less(heap[r], heap[m])) m = r;
      if (m === i) return;
      const t = heap[i];
      heap[i] = heap[m];
      heap[m] = t;
      i = m;
    }
  };
  for (let k = 0; k < length; k++) {
    const doc = docs[k];
    if (size < count) {
      let i = size++;
      heap[i] = doc;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!less(heap[i], heap[parent])) break;
        const t = heap[i];
        heap[i] = heap[parent];
        heap[parent] = t;
        i = parent;
      }
    } else if (less(heap[0], doc)) {
      heap[0] = doc;
      siftDown(0);
    }
  }
  return copyOf(heap, heap.length);
}

/** The first `length` values as a plain array: a loop, no typed-array view or iterator made per question. */
function copyOf(values: Int32Array, length: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < length; k++) out.push(values[k]);
  return out;
}
