/** Each section's dates, amounts and time heading, found when the index is built: the same as the rules read from its text. */
import { expect } from 'chai';
import { checkSectionFacts, datesOf, SectionFactsBuilder, sectionAmountsIn, sectionDatesIn } from '../../../server/search/section-facts.ts';
import { datesIn, headingIntent, headingPresent } from '../../../server/search/recency.ts';
import { amountsInText } from '../../../server/search/price-intent.ts';
import { decodeSnapshot, encodeSnapshot, SnapshotError } from '../../../server/search/index-snapshot.ts';
import { sample } from '../../helpers/sites.ts';

describe('SectionFactsBuilder', () => {
  it("finds each section's dates, amounts and time heading as the rules read them from its text (every section of the sample site)", () => {
    const site = sample();
    let dated = 0;
    let priced = 0;
    let headed = 0;
    for (const li of site.search.byLang.values()) {
      const facts = li.facts!;
      li.docs.forEach(({ page, section }, d) => {
        const dates = datesIn(`${section.name}\n${section.text}`);
        expect(datesOf(facts, d), section.path).to.deep.equal(dates);
        expect(facts.amounts[d], section.path).to.equal(amountsInText(section.text));
        expect(facts.timeHeadings[d], section.path).to.equal(headingIntent(page, section) === 'future' || headingPresent(page, section) ? 1 : 0);
        if (dates.length) dated++;
        if (facts.amounts[d]) priced++;
        headed += facts.timeHeadings[d];
      });
    }
    // The sample site has sections of each kind, so the comparison covers them.
    expect(dated).to.be.greaterThan(10);
    expect(priced).to.be.greaterThan(0);
    expect(headed).to.be.greaterThan(0);
  });

  it('refuses to finish before every section was added', () => {
    const builder = new SectionFactsBuilder('en', 2);
    builder.add('Coming up', 2, 'Opens 5 May 2027, tickets €12.');
    expect(() => builder.done()).to.throw(/1 sections added of 2/);
    builder.add('Intro', 1, 'No dates.');
    const facts = builder.done();
    expect(datesOf(facts, 0)).to.deep.equal(datesIn('Coming up\nOpens 5 May 2027, tickets €12.'));
    expect([...facts.amounts]).to.deep.equal([1, 0]);
    expect([...facts.timeHeadings]).to.deep.equal([1, 0]);
  });
});

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

describe('checkSectionFacts', () => {
  it('keeps the facts through a snapshot, and a reader refuses facts that do not fit the sections', () => {
    const packed = [...sample().search.byLang.values()].map((li) => ({ ...li }));
    const back = decodeSnapshot(encodeSnapshot('d', packed)).packed;
    back.forEach((p, i) => {
      expect([...p.facts!.dateOffsets]).to.deep.equal([...packed[i].facts!.dateOffsets]);
      expect([...p.facts!.dates]).to.deep.equal([...packed[i].facts!.dates]);
      expect([...p.facts!.amounts]).to.deep.equal([...packed[i].facts!.amounts]);
      expect([...p.facts!.timeHeadings]).to.deep.equal([...packed[i].facts!.timeHeadings]);
    });
    const facts = packed[0].facts!;
    expect(checkSectionFacts(facts, packed[0].docCount)).to.equal(undefined);
    expect(checkSectionFacts(facts, packed[0].docCount + 1)).to.match(/do not match/);
    const shuffled = { ...facts, dateOffsets: facts.dateOffsets.map((o, d) => (d === 1 ? facts.dates.length : o)) };
    expect(checkSectionFacts(shuffled, packed[0].docCount)).to.match(/decrease/);
    const broken = packed.map((p) => ({ ...p, facts: { ...p.facts!, amounts: p.facts!.amounts.subarray(1) } }));
    expect(() => decodeSnapshot(encodeSnapshot('d', broken))).to.throw(SnapshotError, /section facts/);
  });
});
