/** Word pairs learned across sites: a question word the site does not use is looked for as a word answering sections of other sites held. */
import { expect } from 'chai';
import { LEARNED_PER_WORD, LEARNED_WEIGHT, learnedAlternatives } from '../../../server/search/learned-pairs.ts';
import { LEARNED_PAIRS } from '../../../server/search/learned-pairs-table.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { findSorted, type LanguageIndex } from '../../../server/search/search-index.ts';
import { type FixturePage, fixtureIndex } from '../../helpers/search-fixture.ts';

const pages: FixturePage[] = [
  { path: '/en/', title: 'Pottery studio', intro: 'We throw pots and teach in the studio.' },
  { path: '/en/courses/', title: 'Courses', intro: 'Courses in the studio every week.' },
  { path: '/en/visit/', title: 'Visiting', intro: 'The studio is on the ground floor.', sections: [['Toilet', 'The toilet has a ramp and grab rails.']] },
  { path: '/en/clay/', title: 'Clay', intro: 'We sell clay in bags.', sections: [['Glazes', 'Our glazes are lead free.']] },
];
const en = (): LanguageIndex => fixtureIndex(pages).byLang.get('en')!;
const term = (li: LanguageIndex, stem: string) => findSorted(li.terms, stem);

describe('LEARNED_PAIRS', () => {
  it('holds only pairs that questions of at least four distinct sites support, at most LEARNED_PER_WORD per word and language, a few hundred in all', () => {
    const entries = Object.entries(LEARNED_PAIRS);
    expect(entries.length).to.be.within(50, 3000);
    for (const [key, pairs] of entries) {
      expect(key).to.match(/^[a-z]{2}:\S+$/);
      // At most LEARNED_PER_WORD per language of the index.
      for (const lang of new Set(pairs.map((p) => p[0]))) expect(pairs.filter((p) => p[0] === lang).length).to.be.within(1, LEARNED_PER_WORD);
      for (const [lang, , strength, sites] of pairs) {
        expect(lang).to.match(/^[a-z]{2}$/);
        expect(strength).to.be.within(0, 1);
        expect(sites).to.be.at.least(4);
      }
    }
  });

  it('holds general words: a wheelchair asked of, the toilet answered', () => {
    expect(LEARNED_PAIRS['en:wheelchair']?.[0]?.[1]).to.equal('toilet');
  });
});

describe('LEARNED_WEIGHT', () => {
  it('counts a learned match below the word itself', () => {
    expect(LEARNED_WEIGHT).to.be.greaterThan(0).and.lessThan(1);
  });
});

describe('learnedAlternatives', () => {
  it("reads a word the index does not hold as its learned pair's term, at LEARNED_WEIGHT", () => {
    const li = en();
    const found = learnedAlternatives(li, 'en', 'wheelchair', []);
    expect(found).to.deep.equal([{ terms: [term(li, 'toilet')], weight: LEARNED_WEIGHT, bridge: true }]);
  });

  it('adds nothing for a word the index holds itself, a term already read, or a word of no pair', () => {
    const li = en();
    expect(learnedAlternatives(li, 'en', 'wheelchair', [{ terms: [term(li, 'studio')], weight: 1 }])).to.deep.equal([]);
    expect(learnedAlternatives(li, 'en', 'wheelchair', [{ terms: [term(li, 'toilet')], weight: 0.6 }])).to.deep.equal([]);
    expect(learnedAlternatives(li, 'en', 'glaze', [])).to.deep.equal([]);
  });

  it("looks the word up in the question's language: a German index is not given an English word's English pair", () => {
    const de = fixtureIndex([{ path: '/de/', lang: 'de', title: 'Töpferei', intro: 'Die Toilette ist im Erdgeschoss.' }]).byLang.get('de')!;
    expect(learnedAlternatives(de, 'en', 'wheelchair', [])).to.deep.equal([]);
  });

  it('lets the search find the section that answers a word the site never writes', () => {
    const hits = searchIndex(fixtureIndex(pages), { query: 'wheelchair?', lang: 'en' }).hits;
    expect(hits[0]?.page.path).to.equal('/en/visit/');
  });
});
