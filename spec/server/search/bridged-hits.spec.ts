/** The other-language lift only for hits that a translation or concept reached, not for a word matched as written. */
import { expect } from 'chai';
import { bridgedDocs } from '../../../server/search/bridged-hits.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { findSorted } from '../../../server/search/search-index.ts';
import { fixtureIndex, PRINTS_PAIR } from '../../helpers/search-fixture.ts';

// Prints/Drucke teach the site's translations; the visitors' page exists only in English.
const site = () =>
  fixtureIndex([
    ...PRINTS_PAIR,
    { path: '/en/tours/', title: 'Tours', translations: { de: '/de/touren/' }, intro: 'Tours with at most four guests.' },
    { path: '/de/touren/', lang: 'de', title: 'Touren', translations: { en: '/en/tours/' }, intro: 'Touren für Gäste: höchstens vier Gäste pro Bergführer, und jeder der Gäste trägt ein Funkgerät.' },
    { path: '/en/visitors/', title: 'Visitors from abroad', intro: 'Visitors from abroad: the station, the airport and the hotels; your guide speaks English.' },
  ]);

describe('bridgedDocs', () => {
  it('finds the docs holding a term reached across languages (a translation or a concept), not one matched as written', () => {
    const index = site();
    const li = index.byLang.get('en')!;
    const term = (word: string) => findSorted(li.terms, li.analyzer.stem(word));
    const all = new Set(li.docs.map((_, i) => i));
    const paths = (docs: Set<number>) => [...docs].map((d) => li.docs[d].section.path).sort();
    expect(paths(bridgedDocs(li, [{ alternatives: [{ terms: [term('parcel')], weight: 0.6, bridge: true }] }], all))).to.deep.equal(['/en/prints/', '/en/prints/#s0']);
    expect(paths(bridgedDocs(li, [{ alternatives: [{ terms: [term('guide')], weight: 1 }] }], all))).to.deep.equal([]);
  });

  it('tells a bridge by where it came from, not by its weight: the concept of a long question (0.8) is one, a typo match (0.5) is not', () => {
    const index = site();
    const li = index.byLang.get('en')!;
    const term = (word: string) => findSorted(li.terms, li.analyzer.stem(word));
    const all = new Set(li.docs.map((_, i) => i));
    expect(bridgedDocs(li, [{ alternatives: [{ terms: [term('parcel')], weight: 0.8, bridge: true }] }], all).size).to.equal(2);
    expect(bridgedDocs(li, [{ alternatives: [{ terms: [term('parcel')], weight: 0.5 }] }], all).size).to.equal(0);
  });

  it("counts every part of a bridge of several terms (a compound read through its parts' translations)", () => {
    const index = site();
    const li = index.byLang.get('en')!;
    const term = (word: string) => findSorted(li.terms, li.analyzer.stem(word));
    const all = new Set(li.docs.map((_, i) => i));
    const paths = (docs: Set<number>) => [...docs].map((d) => li.docs[d].section.path).sort();
    expect(paths(bridgedDocs(li, [{ alternatives: [{ terms: [term('parcel'), term('station')], weight: 0.6, bridge: true }] }], all))).to.deep.equal([
      '/en/prints/',
      '/en/prints/#s0',
      '/en/visitors/',
    ]);
  });
});

describe('searchIndex: a page only in the other language', () => {
  it('is not lifted above the pages in the reader\'s language when it shares a word with the question as written ("Guide")', () => {
    // "Guide" is not a word the German pages use, so the English page matched it as written: no translation discount to make up for.
    const hits = searchIndex(site(), { query: 'Gäste pro Guide', lang: 'de' }).hits.map((h) => h.page.path);
    expect(hits[0]).to.equal('/de/touren/');
  });
});
