import { expect } from 'chai';
import { ConceptMarks } from '../../../server/search/concept-marks.ts';

describe('ConceptMarks', () => {
  it('holds the ids added since it was started, each once and in order, as a Set would', () => {
    const marks = new ConceptMarks().start();
    const set = new Set<number>();
    for (const id of [5, 3, 5, 900, 0, 3]) {
      marks.add(id);
      set.add(id);
    }
    expect(Array.from({ length: marks.size }, (_, i) => marks.at(i))).to.deep.equal([...set]);
    for (const id of [0, 3, 5, 900, 1, 4, 901, 100_000]) expect(marks.has(id)).to.equal(set.has(id));
  });

  it('starts empty again with no mark cleared, and keeps its storage across starts: bounded by the largest id added', () => {
    const marks = new ConceptMarks();
    for (let pass = 0; pass < 1000; pass++) {
      marks.start();
      expect(marks.size).to.equal(0);
      expect(marks.has(pass % 300)).to.equal(false);
      marks.add(pass % 300);
      marks.add(299 - (pass % 300));
      expect(marks.has(pass % 300)).to.equal(true);
    }
    expect(marks.markBytes).to.equal(4 * 512);
  });
});
