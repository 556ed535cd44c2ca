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
 *    bound: that plus what the words not read for it could still add (a word read for a
 *    section has its best alternative read already, the heads being cut at one contribution
 *    threshold, but for a compound's unread parts); `rest`, what every word could add, bounds
 *    a section nothing was read of. The k-th best lower bound is a score some k sections
 *    reach; a section whose upper bound is below it cannot be among the top k, nor can an
 *    unread section when `rest` is below it. The sections left are the candidates. Too many
 *    of them (or an unread section that could still enter): read a larger head (×4), up to
 *    `maxHeads`.
 * 2. Rescore, unless every candidate's score is final already (then the top k is taken among
 *    them as they are): read the whole lists again, but a posting costs only a bit test
 *    unless its section is a candidate; candidates are scored exactly as a full read scores
 *    them (same operations in the same order, so the same floating-point totals), and the top
 *    k is taken among them.
 *
 * When all lists together are short (`onePass`), they are read once, whole, as before.
 * Only when a question's lists exceed what the caps allow is the result an approximation:
 * the heads bound is not proven (the `rescore` sections with the best lower bounds are
 * rescored), or the rescoring reads at most `scan` postings (the highest contributions);
 * `TopStats.approximate` counts those.
 */
import type { LanguageIndex } from './search-index.ts';
import type { Alternative } from './word-analysis.ts';

/** Words whose reads a section's bits record: word j sets bit 1 + j of a 32-bit integer (bit 0 marks a section read at all). Later words are scored but neither bounded per section nor counted by word coverage. */
export const TRACKED_WORDS = 31;

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
  const n = topSectionsInto(li, words, count, stats, limits);
  const docs: number[] = new Array(n);
  const scores: number[] = new Array(n);
  for (let k = 0; k < n; k++) {
    docs[k] = TOP.docs[k];
    scores[k] = TOP.scores[k];
  }
  return { docs, scores };
}

/**
 * Where topSectionsInto writes the top sections (doc ids) and their scores, best first or in
 * first-seen order (one pass): kept for every question and read before the next search (the
 * arrays are replaced when a larger count is asked).
 */
export const TOP: { docs: Int32Array; scores: Float64Array; read: Int32Array } = { docs: new Int32Array(64), scores: new Float64Array(64), read: new Int32Array(64) };

/** topSections into TOP: how many it found (the first that many of TOP's arrays). No arrays or objects made per question. */
export function topSectionsInto(li: LanguageIndex, words: readonly WeightedWord[], count: number, stats?: TopStats, limits: TopLimits = TOP_LIMITS): number {
  try {
    return findInto(li, words, count, stats, limits);
  } catch (error) {
    // Cut short between scoring and clearing, the index's work arrays would hold this question's totals and marks for the next one.
    clearAll(li.scratch);
    throw error;
  }
}

function findInto(li: LanguageIndex, words: readonly WeightedWord[], count: number, stats: TopStats | undefined, limits: TopLimits): number {
  const lists = listsOf(li, words);
  let length = 0;
  for (let i = 0; i < lists.length; i++) length += lists[i].to - lists[i].from;
  const s = li.scratch;
  if (length <= limits.onePass) {
    const hits = accumulate(li, words, lists, wholeLists(lists, 0));
    if (stats) {
      stats.postings += length;
      stats.candidates += hits;
    }
    const n = topDocs(s.hitDocs, hits, s.slots, count);
    scoresOf(n, s);
    clear(s, s.hitDocs, hits);
    return n;
  }
  const whole = length <= limits.scan ? wholeLists(lists, 0) : cutoffs(li, lists, limits.scan, 0);
  if (stats && length > limits.scan) stats.approximate++;
  for (let heads: number = limits.firstHeads; ; heads = Math.min(heads * 4, limits.maxHeads)) {
    const last = heads >= limits.maxHeads;
    const found = round(li, words, lists, whole, heads, last, count, limits, stats);
    if (found >= 0) return found;
  }
}

/**
 * Work arrays of the list ends, kept for every question (a search runs to its end before the
 * next starts): [0] the whole (or scan-capped) lists, [1] a bounding round's heads. Only the
 * first `lists.length` of each are read.
 */
const ENDS = [new Int32Array(64), new Int32Array(64)];

/** Work array `which` of ENDS with room for `length` ends (grown, never shrunk). */
function endsScratch(which: number, length: number): Int32Array {
  if (ENDS[which].length < length) ENDS[which] = new Int32Array(Math.max(length, 2 * ENDS[which].length));
  return ENDS[which];
}

/** Where each list ends: read whole (in work array `which`). */
function wholeLists(lists: List[], which: number): Int32Array {
  const ends = endsScratch(which, lists.length);
  for (let i = 0; i < lists.length; i++) ends[i] = lists[i].to;
  return ends;
}

/** The totals of TOP's first `n` docs, into TOP.scores, and the words read for each (bit 1 + j for word j < TRACKED_WORDS), into TOP.read. */
function scoresOf(n: number, s: LanguageIndex['scratch']): void {
  const { docs, scores, read } = TOP;
  const { slots, flags } = s;
  for (let k = 0; k < n; k++) {
    scores[k] = slots[docs[k] << 2];
    read[k] = flags[(docs[k] << 3) + 7];
  }
}

/**
 * One bounding round with `heads` postings. Lower bounds from the heads; `rest` is the most
 * the unread postings could add to any section. The count-th best lower bound is a score
 * `count` sections reach: every section whose upper bound is below it is out (within()),
 * and every unread section when `rest` is below it. The candidates left are rescored (unless
 * their scores are final) and the top taken into TOP, their number returned. -1 when that is not proven and a larger round
 * follows; in the last round the `rescore` best lower bounds' sections are rescored instead (approximate).
 */
function round(li: LanguageIndex, words: readonly WeightedWord[], lists: List[], whole: Int32Array, heads: number, last: boolean, count: number, limits: TopLimits, stats?: TopStats): number {
  const s = li.scratch;
  const ends = cutoffs(li, lists, heads, 1);
  const hits = accumulate(li, words, lists, ends);
  if (stats) {
    stats.rounds++;
    stats.candidates += hits;
    for (let i = 0; i < lists.length; i++) stats.postings += ends[i] - lists[i].from;
  }
  const restOf = restScratch(0, words.length);
  const rest = unreadBound(li, words, lists, ends, restOf);
  if (rest === 0) return ranked(s, hits, count);
  const kth = hits < count ? 0 : kthLargest(totalsOf(s, hits), count, hits) * (1 - 1e-9);
  // Fewer than `count` read, or `rest` alone reaches the bar: an unread section may still enter.
  const readRest = restScratch(1, words.length);
  const final = finalWhenRead(li, words, lists, ends, restOf, readRest);
  const found = rest < kth ? within(s, restOf, readRest, words.length, final, hits, kth, limits.rescore) : -1;
  const picked = found < -1 ? -2 - found : found;
  if (picked >= 0) {
    // Every candidate's score is already what a whole read gives: no second pass.
    if (found < -1) return ranked(s, hits, count, picked);
    clear(s, s.hitDocs, hits);
    return rescore(li, words, lists, whole, picked, count, stats);
  }
  if (!last) {
    clear(s, s.hitDocs, hits);
    return -1;
  }
  if (stats) stats.approximate++;
  const fallback = bestLower(s, hits, limits.rescore);
  clear(s, s.hitDocs, hits);
  return rescore(li, words, lists, whole, fallback, count, stats);
}

/** Work arrays of a bounding round's per-word bounds (restOf, readRest), kept for every question; only the first words.length are read. */
const RESTS = [new Float64Array(16), new Float64Array(16)];

/** Work array `which` of RESTS with room for `length` words (grown, never shrunk). */
function restScratch(which: number, length: number): Float64Array {
  if (RESTS[which].length < length) RESTS[which] = new Float64Array(Math.max(length, 2 * RESTS[which].length));
  return RESTS[which];
}

/** The totals of the `hits` sections read, in `scratch.values` (a work array: no allocation per question). */
function totalsOf(s: LanguageIndex['scratch'], hits: number): Float64Array {
  const { slots, hitDocs } = s;
  // Larger only under limits of more head postings than TOP_LIMITS (tests).
  const values = hits <= s.values.length ? s.values : new Float64Array(hits);
  for (let k = 0; k < hits; k++) values[k] = slots[hitDocs[k] << 2];
  return values;
}

/**
 * The scores of the first `among` sections of `scratch.picked` (default: of every section
 * read) are exact: the top `count` of them, best first, into TOP.
 */
function ranked(s: LanguageIndex['scratch'], hits: number, count: number, among?: number): number {
  const n = among === undefined ? topDocs(s.hitDocs, hits, s.slots, count) : topDocs(s.picked, among, s.slots, count);
  return bestFirst(s, n, hits);
}

/** TOP's first `n` docs (from the `hits` sections read) with their totals, best first, then the lower section id; the work arrays cleared. */
function bestFirst(s: LanguageIndex['scratch'], n: number, hits: number): number {
  const { slots } = s;
  const docs = TOP.docs;
  // Insertion sort (n is the candidates kept, 20 by default): the order is total (ties by id), so any sort gives this one; no comparison function is called back.
  for (let i = 1; i < n; i++) {
    const doc = docs[i];
    let j = i - 1;
    for (; j >= 0 && less(slots, docs[j], doc); j--) docs[j + 1] = docs[j];
    docs[j + 1] = doc;
  }
  scoresOf(n, s);
  clear(s, s.hitDocs, hits);
  return n;
}

/**
 * The `max` read sections with the best lower bounds (ties at the last place: the first read),
 * by selection, not a sort: into `scratch.picked`, their number returned.
 */
function bestLower(s: LanguageIndex['scratch'], hits: number, max: number): number {
  const { slots, hitDocs, picked } = s;
  if (hits <= max) {
    picked.set(hitDocs.subarray(0, hits));
    return hits;
  }
  const values = totalsOf(s, hits);
  const floor = kthLargest(values, max, hits);
  // The selection leaves the `max` largest first: how many of them are above the floor says
  // how many sections at the floor get a place. One loop then (code after a long loop ran
  // unoptimized on every call, see within()).
  let ties = max - countAbove(values, max, floor);
  let n = 0;
  for (let k = 0; k < hits; k++) {
    const d = hitDocs[k];
    const total = slots[d << 2];
    if (total > floor || (total === floor && ties-- > 0)) picked[n++] = d;
  }
  return n;
}

function countAbove(values: Float64Array, length: number, floor: number): number {
  let above = 0;
  for (let k = 0; k < length; k++) if (values[k] > floor) above++;
  return above;
}

/** The k-th largest of the first `length` `values` (1-based), by quickselect; reorders them. */
export function kthLargest(values: Float64Array, k: number, length = values.length): number {
  let lo = 0;
  let hi = length - 1;
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

/**
 * The read sections that may still be among the top: those whose lower bound plus what their
 * unread postings could add reaches `kth`, into `scratch.picked`. Word j adds at most `restOf[j]` (unreadBound) to a
 * section, and at most `readRest[j]` to one it was read for (bit j of `readBits`, see
 * finalWhenRead). Returns how many; −2 − how many when nothing unread can change any
 * candidate's score (their totals are then a whole read's: the same additions in the same
 * order); -1 when more than `max` are candidates.
 */
function within(s: LanguageIndex['scratch'], restOf: Float64Array, readRest: Float64Array, wordCount: number, readBits: number, hits: number, kth: number, max: number): number {
  const { slots, flags, hitDocs, picked } = s;
  // What the words not tracked per section may add to any section, and to a section nothing was read of.
  let untracked = 0;
  let all = 0;
  for (let j = 0; j < wordCount; j++) {
    all += restOf[j];
    if (j >= TRACKED_WORDS || !(readBits & (1 << j))) untracked += restOf[j];
  }
  const floor = kth - all * (1 + 1e-9);
  let count = 0;
  let exact = true;
  // Kept up to date inside the loop and returned as is: code after a long loop runs in the
  // loop's on-stack-replacement code, compiled before that code ever ran, and V8 then
  // deoptimized it on every call (749 times in 600 questions at 100k sections).
  let answer = -2;
  for (let k = 0; k < hits; k++) {
    const d = hitDocs[k];
    const lower = slots[d << 2];
    if (lower < floor) continue;
    let residual = untracked;
    const read = flags[(d << 3) + 7] >>> 1;
    for (let bits = readBits; bits !== 0; bits &= bits - 1) {
      const j = 31 - Math.clz32(bits & -bits);
      residual += read & (1 << j) ? readRest[j] : restOf[j];
    }
    if (lower + residual * (1 + 1e-9) < kth) continue;
    if (count >= max) return -1;
    picked[count++] = d;
    if (residual > 0) exact = false;
    answer = exact ? -2 - count : count;
  }
  return answer;
}

/**
 * What word j may still add to a section it was read for, into `readRest[j]`; the words (bit
 * j, j < 31) for which that is less than it may add to any section. The heads are cut at one
 * contribution threshold, so (but for ties at the cut) the smallest contribution read of a
 * word's lists is at least its largest unread one: then a section read for the word has its
 * best one-term alternative read already, and only a compound's unread parts may still add
 * (at most their next contributions, summed).
 */
function finalWhenRead(li: LanguageIndex, words: readonly WeightedWord[], lists: List[], ends: Int32Array, restOf: Float64Array, readRest: Float64Array): number {
  let bits = 0;
  let i = 0;
  for (let j = 0; j < words.length; j++) {
    let smallestRead = Infinity;
    let largestUnread = 0;
    let parts = 0;
    const alternatives = words[j].alternatives;
    for (let a = 0; a < alternatives.length; a++) {
      const alt = alternatives[a];
      let partsUnread = 0;
      for (let k = 0; k < alt.terms.length; k++, i++) {
        const l = lists[i];
        if (ends[i] > l.from) smallestRead = Math.min(smallestRead, l.share * li.postImpacts[ends[i] - 1]);
        const next = ends[i] < l.to ? l.share * li.postImpacts[ends[i]] : 0;
        if (alt.terms.length > 1) partsUnread += next;
        else largestUnread = Math.max(largestUnread, next);
      }
      parts = Math.max(parts, partsUnread);
    }
    readRest[j] = restOf[j];
    if (j < TRACKED_WORDS && smallestRead >= largestUnread) {
      readRest[j] = Math.min(restOf[j], words[j].weight * parts * (1 + 1e-9));
      if (readRest[j] < restOf[j]) bits |= 1 << j;
    }
  }
  return bits;
}

/** How many terms the words' alternatives hold together (one posting list each). */
export function termCount(words: readonly WeightedWord[]): number {
  let n = 0;
  for (let i = 0; i < words.length; i++) {
    const alternatives = words[i].alternatives;
    for (let j = 0; j < alternatives.length; j++) n += alternatives[j].terms.length;
  }
  return n;
}

function listsOf(li: LanguageIndex, words: readonly WeightedWord[]): List[] {
  // One array of its exact length per call; the lists themselves are LIST_POOL's objects, filled again (none outlives the call).
  const lists: List[] = new Array(termCount(words));
  let at = 0;
  // Indexed loops: the alternatives' term arrays come in several element kinds, and for-of over them called the iterator builtin per term.
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    for (let j = 0; j < word.alternatives.length; j++) {
      const alt = word.alternatives[j];
      for (let k = 0; k < alt.terms.length; k++) {
        const t = alt.terms[k];
        const share = (alt.weight * li.idf[t]) / alt.terms.length;
        let list = LIST_POOL[at];
        if (list === undefined) LIST_POOL.push((list = { from: 0, to: 0, share: 0.5, factor: 0.5 }));
        list.from = li.offsets[t];
        list.to = li.offsets[t + 1];
        list.share = share;
        list.factor = word.weight * share;
        lists[at++] = list;
      }
    }
  }
  return lists;
}
/** The List objects every question's lists are made of: as many as the longest question had (bounded by its words' alternatives). */
const LIST_POOL: List[] = [];

/**
 * The most any unread postings could add to one section's score: per word, the largest sum
 * over one alternative's terms of the next (highest unread) contribution, times its weight
 * (each word's into `restOf[j]`), summed over the words.
 */
function unreadBound(li: LanguageIndex, words: readonly WeightedWord[], lists: List[], ends: Int32Array, restOf: Float64Array): number {
  let rest = 0;
  let i = 0;
  for (let j = 0; j < words.length; j++) {
    const word = words[j];
    let most = 0;
    for (let a = 0; a < word.alternatives.length; a++) {
      const alt = word.alternatives[a];
      let sum = 0;
      for (let k = 0; k < alt.terms.length; k++, i++) if (ends[i] < lists[i].to) sum += lists[i].share * li.postImpacts[ends[i]];
      most = Math.max(most, sum);
    }
    rest += restOf[j] = word.weight * most;
  }
  return rest * (1 + 1e-9);
}

/**
 * The first `size` sections of `scratch.picked` scored from the postings up to `ends` (the
 * whole lists unless a list is longer than the scan cap allows), best first, at most `count`.
 */
function rescore(li: LanguageIndex, words: readonly WeightedWord[], lists: List[], ends: Int32Array, size: number, count: number, stats?: TopStats): number {
  const s = li.scratch;
  const { member, picked } = s;
  for (let k = 0; k < size; k++) {
    const d = picked[k];
    member[d >>> 5] |= 1 << (d & 31);
  }
  const hits = accumulate(li, words, lists, ends, member);
  if (stats) {
    stats.rescored += hits;
    for (let i = 0; i < lists.length; i++) stats.scanned += ends[i] - lists[i].from;
  }
  // `picked` shares its memory with the work array that scoring just used: cleared whole (a bit per section).
  member.fill(0);
  // Best first, then the lower section id: the same order whatever the candidates' order was.
  return bestFirst(s, topDocs(s.hitDocs, hits, s.slots, count), hits);
}

/**
 * Scores sections from the postings of each list up to `ends[i]` into their totals (`scratch.slots`)
 * (sections in `scratch.hitDocs`, their number returned). A word counts once per section, by its best alternative;
 * the parts of a compound add up. The same operations in the same order as a whole read,
 * so a section's score is the same number however it was found. With `member`, only the
 * sections whose bit is set there are scored (a bit test per posting; rescoring).
 */
function accumulate(li: LanguageIndex, words: readonly WeightedWord[], lists: List[], ends: Int32Array, member?: Uint32Array): number {
  const s = li.scratch;
  const { slots, flags, touched, hitDocs } = s;
  const { postDocs, postImpacts } = li;
  let hitCount = 0;
  let list = 0;
  for (let j = 0; j < words.length; j++) {
    const word = words[j];
    const alternatives = word.alternatives;
    if (alternatives.length === 1 && alternatives[0].terms.length === 1) {
      // One list: each section once, its best is its one value (the same number as below).
      const { from, share } = lists[list];
      const to = ends[list++];
      const weight = word.weight;
      // The section was read for word j (within() knows when the rest of the word adds nothing more to it).
      const read = j < TRACKED_WORDS ? 1 | (2 << j) : 1;
      for (let i = from; i < to; i++) {
        const doc = postDocs[i];
        if (member !== undefined && ((member[doc >>> 5] >>> (doc & 31)) & 1) === 0) continue;
        slots[doc << 2] += weight * (share * postImpacts[i]);
        const f = (doc << 3) + 7;
        const was = flags[f];
        if (was === 0) hitDocs[hitCount++] = doc;
        flags[f] = was | read;
      }
      continue;
    }
    const stamp = nextStamp(s);
    let touchedCount = 0;
    for (let a = 0; a < alternatives.length; a++) {
      const alt = alternatives[a];
      const compound = alt.terms.length > 1;
      for (let k = 0; k < alt.terms.length; k++) {
        const { from, share } = lists[list];
        const to = ends[list++];
        for (let i = from; i < to; i++) {
          const doc = postDocs[i];
          if (member !== undefined && ((member[doc >>> 5] >>> (doc & 31)) & 1) === 0) continue;
          const at = doc << 2;
          const m = (doc << 3) + 6;
          // First seen for this word: its best and its compound sum start at 0.
          if (flags[m] !== stamp) {
            flags[m] = stamp;
            slots[at + 1] = 0;
            slots[at + 2] = 0;
            touched[touchedCount++] = doc;
          }
          let value = share * postImpacts[i];
          if (compound) value = slots[at + 2] += value;
          if (value > slots[at + 1]) slots[at + 1] = value;
        }
      }
    }
    const read = j < TRACKED_WORDS ? 1 | (2 << j) : 1;
    for (let k = 0; k < touchedCount; k++) {
      const doc = touched[k];
      slots[doc << 2] += word.weight * slots[(doc << 2) + 1];
      const f = (doc << 3) + 7;
      const was = flags[f];
      if (was === 0) hitDocs[hitCount++] = doc;
      flags[f] = was | read;
    }
  }
  return hitCount;
}

/** Leaves the shared work arrays zeroed for the next query. */
function clear(s: LanguageIndex['scratch'], docs: Int32Array, length: number): void {
  for (let k = 0; k < length; k++) {
    s.slots[docs[k] << 2] = 0;
    s.flags[(docs[k] << 3) + 7] = 0;
  }
}

/** Zeroes the work arrays whole (every section's totals, marks and stamps, the candidates' bits): after a search cut short, whatever it had written. */
function clearAll(s: LanguageIndex['scratch']): void {
  // `flags` is `slots`' memory read as integers: zeroed with it.
  s.slots.fill(0);
  s.member.fill(0);
}

/** A fresh word stamp; on wrap-around every section's is cleared once. */
function nextStamp(s: LanguageIndex['scratch']): number {
  if (s.stamp >= 0x7ffffff0) {
    for (let m = 6; m < s.flags.length; m += 8) s.flags[m] = 0;
    s.stamp = 0;
  }
  return ++s.stamp;
}

/**
 * Where to stop reading each list so that at most `budget` postings are read, the highest
 * contributions (word weight × share × impact, falling along each list) first: a
 * contribution threshold found by bisection (24 steps); lists are read whole when they fit.
 */
function cutoffs(li: LanguageIndex, lists: List[], budget: number, which: number): Int32Array {
  const ends = endsScratch(which, lists.length);
  let total = 0;
  for (let i = 0; i < lists.length; i++) total += lists[i].to - lists[i].from;
  if (total <= budget) {
    for (let i = 0; i < lists.length; i++) ends[i] = lists[i].to;
    return ends;
  }
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < lists.length; i++) {
    const l = lists[i];
    if (l.to > l.from) hi = Math.max(hi, l.factor * li.postImpacts[l.from]);
  }
  hi *= 1.0001;
  for (let iteration = 0; iteration < 24; iteration++) {
    const tau = (lo + hi) / 2;
    let count = 0;
    for (let i = 0; i < lists.length; i++) count += above(li, lists[i], tau) - lists[i].from;
    if (count > budget) lo = tau;
    else hi = tau;
  }
  let left = budget;
  for (let i = 0; i < lists.length; i++) left -= (ends[i] = above(li, lists[i], hi)) - lists[i].from;
  // Postings tied just below the threshold (sections of equal length) fill what is left of the budget.
  for (let i = 0; i < lists.length; i++) {
    const more = Math.min(left, above(li, lists[i], lo) - ends[i]);
    ends[i] += more;
    left -= more;
  }
  return ends;
}

/** Number of postings of list l whose contribution is at least `tau` (binary search: impacts fall), as its end. */
function above(li: LanguageIndex, l: List, tau: number): number {
  let lo = l.from;
  let hi = l.to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (l.factor * li.postImpacts[mid] >= tau) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The `count` docs with the highest totals (`slots[doc << 2]`; all of them when there are fewer), by a
 * bounded min-heap: one pass, no sort of every touched section. Ties: the lower doc id. Into
 * TOP.docs (the heap itself, in heap order), their number returned.
 */
export function topDocs(docs: Int32Array, length: number, slots: Float64Array, count: number): number {
  const n = Math.min(length, count);
  if (TOP.docs.length < n) {
    const room = Math.max(n, 2 * TOP.docs.length);
    TOP.docs = new Int32Array(room);
    TOP.scores = new Float64Array(room);
    TOP.read = new Int32Array(room);
  }
  const heap = TOP.docs;
  if (length <= count) {
    for (let k = 0; k < length; k++) heap[k] = docs[k];
    return length;
  }
  let size = 0;
  for (let k = 0; k < length; k++) {
    const doc = docs[k];
    if (size < count) {
      let i = size++;
      heap[i] = doc;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!less(slots, heap[i], heap[parent])) break;
        const t = heap[i];
        heap[i] = heap[parent];
        heap[parent] = t;
        i = parent;
      }
    } else if (less(slots, heap[0], doc)) {
      heap[0] = doc;
      siftDown(heap, size, slots, 0);
    }
  }
  return count;
}

/** Whether doc a ranks below doc b: a lower total, or the same and a higher id. */
function less(slots: Float64Array, a: number, b: number): boolean {
  return slots[a << 2] < slots[b << 2] || (slots[a << 2] === slots[b << 2] && a > b);
}

/** Moves heap[i] down the min-heap of `size` until neither child ranks below it. */
function siftDown(heap: Int32Array, size: number, slots: Float64Array, i: number): void {
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let m = i;
    if (l < size && less(slots, heap[l], heap[m])) m = l;
    if (r < size && less(slots, heap[r], heap[m])) m = r;
    if (m === i) return;
    const t = heap[i];
    heap[i] = heap[m];
    heap[m] = t;
    i = m;
  }
}
