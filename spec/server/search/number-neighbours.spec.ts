/** The words next to numbers in each section, found when the index is built and kept through a snapshot. */
import { expect } from 'chai';
import { checkNumberNeighbours, isNumberToken, MAX_NEIGHBOURS, nextToNumber, NumberNeighboursBuilder, numberNeighbourStats, unitNextToNumber } from '../../../server/search/number-neighbours.ts';
import { decodeSnapshot, encodeSnapshot, SnapshotError } from '../../../server/search/index-snapshot.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex, type FixturePage } from '../../helpers/search-fixture.ts';

const KILNS: FixturePage[] = [
  {
    path: '/en/anagama/',
    title: 'Firing days',
    intro: 'Firing pieces in the anagama takes days and nights: we stack the pieces in the anagama by hand.',
  },
  { path: '/en/studio/', title: 'Studio', intro: 'The studio in the old barn.', sections: [['Kilns', 'Our wood kiln, an anagama, holds about 1,200 pieces in one firing.']] },
];

/** The term names next to a number in the section whose text includes `text`. */
function neighboursOf(pages: FixturePage[], text: string): string[] {
  const li = fixtureIndex(pages).byLang.get('en')!;
  const doc = li.docs.findIndex((d) => d.section.text.includes(text));
  const { neighbourOffsets, neighbourTerms } = li.facts;
  return [...neighbourTerms.subarray(neighbourOffsets[doc], neighbourOffsets[doc + 1])].map((id) => li.terms[id]);
}

describe('isNumberToken', () => {
  it('reads digits and the number words of the language from two up', () => {
    expect(isNumberToken('1', 'en')).to.equal(true);
    expect(isNumberToken('2026', 'de')).to.equal(true);
    expect(isNumberToken('dozen', 'en')).to.equal(true);
    expect(isNumberToken('zwölf', 'de')).to.equal(true);
    // Folded as the index's tokens are: "Dreißig" is the token "dreissig".
    expect(isNumberToken('dreissig', 'de')).to.equal(true);
    expect(isNumberToken('one', 'en')).to.equal(false);
    expect(isNumberToken('elf', 'en')).to.equal(false);
    expect(isNumberToken('pieces', 'en')).to.equal(false);
  });
});

describe('NumberNeighboursBuilder', () => {
  it('keeps the index terms within three tokens of a number, in its sentence only', () => {
    const near = neighboursOf([{ path: '/en/a/', title: 'A', intro: 'Our kiln holds 1,200 pieces in one firing. The glaze is ash.' }], 'kiln');
    expect(near).to.include.members(['kiln', 'hold', 'piec']);
    // "firing" is four tokens after 200 ("1,200" is two tokens); "glaze" in the next sentence.
    expect(near).not.to.include.members(['fire', 'glaze']);
  });
  it(`keeps at most ${MAX_NEIGHBOURS} words per section`, () => {
    const words = Array.from({ length: 200 }, (_, i) => `item${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))} ${i + 2}`).join(', ');
    expect(neighboursOf([{ path: '/en/a/', title: 'A', intro: words }], 'item').length).to.be.at.most(MAX_NEIGHBOURS);
  });
  it('keeps the compound parts the index splits off', () => {
    const near = fixtureIndex([{ path: '/de/a/', lang: 'de', title: 'A', intro: 'Wir haben 120 Setzkästen im Laden. Jeder Kasten ist alt, jeder Setzer auch.' }]).byLang.get('de')!;
    const terms = [...near.facts.neighbourTerms].map((id) => near.terms[id]);
    expect(terms).to.include.members(['setzkast', 'kast']);
  });
  it('keeps only ids that are postings of the section itself, so the lists never outgrow the postings', () => {
    const li = fixtureIndex([
      { path: '/de/a/', lang: 'de', title: 'A', intro: 'Wir haben 120 Setzkästen und 3 Druckpressen im Laden.', sections: [['Kurse', 'Zwei Kurstage kosten 240 Euro pro Teilnehmerin.']] },
    ]).byLang.get('de')!;
    const { neighbourOffsets, neighbourTerms } = li.facts;
    expect(neighbourTerms.length).to.be.above(0).and.at.most(li.postDocs.length);
    for (let d = 0; d < li.docCount; d++)
      for (const id of neighbourTerms.subarray(neighbourOffsets[d], neighbourOffsets[d + 1])) expect([...li.postDocs.subarray(li.offsets[id], li.offsets[id + 1])]).to.include(d);
  });
  it('names the terms by their final ids, sorted per section', () => {
    const builder = new NumberNeighboursBuilder('en', (t) => ['40', 'bee', 'colonies', 'the'][t]);
    builder.add(Int32Array.from([0, 1, 2]), [3]);
    builder.add(Int32Array.from([3, 1]), [2]);
    const made = builder.done(
      (t) => [-1, 0, 1, -1][t],
      () => [],
      Int32Array.from([5, 2]),
    );
    expect([...made.neighbourOffsets]).to.deep.equal([0, 2, 2]);
    expect([...made.neighbourTerms]).to.deep.equal([2, 5]);
  });
});

describe('checkNumberNeighbours', () => {
  it('keeps the neighbours through a snapshot, and a reader refuses neighbours that name no term or section', () => {
    const packed = [...fixtureIndex(KILNS).byLang.values()].map((li) => ({ ...li }));
    const back = decodeSnapshot(encodeSnapshot('d', packed)).packed;
    expect([...back[0].facts.neighbourTerms]).to.deep.equal([...packed[0].facts.neighbourTerms]);
    expect([...back[0].facts.neighbourOffsets]).to.deep.equal([...packed[0].facts.neighbourOffsets]);
    const { facts, docCount, terms } = packed[0];
    expect(checkNumberNeighbours(facts, docCount, terms.length)).to.equal(undefined);
    expect(checkNumberNeighbours(facts, docCount + 1, terms.length)).to.match(/do not match/);
    const stray = packed.map((p) => ({ ...p, facts: { ...p.facts, neighbourTerms: p.facts.neighbourTerms.map(() => p.terms.length) } }));
    expect(() => decodeSnapshot(encodeSnapshot('d', stray))).to.throw(SnapshotError, /number neighbour/);
  });
});

describe('nextToNumber', () => {
  it("says whether a section has a hit's term next to a number, but not the measure asked, with a bounded look-up per term", () => {
    const index = fixtureIndex(KILNS);
    const li = index.byLang.get('en')!;
    const kilns = li.docs.findIndex((d) => d.section.text.includes('1,200'));
    const story = li.docs.findIndex((d) => d.page.path === '/en/anagama/');
    numberNeighbourStats.lookups = 0;
    expect(nextToNumber(li, kilns, new Set(['piec', 'anagama']))).to.equal(true);
    expect(nextToNumber(li, story, new Set(['piec', 'anagama']))).to.equal(false);
    expect(nextToNumber(li, kilns, new Set(['piec']), ['piec'])).to.equal(false);
    expect(numberNeighbourStats.lookups).to.equal(1);
  });
  it('lists the section that counts the thing first under a quantity question, the one that only names it under another', () => {
    const index = fixtureIndex(KILNS);
    expect(searchIndex(index, { query: 'How many pieces fit into the anagama?', lang: 'en' }).hits[0].page.path).to.equal('/en/studio/');
    expect(searchIndex(index, { query: 'Which pieces go into the anagama?', lang: 'en' }).hits[0].page.path).to.equal('/en/anagama/');
  });
});

describe('unitNextToNumber', () => {
  it("reads a table's units of the index's language next to a number, and a language the table lacks by the fallback only", () => {
    const index = fixtureIndex([
      {
        path: '/en/course/',
        title: 'Course',
        intro: 'The course',
        sections: [
          ['Length', 'A session takes about 90 minutes.'],
          ['Way', 'The studio is a long walk from the station.'],
        ],
      },
    ]);
    const li = index.byLang.get('en')!;
    const [length, way] = index.byLang
      .get('en')!
      .docs.map((d, i) => [d.section.name, i] as const)
      .filter(([n]) => n === 'Length' || n === 'Way')
      .map(([, i]) => i);
    const time = { en: ['minute', 'minutes', 'hour', 'hours'] };
    expect(unitNextToNumber(li, length, time)).to.equal(true);
    // "long" is no unit, and a section without a number states none.
    expect(unitNextToNumber(li, way, time)).to.equal(false);
    // A table without the index's language reads nothing, unless a fallback names the units.
    expect(unitNextToNumber(li, length, { de: ['minuten'] })).to.equal(false);
    expect(unitNextToNumber(li, length, { de: ['minuten'] }, ['minutes'])).to.equal(true);
  });
});
