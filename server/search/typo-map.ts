/**
 * Typo candidates by symmetric deletion (the SymSpell idea): every site word is stored
 * under the hashes of the strings made by deleting up to one character (medium words) or
 * two (long words); a question word looks up the hashes of its own deletions. The lookup
 * costs a fixed number of binary searches per word, whatever the vocabulary's size, and
 * each candidate is then checked with a bounded edit distance.
 *
 * Everything is in two typed arrays (hash, word id), sorted by hash, built once per index.
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

export interface TypoMap {
  /** FNV-1a hashes of the deletion variants, ascending. */
  hashes: Uint32Array;
  /** The surface word id of each hash entry. */
  words: Int32Array;
}

export function maxEdits(length: number): number {
  return length >= TYPO_TWO_EDITS ? 2 : 1;
}

/** FNV-1a of `word` without the characters at `skipA` and `skipB` (-1: none). */
function hashWithout(word: string, skipA: number, skipB: number): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < word.length; k++) {
    if (k === skipA || k === skipB) continue;
    h ^= word.charCodeAt(k);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Calls `emit` with the hash of every deletion variant of `word` (with repeats). */
function forEachVariant(word: string, edits: number, emit: (hash: number) => boolean | void): void {
  if (emit(hashWithout(word, -1, -1)) === false) return;
  for (let i = 0; i < word.length; i++) if (emit(hashWithout(word, i, -1)) === false) return;
  if (edits < 2) return;
  for (let i = 0; i < word.length; i++) for (let j = i + 1; j < word.length; j++) if (emit(hashWithout(word, i, j)) === false) return;
}

export function variantCount(length: number, edits: number): number {
  return 1 + length + (edits >= 2 ? (length * (length - 1)) / 2 : 0);
}

const ID_BITS = 2 ** 21;

/** Builds the map over the site's surface words (ids are their positions in `surfaces`). */
export function buildTypoMap(surfaces: readonly string[]): TypoMap {
  let total = 0;
  const stored = (w: string) => w.length >= TYPO_MIN_WORD && w.length <= TYPO_MAX_WORD;
  const count = Math.min(surfaces.length, ID_BITS);
  for (let id = 0; id < count; id++) if (stored(surfaces[id])) total += variantCount(surfaces[id].length, maxEdits(surfaces[id].length));
  // hash * 2^21 + id fits a double exactly, so one numeric sort orders by hash, then word.
  const keys = new Float64Array(total);
  let n = 0;
  for (let id = 0; id < count; id++) {
    const word = surfaces[id];
    if (!stored(word)) continue;
    forEachVariant(word, maxEdits(word.length), (hash) => {
      keys[n++] = hash * ID_BITS + id;
    });
  }
  keys.sort();
  const hashes = new Uint32Array(n);
  const words = new Int32Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0 && keys[i] === keys[i - 1]) continue;
    const hash = Math.floor(keys[i] / ID_BITS);
    hashes[m] = hash;
    words[m++] = keys[i] - hash * ID_BITS;
  }
  return { hashes: hashes.slice(0, m), words: words.slice(0, m) };
}

export interface TypoStats {
  typoProbes: number;
  typoCandidates: number;
}

/**
 * Surface word ids within the allowed edits of `word`, closest first, with their distance.
 * At most `variantCount` probes and TYPO_MAX_CANDIDATES distance checks.
 */
export function typoCandidates(map: TypoMap, surfaces: readonly string[], word: string, stats?: TypoStats): { id: number; distance: number }[] {
  if (word.length < TYPO_MIN_QUERY || word.length > TYPO_MAX_WORD) return [];
  const edits = maxEdits(word.length);
  const ids: number[] = [];
  const seen = new Set<number>();
  const { hashes, words } = map;
  forEachVariant(word, edits, (hash) => {
    if (stats) stats.typoProbes++;
    let lo = 0;
    let hi = hashes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (hashes[mid] < hash) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < hashes.length && hashes[i] === hash; i++) {
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
  let prev2 = new Int32Array(cols);
  let prev = new Int32Array(cols);
  let row = new Int32Array(cols);
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
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[b.length];
}
