/** Each section's facts, read by a question from the arrays its index was built with. */
import { expect } from 'chai';
import { checkSectionFacts, LISTS_PEOPLE, sectionAmountsIn, sectionDatesIn, sectionFlags } from '../../../server/search/section-facts.ts';
import { datesIn } from '../../../server/search/recency.ts';
import { amountsInText } from '../../../server/search/price-intent.ts';
import { decodeSnapshot, encodeSnapshot, SnapshotError } from '../../../server/search/index-snapshot.ts';
import { sample } from '../../helpers/sites.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

describe('sectionDatesIn', () => {
  it("reads a section's dates from its index, and nothing for a section the index does not hold", () => {
    const site = sample();
    const li = site.search.byLang.get('en')!;
    const d = li.docs.findIndex(({ section }) => datesIn(section.text).length > 0);
    const { page, section } = li.docs[d];
    expect(sectionDatesIn(site.search, page, section)).to.deep.equal(datesIn(`${section.name}\n${section.text}`));
    expect(sectionDatesIn(site.search, page, { ...section })).to.equal(undefined);
  });
});

describe('sectionAmountsIn', () => {
  it("reads a section's amounts of money from its index", () => {
    const site = sample();
    for (const li of site.search.byLang.values()) for (const { page, section } of li.docs) expect(sectionAmountsIn(site.search, page, section)).to.equal(amountsInText(section.text));
  });
});

describe('sectionFlags', () => {
  it('marks the sections that introduce people, and nothing for a section the index does not hold', () => {
    const index = fixtureIndex([{ path: '/en/team/', title: 'Team', intro: 'The shop.', sections: [['People', '**Anna Berg**, printer; **Tom Berg**, framer.']] }]);
    const docs = index.byLang.get('en')!.docs;
    expect(docs.map((d) => sectionFlags(index, d.page, d.section))).to.deep.equal([0, LISTS_PEOPLE]);
    expect(sectionFlags(index, docs[1].page, { ...docs[1].section })).to.equal(0);
  });
});

describe('checkSectionFacts', () => {
  it('keeps the facts through a snapshot, and a reader refuses facts that do not fit the sections', () => {
    const packed = [...sample().search.byLang.values()].map((li) => ({ ...li }));
    const back = decodeSnapshot(encodeSnapshot('d', packed)).packed;
    back.forEach((p, i) => {
      expect([...p.facts.dateOffsets]).to.deep.equal([...packed[i].facts.dateOffsets]);
      expect([...p.facts.dates]).to.deep.equal([...packed[i].facts.dates]);
      expect([...p.facts.amounts]).to.deep.equal([...packed[i].facts.amounts]);
      expect([...p.facts.flags]).to.deep.equal([...packed[i].facts.flags]);
      expect(p.facts.boldWords).to.deep.equal(packed[i].facts.boldWords);
      expect([...p.facts.wordOffsets]).to.deep.equal([...packed[i].facts.wordOffsets]);
      expect([...p.facts.spanOf]).to.deep.equal([...packed[i].facts.spanOf]);
      expect([...p.facts.spanDoc]).to.deep.equal([...packed[i].facts.spanDoc]);
    });
    const facts = packed[0].facts;
    expect(checkSectionFacts(facts, packed[0].docCount)).to.equal(undefined);
    expect(checkSectionFacts(facts, packed[0].docCount + 1)).to.match(/do not match/);
    const shuffled = { ...facts, dateOffsets: facts.dateOffsets.map((o, d) => (d === 1 ? facts.dates.length : o)) };
    expect(checkSectionFacts(shuffled, packed[0].docCount)).to.match(/decrease/);
    const broken = packed.map((p) => ({ ...p, facts: { ...p.facts, amounts: p.facts.amounts.subarray(1) } }));
    expect(() => decodeSnapshot(encodeSnapshot('d', broken))).to.throw(SnapshotError, /section facts/);
    const stray = packed.map((p) => ({ ...p, facts: { ...p.facts, spanDoc: p.facts.spanDoc.map(() => p.docCount) } }));
    expect(() => decodeSnapshot(encodeSnapshot('d', stray))).to.throw(SnapshotError, /bold span/);
  });
});
