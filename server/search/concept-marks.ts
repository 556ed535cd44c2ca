/**
 * A set of concept ids (indexes into the concept lists, concepts.ts) for one pass of a question
 * over one language index: the concepts it has used so far. Kept and started afresh per pass
 * (`start`), not a Set made per question and language: a mark per id holds the stamp of the pass
 * that added it, and the ids added are listed in order. Bounded by the concept lists: the marks
 * grow to the largest id added, the list to the most ids one pass added.
 */
export class ConceptMarks {
  private marks = new Uint32Array(256);
  private stamp = 0;
  private readonly ids: number[] = [];
  /** How many ids this pass added (the first `size` of the list). */
  size = 0;

  /** Empties the set: a new stamp, no mark cleared. */
  start(): this {
    this.size = 0;
    if (++this.stamp === 0xffffffff) {
      this.marks.fill(0);
      this.stamp = 1;
    }
    return this;
  }

  has(id: number): boolean {
    return id < this.marks.length && this.marks[id] === this.stamp;
  }

  add(id: number): void {
    if (this.has(id)) return;
    if (id >= this.marks.length) this.grow(id);
    this.marks[id] = this.stamp;
    this.ids[this.size++] = id;
  }

  /** The `i`-th id added (from 0, below `size`). */
  at(i: number): number {
    return this.ids[i];
  }

  /** Marks room enough for `id` (the old stamps kept). */
  private grow(id: number): void {
    const marks = new Uint32Array(Math.max(2 * this.marks.length, id + 1));
    marks.set(this.marks);
    this.marks = marks;
  }

  /** Bytes held by the marks: for tests that bound it. */
  get markBytes(): number {
    return this.marks.byteLength;
  }
}
