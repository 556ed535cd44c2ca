/**
 * Typo candidates by symmetric deletion (the SymSpell idea): every site word is stored
 * under the hashes of the strings made by deleting up to one character (medium words) or
 * two (long words); a question word looks up the hashes of its own deletions. The lookup
 * costs a fixed number of binary searches per word, whatever the vocabulary's size, and
 * each candidate is then checked with a bounded edit distance.
 *
 * Everything is in three typed arrays (TypoMap), sorted by hash, built once per index.
 */

/** Shortest site word stored; shorter words are too alike to correct. */
export const TYPO_MIN_WORD = 4;
/** Shortest question word corrected. */
export const TYPO_MIN_QUERY = 5;
/** From this length on, two edits are allowed (one below). */
export const TYPO_TWO_EDITS = 9;
/** Longest word stored or looked up: deletions grow with the square of the length. */
export const TYPO_MAX_WORD = 24;
/** Candidates checked per question word, at most. */
export const TYPO_MAX_CANDIDATES = 64;

/**
 * The entries (hash, word id) sorted by hash, stored in half the bytes: the hash's high 16
 * bits are implied by a bucket table (entries of bucket b at [buckets[b], buckets[b + 1])),
 * only its low 16 bits are stored; word ids take 16 bits when the site has at most 65,536
 * surface words. A look-up finds exactly the entries a full 32-bit hash array would.
 */
export interface TypoMap {
  /** TYPO_BUCKETS + 1 offsets into `low` and `words`, by the hash's high 16 bits. */
  buckets: Uint32Array;
  /** The low 16 bits of each entry's FNV-1a hash, ascending within a bucket. */
  low: Uint16Array;
  /** The surface word id of each entry. */
  words: Uint16Array | Int32Array;
}

/** Buckets of the typo map: one per value of a hash's high 16 bits. */
export const TYPO_BUCKETS = 65_536;

export function maxEdits(length: number): number {
  return length >= TYPO_TWO_EDITS ? 2 : 1;
}

/**
 * Calls `emit` with the hash of every deletion variant of `word` (with repeats), at most
 * TYPO_MAX_WORD long: hashed as the map's build hashes them (emitVariants, from the word's
 * prefix states: about a third of the steps of hashing each variant whole), into buffers
 * kept for every question (a look-up runs to its end before the next starts).
 */
function forEachVariant(word: string, edits: number, emit: (hash: number) => boolean | void): void {
  const n = emitVariants(word, edits, QUERY_PREFIX, 0, QUERY_HASHES, QUERY_WORDS, 0);
  for (let i = 0; i < n; i++) if (emit(QUERY_HASHES[i]) === false) return;
}

export function variantCount(length: number, edits: number): number {
  return 1 + length + (edits >= 2 ? (length * (length - 1)) / 2 : 0);
}

const ID_BITS = 2 ** 21;

/** forEachVariant's buffers: a word's prefix states and its variants' hashes (the word ids are not read). */
const QUERY_PREFIX = new Uint32Array(TYPO_MAX_WORD + 1);
const QUERY_HASHES = new Uint32Array(variantCount(TYPO_MAX_WORD, 2));
const QUERY_WORDS = new Int32Array(variantCount(TYPO_MAX_WORD, 2));

/**
 * Builds the map over the site's surface words (ids are their positions in `surfaces`).
 * Variants are hashed from each word's prefix states (FNV-1a runs left to right, so the
 * characters before a deletion are hashed once), and ordered by a stable radix sort on the
 * hash: emitted in ascending word order, entries end up by hash, then word.
 */
export function buildTypoMap(surfaces: readonly string[]): TypoMap {
  let total = 0;
  const stored = (w: string) => w.length >= TYPO_MIN_WORD && w.length <= TYPO_MAX_WORD;
  const count = Math.min(surfaces.length, ID_BITS);
  for (let id = 0; id < count; id++) if (stored(surfaces[id])) total += variantCount(surfaces[id].length, maxEdits(surfaces[id].length));
  let hashes = new Uint32Array(total) as Uint32Array;
  let words = new Int32Array(total) as Int32Array;
  let n = 0;
  const prefix = new Uint32Array(TYPO_MAX_WORD + 1);
  for (let id = 0; id < count; id++) {
    const word = surfaces[id];
    if (!stored(word)) continue;
    n = emitVariants(word, maxEdits(word.length), prefix, id, hashes, words, n);
  }
  [hashes, words] = radixSortByHash(hashes, words);
  let m = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0 && hashes[i] === hashes[i - 1] && words[i] === words[i - 1]) continue;
    hashes[m] = hashes[i];
    words[m++] = words[i];
  }
  return packTypoMap(hashes.subarray(0, m), words.subarray(0, m), count);
}

/** The sorted (hash, word) entries in the map's compact layout. */
function packTypoMap(hashes: Uint32Array, words: Int32Array, wordCount: number): TypoMap {
  const buckets = new Uint32Array(TYPO_BUCKETS + 1);
  for (let i = 0; i < hashes.length; i++) buckets[(hashes[i] >>> 16) + 1]++;
  for (let b = 0; b < TYPO_BUCKETS; b++) buckets[b + 1] += buckets[b];
  const low = new Uint16Array(hashes.length);
  for (let i = 0; i < hashes.length; i++) low[i] = hashes[i] & 0xffff;
  return { buckets, low, words: wordCount <= 0x10000 ? new Uint16Array(words) : words.slice() };
}

/** Writes the hashes of `word`'s deletion variants in forEachVariant's order; returns the new length. */
function emitVariants(word: string, edits: number, prefix: Uint32Array, id: number, hashes: Uint32Array, words: Int32Array, n: number): number {
  const length = word.length;
  let h = 0x811c9dc5;
  prefix[0] = h;
  for (let k = 0; k < length; k++) prefix[k + 1] = h = Math.imul(h ^ word.charCodeAt(k), 0x01000193);
  const rest = (from: number, state: number) => {
    for (let k = from; k < length; k++) state = Math.imul(state ^ word.charCodeAt(k), 0x01000193);
    return state >>> 0;
  };
  hashes[n] = h >>> 0;
  words[n++] = id;
  for (let i = 0; i < length; i++) {
    hashes[n] = rest(i + 1, prefix[i]);
    words[n++] = id;
  }
  if (edits < 2) return n;
  for (let i = 0; i < length; i++) {
    // The state after the prefix [0, i) and the characters (i, j).
    let state = prefix[i];
    for (let j = i + 1; j < length; j++) {
      hashes[n] = rest(j + 1, state);
      words[n++] = id;
      state = Math.imul(state ^ word.charCodeAt(j), 0x01000193);
    }
  }
  return n;
}

/** Stable least-significant-digit radix sort of (hash, word) pairs by hash, 11 bits a pass (counts fit a CPU cache). */
function radixSortByHash(hashes: Uint32Array, words: Int32Array): [Uint32Array, Int32Array] {
  const n = hashes.length;
  let fromH = hashes;
  let fromW = words;
  let toH = new Uint32Array(n) as Uint32Array;
  let toW = new Int32Array(n) as Int32Array;
  const counts = new Int32Array(2049);
  for (const shift of [0, 11, 22]) {
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[((fromH[i] >>> shift) & 0x7ff) + 1]++;
    for (let d = 0; d < 2048; d++) counts[d + 1] += counts[d];
    for (let i = 0; i < n; i++) {
      const h = fromH[i];
      const at = counts[(h >>> shift) & 0x7ff]++;
      toH[at] = h;
      toW[at] = fromW[i];
    }
    [fromH, toH] = [toH, fromH];
    [fromW, toW] = [toW, fromW];
  }
  return [fromH, fromW];
}

export interface TypoStats {
  typoProbes: number;
  typoCandidates: number;
}

/**
 * Surface word ids within the allowed edits of `word`, closest first, with their distance.
 * At most `variantCount` probes and TYPO_MAX_CANDIDATES distance checks.
 */
export function typoCandidates(map: TypoMap, surfaces: readonly string[], word: string, stats?: TypoStats, atMost = 2): { id: number; distance: number }[] {
  if (word.length < TYPO_MIN_QUERY || word.length > TYPO_MAX_WORD) return [];
  // `atMost` caps the edits below what the word's length allows (a compound's part: one; fewer variants probed).
  const edits = Math.min(atMost, maxEdits(word.length));
  const ids: number[] = [];
  const seen = new Set<number>();
  const { buckets, low, words } = map;
  forEachVariant(word, edits, (hash) => {
    if (stats) stats.typoProbes++;
    const bucket = hash >>> 16;
    const key = hash & 0xffff;
    let lo = buckets[bucket];
    const end = buckets[bucket + 1];
    let hi = end;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (low[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < end && low[i] === key; i++) {
      if (seen.has(words[i])) continue;
      seen.add(words[i]);
      ids.push(words[i]);
      if (ids.length >= TYPO_MAX_CANDIDATES) return false;
    }
  });
  const found: { id: number; distance: number }[] = [];
  for (const id of ids) {
    if (stats) stats.typoCandidates++;
    const candidate = surfaces[id];
    if (candidate === word) continue;
    const distance = editDistance(word, candidate, edits);
    if (distance <= edits) found.push({ id, distance });
  }
  return found.sort((a, b) => a.distance - b.distance);
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), giving up
 * with `max + 1` as soon as it must exceed `max`. Both words are at most TYPO_MAX_WORD long.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  // Three rows kept for every call (a word at most TYPO_MAX_WORD long), not three arrays made per candidate; only the first `cols` are read, each written before.
  if (EDIT_ROWS[0].length < cols) for (let r = 0; r < 3; r++) EDIT_ROWS[r] = new Int32Array(cols);
  let prev2 = EDIT_ROWS[0];
  let prev = EDIT_ROWS[1];
  let row = EDIT_ROWS[2];
  for (let j = 0; j < cols; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, prev2[j - 2] + 1);
      row[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    const oldest = prev2;
    prev2 = prev;
    prev = row;
    row = oldest;
  }
  return prev[b.length];
}
const EDIT_ROWS = [new Int32Array(TYPO_MAX_WORD + 1), new Int32Array(TYPO_MAX_WORD + 1), new Int32Array(TYPO_MAX_WORD + 1)];

/**
 * Whether `word` is `meant` with one slip of typing: a letter left out inside the word, a doubled
 * letter typed once or a single one twice, or two neighbours swapped. Read from the questions
 * of every development site: such slips make most of the visitors' typos ("opning", "Anzalung",
 * "Preiss", "Kosetn") and almost never another real word, while one letter changed or an ending
 * added or dropped mostly does ("fährt" / "führt", "scared" / "shared", "learn" / "learnt").
 */
export function isTypingSlip(word: string, meant: string): boolean {
  const n = word.length;
  const m = meant.length;
  if (m === n + 1) return dropped(word, meant);
  if (n === m + 1) return doubled(word, meant);
  if (n !== m) return false;
  const i = firstDifference(word, meant);
  return i < n - 1 && word[i] === meant[i + 1] && word[i + 1] === meant[i] && word.slice(i + 2) === meant.slice(i + 2);
}

/**
 * Whether `word` is `meant` with two slips of typing (isTypingSlip), or one slip and a letter
 * more or less at the end (the visitor's "Gutschien" for the site's only form "Gutscheine";
 * "begginers" for "beginners"; "Kinderbalet"). Only words long enough for two edits are compared
 * so (typoCandidates), and only pairs two edits apart (a pair one slip apart is isTypingSlip's). At most three repairs of the first difference are tried, each a string of
 * at most TYPO_MAX_WORD letters.
 */
export function isTwoSlips(word: string, meant: string): boolean {
  const i = firstDifference(word, meant);
  // The first letter as typed: a word that begins otherwise is another word ("abstellen" is not "Baustellen").
  if (i === 0 || i >= word.length - 1 || i >= meant.length - 1) return false;
  const repairs = [word.slice(0, i) + word.slice(i + 1), word.slice(0, i) + meant[i] + word.slice(i), word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)];
  for (const r of repairs) {
    if (r === meant || !isTypingSlip(word, r)) continue;
    // Two letters left out side by side are a syllable (Pferdehänger / Pferdeanhänger), not two slips; a letter typed two places late is ("Reiseaphoteke").
    const syllable = meant.length === word.length + 2 && firstDifference(r, meant) < i + 2;
    if (!syllable && isTypingSlip(r, meant)) return true;
    // The first slip before the word's ending, not in it: "organisieren" is not "organisierte" less a t.
    if (i < Math.min(r.length, meant.length) - 2 && endsOneLetterApart(r, meant)) return true;
  }
  return false;
}

/** The index of the first letter where two words differ (the shorter's length when one begins the other). */
function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** One word is the other with one letter more at its end (an inflection ending: Gutschein / Gutscheine). */
function endsOneLetterApart(a: string, b: string): boolean {
  return a.length === b.length + 1 ? a.startsWith(b) : b.length === a.length + 1 && b.startsWith(a);
}

/** `short` is `long` less one letter inside it (not its first or last) or less one of a doubled letter. */
function dropped(short: string, long: string): boolean {
  const i = firstDifference(short, long);
  if (short.slice(i) !== long.slice(i + 1)) return false;
  const twin = long[i] === long[i - 1] || long[i] === long[i + 1];
  return twin || (i > 0 && i < long.length - 1);
}

/** `long` is `short` with one letter typed twice. */
function doubled(long: string, short: string): boolean {
  const i = firstDifference(long, short);
  return long.slice(i + 1) === short.slice(i) && (long[i] === long[i - 1] || long[i] === long[i + 1]);
}
