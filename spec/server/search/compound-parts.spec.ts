/** A long compound read as two or three parts the vocabulary knows. */
import { expect } from 'chai';
import { compoundParts } from '../../../server/search/compound-parts.ts';
import { analyzerFor } from '../../../server/search/analyzer.ts';

const stem = (t: string) => analyzerFor('de').stem(t);
const vocabulary = (...words: string[]) => {
  const stems = new Set(words.map(stem));
  return { has: (term: string) => stems.has(term) };
};

describe('compoundParts', () => {
  it('reads a word longer than a two-part split allows as three parts, with linking elements', () => {
    const parts = compoundParts('auslandskrankenversicherung', vocabulary('ausland', 'kranken', 'versicherung'), stem);
    expect(parts).to.deep.equal([stem('ausland'), stem('kranken'), stem('versicherung')]);
  });
  it('takes the longest known last part first (Kranken + versicherung known as one word)', () => {
    const parts = compoundParts('auslandskrankenversicherung', vocabulary('ausland', 'krankenversicherung', 'versicherung'), stem);
    expect(parts).to.deep.equal([stem('ausland'), stem('krankenversicherung')]);
  });
  it('reads nothing when a part is unknown, or the word is short', () => {
    expect(compoundParts('gartenführung', vocabulary('garten'), stem)).to.deep.equal([]);
    expect(compoundParts('hofgut', vocabulary('hof', 'gut'), stem)).to.deep.equal([]);
  });
  it('goes through the given stem function for every probe (the caller counts them against its budget)', () => {
    let probes = 0;
    const counted = (t: string) => (probes++, stem(t));
    compoundParts('auslandskrankenversicherung', vocabulary('ausland', 'kranken', 'versicherung'), counted);
    expect(probes).to.be.above(0);
    let left = 0;
    expect(compoundParts('auslandskrankenversicherung', vocabulary('ausland', 'kranken', 'versicherung'), (t) => (left++ < 0 ? stem(t) : ''))).to.deep.equal([]);
  });
});
