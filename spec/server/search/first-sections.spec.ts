/** A table of the first sections a test picks, per index and language, scanned once. */
import { expect } from 'chai';
import { firstSections } from '../../../server/search/first-sections.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

describe('firstSections', () => {
  const index = fixtureIndex([
    {
      path: '/en/a/',
      title: 'A',
      intro: 'a',
      sections: [
        ['Pick one', 'x'],
        ['Other', 'y'],
        ['Pick two', 'z'],
        ['Pick three', 'w'],
      ],
    },
    { path: '/de/a/', lang: 'de', title: 'A', intro: 'a', sections: [['Pick vier', 'x']] },
  ]);
  it('keeps the first sections the test picks, in section order, at most `keep`, per language', () => {
    const table = firstSections(2, (li, d) => li.docs[d].section.name.startsWith('Pick'));
    expect(table.of(index, 'en').map((d) => d.section.name)).to.deep.equal(['Pick one', 'Pick two']);
    expect(table.of(index, 'de').map((d) => d.section.name)).to.deep.equal(['Pick vier']);
    expect(table.of(index, 'fr')).to.deep.equal([]);
  });
  it('with a rank, keeps the picked sections of the highest rank (of a tie, the first), in section order', () => {
    const ranks: Record<string, number> = { 'Pick one': 1, 'Pick two': 3, 'Pick three': 3 };
    const table = firstSections(
      2,
      (li, d) => li.docs[d].section.name.startsWith('Pick'),
      (li, d) => ranks[li.docs[d].section.name] ?? 0,
    );
    expect(table.of(index, 'en').map((d) => d.section.name)).to.deep.equal(['Pick two', 'Pick three']);
    const tie = firstSections(
      1,
      (li, d) => li.docs[d].section.name.startsWith('Pick'),
      () => 1,
    );
    expect(tie.of(index, 'en').map((d) => d.section.name)).to.deep.equal(['Pick one']);
  });
  it('scans each index and language once', () => {
    let tests = 0;
    const table = firstSections(8, () => (tests++, true));
    const first = table.of(index, 'en');
    expect(table.of(index, 'en')).to.equal(first);
    expect(table.scans.count).to.equal(1);
    expect(tests).to.equal(first.length);
  });
});
