/**
 * Section addresses in the order `String.prototype.localeCompare` gives them, each pair's
 * comparison computed once and kept: equal scores are told apart by address
 * (rerank.ts, tieBreak) about 19 times per uncached question on the sample site, and
 * localeCompare cost about 290 ns a call on its addresses (their '/' and '#' leave V8's fast
 * path), while the same few sections tie again and again (2,687 pairs in 10,000 questions). The
 * result kept is localeCompare's own, so the order is the same.
 */
export class PathOrder {
  /** Comparisons by first address, then second. */
  private readonly byFirst = new Map<string, Map<string, number>>();
  private pairs = 0;
  /** Comparisons computed (not found among those kept), so tests can show a pair is compared once. */
  computed = 0;

  /** At most `maxPairs` comparisons kept (about 60 bytes each): when full it starts over. */
  constructor(readonly maxPairs = 4096) {}

  compare(a: string, b: string): number {
    let row = this.byFirst.get(a);
    const known = row?.get(b);
    if (known !== undefined) return known;
    const order = a.localeCompare(b);
    this.computed++;
    if (this.pairs >= this.maxPairs) {
      this.byFirst.clear();
      this.pairs = 0;
      row = undefined;
    }
    if (!row) this.byFirst.set(a, (row = new Map()));
    row.set(b, order);
    this.pairs++;
    return order;
  }

  /** Comparisons kept. */
  get size(): number {
    return this.pairs;
  }
}
