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
  /** Most terms on a side of a unit. */
  termsPerUnit: number;
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
  const rows = rowsOf(units, updates, source.names.length, settings.termsPerUnit);
  const t = new Float64Array(rows.slotSource.length).fill(1);
  const count = new Float64Array(t.length);
  const total = new Float64Array(rows.empty + 1);
  for (let round = 0; round < settings.rounds; round++) {
    yield;
    emRound(rows, t, count, total);
  }
  return entriesOf(rows, t, source.names, target.names, settings);
}

/**
 * The translations of at least the least probability, each source word's best first (a
 * function of its own: loops in a generator run unoptimised, V8 cannot compile them mid-loop).
 */
function entriesOf(rows: Rows, t: Float64Array, sourceNames: readonly string[], targetNames: readonly string[], settings: EmSettings): LexiconEntries {
  const lexicon: LexiconEntries = new Map();
  const { slotSource, slotTarget, empty } = rows;
  for (let slot = 0; slot < t.length; slot++) {
    const e = slotSource[slot];
    if (e === empty || t[slot] < settings.minProbability) continue;
    const key = sourceNames[e];
    const list = lexicon.get(key) ?? [];
    list.push({ term: targetNames[slotTarget[slot]], p: t[slot] });
    lexicon.set(key, list);
  }
  for (const list of lexicon.values()) list.sort((a, b) => b.p - a.p).splice(settings.perWord);
  return lexicon;
}

/** One EM round: expected counts over every row, then t = count / total of its source. */
function emRound(rows: Rows, t: Float64Array, count: Float64Array, total: Float64Array): void {
  const { slots, sources, ends, slotSource } = rows;
  count.fill(0);
  total.fill(0);
  let from = 0;
  for (let r = 0; r < ends.length; r++) {
    const end = ends[r];
    let denom = 0;
    for (let i = from; i < end; i++) denom += t[slots[i]];
    for (let i = from; i < end; i++) {
      const slot = slots[i];
      const c = t[slot] / denom;
      count[slot] += c;
      total[sources[i]] += c;
    }
    from = end;
  }
  for (let slot = 0; slot < t.length; slot++) t[slot] = count[slot] / total[slotSource[slot]];
}

/**
 * The rows of the units, each (source, target) pair's slot numbered in order of first use,
 * row after row. Pairs are looked up source by source in a hash table of each source word's
 * own (sized from the units beforehand), so a unit's look-ups stay within a few small
 * regions of memory, not scattered over one table of millions of entries.
 */
function rowsOf(units: readonly TermUnit[], updates: number, sourceCount: number, termsPerUnit: number): Rows {
  const empty = sourceCount;
  const regions = sourceRegions(units, sourceCount);
  // Each cell: target + 1 (0: free) and the pair's slot (-1: found new in the current unit).
  const cells = new Int32Array(2 * regions[sourceCount + 1]);
  const slots = new Int32Array(updates);
  const sources = new Int32Array(updates);
  let rowCount = 0;
  for (const unit of units) rowCount += unit.to.length;
  const ends = new Int32Array(rowCount);
  const slotSource = new Int32Array(updates);
  const slotTarget = new Int32Array(updates);
  const cellOf = new Int32Array((termsPerUnit + 1) * termsPerUnit);
  let slotCount = 0;
  let at = 0;
  let row = 0;
  for (const { from, to } of units) {
    const width = to.length;
    for (let i = 0; i <= from.length; i++) {
      const e = i < from.length ? from[i] : empty;
      const base = regions[e];
      const size = regions[e + 1] - base;
      for (let j = 0; j < width; j++) cellOf[i * width + j] = findCell(cells, base, size, to[j]);
    }
    // Numbered by rows (target by target), as the EM rounds read them.
    for (let j = 0; j < width; j++) {
      for (let i = 0; i <= from.length; i++) {
        const cell = cellOf[i * width + j];
        let slot = cells[cell + 1];
        if (slot < 0) {
          cells[cell + 1] = slot = slotCount++;
          slotSource[slot] = i < from.length ? from[i] : empty;
          slotTarget[slot] = to[j];
        }
        sources[at] = slotSource[slot];
        slots[at++] = slot;
      }
      ends[row++] = at;
    }
  }
  return { slots, sources, ends, slotSource: slotSource.subarray(0, slotCount), slotTarget: slotTarget.subarray(0, slotCount), empty };
}

/** Where each source word's table begins (in cells; the empty word last): half as much again as its pairs. */
function sourceRegions(units: readonly TermUnit[], sourceCount: number): Int32Array {
  const regions = new Int32Array(sourceCount + 2);
  for (const { from, to } of units) {
    for (let i = 0; i < from.length; i++) regions[from[i] + 1] += to.length;
    regions[sourceCount + 1] += to.length;
  }
  for (let e = 1; e < regions.length; e++) {
    const pairs = regions[e];
    regions[e] = regions[e - 1] + (pairs && pairs + (pairs >> 1) + 1);
  }
  return regions;
}

/** The cell (an index into `cells`) of target `f` in the table at [base, base + size), added when absent. */
function findCell(cells: Int32Array, base: number, size: number, f: number): number {
  let at = base + Math.floor(((Math.imul(f + 1, 0x9e3779b1) >>> 0) * size) / 4294967296);
  const end = base + size;
  for (;;) {
    const key = cells[2 * at];
    if (key === f + 1) return 2 * at;
    if (key === 0) {
      cells[2 * at] = f + 1;
      cells[2 * at + 1] = -1;
      return 2 * at;
    }
    if (++at === end) at = base;
  }
}
