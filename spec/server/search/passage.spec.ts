import { expect } from 'chai';
import { bestPassage, createPassageTable, passageTableBytes, sentenceRanges, tablePassage, termHash } from '../../../server/search/passage.ts';
import { analyze, analyzerFor } from '../../../server/search/analyzer.ts';
import { sample } from '../../helpers/sites.ts';

describe('sentenceRanges', () => {
  it('splits after . ! ? and at line breaks, trimmed, without empty sentences', () => {
    const text = '  One. Two!  Three?\n\nFour\nfive ';
    const ranges = sentenceRanges(text);
    const sentences = [];
    for (let i = 0; i < ranges.length; i += 2) sentences.push(text.slice(ranges[i], ranges[i + 1]));
    expect(sentences).to.deep.equal(['One.', 'Two!', 'Three?', 'Four', 'five']);
  });
});

describe('createPassageTable', () => {
  const site = sample();
  const table = createPassageTable(site.pages);
  const sections = site.pages.flatMap((p) => p.sections.map((s) => ({ page: p, section: s })));

  it('picks the same passage as analysing the text on the spot, for every section and the words of its own sentences', () => {
    let compared = 0;
    for (const { page, section } of sections) {
      const analyzer = analyzerFor(page.lang);
      const words = analyze(section.text, analyzer);
      // A few term sets per section: none, one word from its end, two from its middle.
      for (const terms of [new Set<string>(), new Set(words.slice(-1)), new Set(words.slice(words.length >> 1, (words.length >> 1) + 2))]) {
        expect(tablePassage(table, section, terms), section.path).to.equal(bestPassage(section.text, terms, analyzer));
        compared++;
      }
    }
    expect(compared).to.be.greaterThan(300);
  });

  it('holds per section a few hundred bytes of typed arrays, not the analysed text', () => {
    const perSection = passageTableBytes(table) / sections.length;
    expect(perSection).to.be.below(1200);
    expect(table.at.size).to.equal(sections.length);
  });

  it('hashes terms to 16 bits', () => {
    for (const term of ['foto', 'pressefoto', 'ü', '']) expect(termHash(term)).to.be.within(0, 0xffff);
    expect(termHash('foto')).to.equal(termHash('foto'));
  });
});
