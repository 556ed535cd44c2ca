import { expect } from 'chai';
import { checkTermLists, indexOf, termId } from '../../../server/search/term-lists.ts';

describe('checkTermLists', () => {
  it('accepts ascending ids per section and names what is wrong otherwise', () => {
    const offsets = Int32Array.from([0, 2, 2, 3]);
    expect(checkTermLists(offsets, Int32Array.from([0, 4, 1]), 3, 5, 'row word')).to.equal(undefined);
    expect(checkTermLists(offsets, Int32Array.from([0, 4, 1]), 2, 5, 'row word')).to.equal('row words do not match the sections');
    expect(checkTermLists(offsets, Int32Array.from([4, 0, 1]), 3, 5, 'row word')).to.equal('a row word names no term');
    expect(checkTermLists(offsets, Int32Array.from([0, 4, 5]), 3, 5, 'row word')).to.equal('a row word names no term');
    expect(checkTermLists(Int32Array.from([0, 2, 1, 3]), Int32Array.from([0, 4, 1]), 3, 5, 'row word')).to.equal('row word offsets decrease');
  });
});

describe('termId', () => {
  it("finds a term's id in the sorted terms, or -1", () => {
    const terms = ['apfel', 'birne', 'kirsch', 'pflaum'];
    expect(termId(terms, 'kirsch')).to.equal(2);
    expect(termId(terms, 'apfel')).to.equal(0);
    expect(termId(terms, 'banan')).to.equal(-1);
    expect(termId(terms, 'zitron')).to.equal(-1);
  });
});

describe('indexOf', () => {
  it("finds an id only within one section's range of the list", () => {
    const ids = Int32Array.from([1, 5, 9, 2, 7]);
    expect(indexOf(ids, 5, 0, 3)).to.equal(1);
    expect(indexOf(ids, 7, 3, 5)).to.equal(4);
    expect(indexOf(ids, 7, 0, 3)).to.equal(-1);
    expect(indexOf(ids, 1, 1, 3)).to.equal(-1);
  });
});
