/**
 * Broader concepts: a visitor's word whose concept the site never writes is looked for as the
 * words of the page that treats the whole matter (the terms, the prices, the tours), at a share of
 * the concept weight (a fixture; `today` fixed).
 */
import { expect } from 'chai';
import { searchIndex } from '../../../server/search/search-query.ts';
import { BROADER_CONCEPTS } from '../../../server/search/broader-concepts.ts';
import { BROADER_SHARE, broaderConcepts, CONCEPT_WEIGHT, conceptsOfAll, conceptsOfWord } from '../../../server/search/concepts.ts';
import { conceptTerms } from '../../../server/search/word-analysis.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const pages = [
  { path: '/en/', title: 'Home', intro: 'Wine from the slate slopes above the Mosel, made by a family since 1890.' },
  { path: '/en/terms/', title: 'Terms and conditions', intro: 'Payment: invoices are payable within 14 days; for events 30 % is due on signing.' },
  { path: '/en/vineyard-tours/', title: 'Vineyard tours', intro: 'Guided tours through the vines on Saturdays, with a glass at the top.' },
  { path: '/en/journal/sheep/', title: 'Sheep in the vines', intro: 'Our sheep graze between the vines all winter and keep the grass down.' },
];
const site = () => fixtureIndex(pages);
const top = (query: string) => searchIndex(site(), { query, lang: 'en', today: '2026-11-23' }).hits[0]?.page.path;

describe('BROADER_CONCEPTS', () => {
  it('name each narrow and broader concept by words that name exactly one concept', () => {
    for (const link of BROADER_CONCEPTS) {
      expect(conceptsOfAll(link.narrow), link.narrow.join('/')).to.have.length(1);
      expect(broaderConcepts(conceptsOfAll(link.narrow)[0]), link.narrow.join('/')).to.have.length(link.broader.length);
    }
  });
  it('read a deposit asked of a site that never says so as its terms', () => {
    expect(top('Do you need a deposit?')).to.equal('/en/terms/');
  });
  it('read a hike as the tours, though "tour" asks for no concept of its own', () => {
    expect(top('Do you do hikes through the vines?')).to.equal('/en/vineyard-tours/');
    expect(conceptsOfWord('tour')).to.deep.equal([]);
  });
  it("keep to the concept's own words where the site writes them, at the full concept weight", () => {
    const index = fixtureIndex([...pages, { path: '/en/deposits/', title: 'Deposits', intro: 'A deposit of 50 euros holds your place.' }]);
    const li = index.byLang.get('en')!;
    const [deposit] = conceptsOfAll(['deposit', 'anzahlung']);
    const terms = conceptTerms(li, deposit);
    expect(terms.map((a) => li.terms[a.terms[0]])).to.deep.equal(['deposit']);
    expect(terms[0].weight).to.equal(CONCEPT_WEIGHT);
    expect(searchIndex(index, { query: 'Do you need a deposit?', lang: 'en', today: '2026-11-23' }).hits[0]?.page.path).to.equal('/en/deposits/');
  });
  it('count a broader word at a share of the concept weight', () => {
    const li = site().byLang.get('en')!;
    const terms = conceptTerms(li, conceptsOfAll(['deposit', 'anzahlung'])[0]);
    expect(terms.length).to.be.greaterThan(0);
    expect(BROADER_SHARE).to.be.lessThan(1);
    for (const a of terms) expect(a.weight).to.equal(CONCEPT_WEIGHT * BROADER_SHARE);
  });
});

describe('CONCEPTS: money back, in the visitor’s words', () => {
  it('read "money back" as a refund: the cancellation terms well ahead of a page that gives back work', () => {
    const index = fixtureIndex([
      { path: '/en/classes/', title: 'Classes', intro: 'Evening classes in throwing and glazing, eight weeks each; we give back your work fired and glazed.' },
      { path: '/en/terms/', title: 'Terms', intro: 'Cancellation: up to two weeks before the start, a full refund; later, half.' },
    ]);
    const hits = searchIndex(index, { query: 'Can I have my money back?', lang: 'en', today: '2026-11-23' }).hits;
    const score = (path: string) => hits.find((h) => h.page.path === path)?.score ?? 0;
    // Without the phrase the terms lead by "money" alone (0.18 against 0.15).
    expect(score('/en/terms/')).to.be.greaterThan(2 * score('/en/classes/'));
  });
});
