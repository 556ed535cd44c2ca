/**
 * IBM Model 1 over a language pair's parallel units (lexicon-units.ts): t(target | source) by
 * a few rounds of EM, with an empty source word, on typed arrays. Each (source, target) pair
 * of a unit gets a slot once; the rows (one per target word of a unit: its sources' slots,
 * then the empty word's) lie end to end, with each entry's source beside its slot, so a round
 * reads the rows in order and touches only the slots' own numbers.
 */
import type { LexiconTerms, TermUnit } from './lexicon-units.ts';

/** Source stem -> target stems with their probability, best first. */
export type LexiconEntries = Map<string, { term: string; p: number }[]>;

export interface EmSettings {
  rounds: number;
  /** Least probability kept, and translations kept per source word. */
  minProbability: number;
  perWord: number;
}

/** The EM rows of the units (whose pair updates are `updates`). */
interface Rows {
  /** Each entry's slot, row after row. */
  slots: Int32Array;
  /** Each entry's source term (the empty word is `empty`). */
  sources: Int32Array;
  /** Where each row ends. */
  ends: Int32Array;
  /** Each slot's source and target term. */
  slotSource: Int32Array;
  slotTarget: Int32Array;
  empty: number;
}

/** The lexicon learnt from the units, yielding before the slots and before each EM round. */
export function* emSteps(units: readonly TermUnit[], updates: number, source: LexiconTerms, target: LexiconTerms, settings: EmSettings): Generator<void, LexiconEntries> {
  if (!units.length) return new Map();
  yield;
  const rows = rowsOf(units, updates, source.names.length, target.names.length);
  // t(target | source) and its expected count side by side (slot s at 2s and 2s + 1): one cache line for both.
  const tc = new Float64Array(2 * rows.slotSource.length);
  for (let i = 0; i < tc.length; i += 2) tc[i] = 1;
  const total = new Float64Array(rows.empty + 1);
  for (let round = 0; round < settings.rounds; round++) {
    yield;
    emRound(rows, tc, total);
  }
  return entriesOf(rows, tc, source.names, target.names, settings);
}

/**
 * The translations of at least the least probability, each source word's best first (a
 * function of its own: loops in a generator run unoptimised, V8 cannot compile them mid-loop).
 */
function entriesOf(rows: Rows, tc: Float64Array, sourceNames: readonly string[], targetNames: readonly string[], settings: EmSettings): LexiconEntries {
  const lexicon: LexiconEntries = new Map();
  const { slotSource, slotTarget, empty } = rows;
  for (let slot = 0; slot < slotSource.length; slot++) {
    const e = slotSource[slot];
    const p = tc[2 * slot];
    if (e === empty || p < settings.minProbability) continue;
    const key = sourceNames[e];
    const list = lexicon.get(key) ?? [];
    list.push({ term: targetNames[slotTarget[slot]], p });
    lexicon.set(key, list);
  }
  for (const list of lexicon.values()) list.sort((a, b) => b.p - a.p).splice(settings.perWord);
  return lexicon;
}

/** One EM round: expected counts over every row, then t = count / total of its source. */
function emRound(rows: Rows, tc: Float64Array, total: Float64Array): void {
  const { slots, sources, ends, slotSource } = rows;
  for (let i = 1; i < tc.length; i += 2) tc[i] = 0;
  total.fill(0);
  let from = 0;
  for (let r = 0; r < ends.length; r++) {
    const end = ends[r];
    let denom = 0;
    for (let i = from; i < end; i++) denom += tc[2 * slots[i]];
    for (let i = from; i < end; i++) {
      const at = 2 * slots[i];
      const c = tc[at] / denom;
      tc[at + 1] += c;
      total[sources[i]] += c;
    }
    from = end;
  }
  for (let slot = 0; slot < slotSource.length; slot++) tc[2 * slot] = tc[2 * slot + 1] / total[slotSource[slot]];
}

/**
 * The rows of the units, each (source, target) pair's slot numbered in order of first use,
 * row after row. Pairs are found source word by source word (over the units it is in), each
 * target's pair of that source kept in an array by target: cached look-ups, not a hash
 * table of millions of scattered entries. A second pass in row order numbers the pairs.
 */
function rowsOf(units: readonly TermUnit[], updates: number, sourceCount: number, targetCount: number): Rows {
  const empty = sourceCount;
  // Where each unit's entries begin: a unit's rows (one per target) each hold its sources, then the empty word.
  const unitStart = new Int32Array(units.length + 1);
  let rowCount = 0;
  units.forEach(({ from, to }, u) => {
    unitStart[u + 1] = unitStart[u] + (from.length + 1) * to.length;
    rowCount += to.length;
  });
  const pairOf = pairsBySource(units, unitStart, updates, sourceCount, targetCount);
  // Numbered in row order: slots[i] is the slot of entry i.
  const slotOfPair = new Int32Array(updates).fill(-1);
  const slots = pairOf;
  const sources = new Int32Array(updates);
  const ends = new Int32Array(rowCount);
  const slotSource = new Int32Array(updates);
  const slotTarget = new Int32Array(updates);
  let slotCount = 0;
  let at = 0;
  let row = 0;
  for (const { from, to } of units) {
    for (let j = 0; j < to.length; j++) {
      for (let i = 0; i <= from.length; i++) {
        const e = i < from.length ? from[i] : empty;
        const pair = pairOf[at];
        let slot = slotOfPair[pair];
        if (slot < 0) {
          slotOfPair[pair] = slot = slotCount++;
          slotSource[slot] = e;
          slotTarget[slot] = to[j];
        }
        slots[at] = slot;
        sources[at++] = e;
      }
      ends[row++] = at;
    }
  }
  return { slots, sources, ends, slotSource: slotSource.subarray(0, slotCount), slotTarget: slotTarget.subarray(0, slotCount), empty };
}

/** Each entry's pair, numbered source by source (the empty word's last). */
function pairsBySource(units: readonly TermUnit[], unitStart: Int32Array, updates: number, sourceCount: number, targetCount: number): Int32Array {
  // The units each source word is in (with its place there), grouped by source: a counting sort.
  const firstOf = new Int32Array(sourceCount + 1);
  for (const { from } of units) for (let i = 0; i < from.length; i++) firstOf[from[i] + 1]++;
  for (let e = 1; e <= sourceCount; e++) firstOf[e] += firstOf[e - 1];
  const fill = firstOf.slice(0, sourceCount);
  const occurrenceUnit = new Int32Array(firstOf[sourceCount]);
  const occurrencePlace = new Int32Array(firstOf[sourceCount]);
  units.forEach(({ from }, u) => {
    for (let i = 0; i < from.length; i++) {
      const at = fill[from[i]]++;
      occurrenceUnit[at] = u;
      occurrencePlace[at] = i;
    }
  });
  const pairOf = new Int32Array(updates);
  // The pair of a target for the current source: valid where seen[target] is that source's stamp.
  const seen = new Int32Array(targetCount);
  const pairOfTarget = new Int32Array(targetCount);
  let pairs = 0;
  const add = (stamp: number, u: number, i: number) => {
    const { from, to } = units[u];
    const stride = from.length + 1;
    let at = unitStart[u] + i;
    for (let j = 0; j < to.length; j++, at += stride) {
      const f = to[j];
      if (seen[f] !== stamp) {
        seen[f] = stamp;
        pairOfTarget[f] = pairs++;
      }
      pairOf[at] = pairOfTarget[f];
    }
  };
  for (let e = 0; e < sourceCount; e++) for (let k = firstOf[e]; k < firstOf[e + 1]; k++) add(e + 1, occurrenceUnit[k], occurrencePlace[k]);
  for (let u = 0; u < units.length; u++) add(sourceCount + 1, u, units[u].from.length);
  return pairOf;
}
