/** Each section's facts, found when the index is built: the same as the rules read from its text and Markdown. */
import { expect } from 'chai';
import { SectionFactsBuilder } from '../../../server/search/section-facts-builder.ts';
import { datesOf, LISTS_PEOPLE, TIME_HEADED } from '../../../server/search/section-facts.ts';
import { datesIn, headingIntent, headingPresent, yearlessOf } from '../../../server/search/recency.ts';
import { amountsInText } from '../../../server/search/price-intent.ts';
import { boldSpans, introducesPeople } from '../../../server/search/bold-names.ts';
import { sample } from '../../helpers/sites.ts';

describe('SectionFactsBuilder', () => {
  it("finds each section's dates, amounts and time heading as the rules read them from its text (every section of the sample site)", () => {
    const site = sample();
    let dated = 0;
    let priced = 0;
    let headed = 0;
    for (const li of site.search.byLang.values()) {
      const facts = li.facts;
      const spans: { d: number; words: string[] }[] = [];
      li.docs.forEach(({ page, section }, d) => {
        // Days without a year are read by the page's date, ahead of it under a heading of what is coming.
        const dates = datesIn(`${section.name}\n${section.text}`, yearlessOf(page, headingIntent(page, section) === 'future' || headingPresent(page, section), section.name));
        expect(datesOf(facts, d), section.path).to.deep.equal(dates);
        expect(facts.amounts[d], section.path).to.equal(amountsInText(section.text));
        expect(facts.flags[d] & TIME_HEADED, section.path).to.equal(headingIntent(page, section) === 'future' || headingPresent(page, section) ? TIME_HEADED : 0);
        expect(facts.flags[d] & LISTS_PEOPLE, section.path).to.equal(introducesPeople(section.ownMarkdown) ? LISTS_PEOPLE : 0);
        for (const words of boldSpans(section.ownMarkdown)) spans.push({ d, words });
        if (dates.length) dated++;
        if (facts.amounts[d]) priced++;
        if (facts.flags[d] & TIME_HEADED) headed++;
      });
      // Every bold span, in section order, under each of its words.
      expect([...facts.spanDoc]).to.deep.equal(spans.map((s) => s.d));
      facts.boldWords.forEach((word, w) => {
        const expected = spans.flatMap((s, i) => (s.words.includes(word) ? [i] : []));
        expect([...facts.spanOf.subarray(facts.wordOffsets[w], facts.wordOffsets[w + 1])], word).to.deep.equal(expected);
      });
      expect(facts.boldWords).to.deep.equal([...new Set(spans.flatMap((s) => s.words))].sort());
    }
    // The sample site has sections of each kind, so the comparison covers them.
    expect(dated).to.be.greaterThan(10);
    expect(priced).to.be.greaterThan(0);
    expect(headed).to.be.greaterThan(0);
  });

  it('refuses to finish before every section was added', () => {
    const builder = new SectionFactsBuilder('en', 2);
    builder.add('Coming up', 2, 'Opens 5 May 2027, tickets €12.', 'Opens **5 May 2027**, tickets €12.');
    expect(() => builder.done()).to.throw(/1 sections added of 2/);
    builder.add('Intro', 1, 'No dates.', '**Anna Berg**, **Tom Berg**, printers.');
    const facts = builder.done();
    expect(datesOf(facts, 0)).to.deep.equal(datesIn('Coming up\nOpens 5 May 2027, tickets €12.'));
    expect([...facts.amounts]).to.deep.equal([1, 0]);
    expect([...facts.flags]).to.deep.equal([TIME_HEADED, LISTS_PEOPLE]);
    expect(facts.boldWords).to.deep.equal(['2027', '5', 'anna', 'berg', 'may', 'tom']);
    expect([...facts.spanDoc]).to.deep.equal([0, 1, 1]);
    expect([...facts.spanOf]).to.deep.equal([0, 0, 1, 1, 2, 0, 2]);
  });
});
