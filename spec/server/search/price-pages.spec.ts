/** "How much do you charge?": a price question naming nothing priced is answered by the price list (a fixture). */
import { expect } from 'chai';
import { asksForPriceList, isPriceList, namesNothingPriced, PRICE_PAGE_FLOOR, pricePages, withPricePages } from '../../../server/search/price-pages.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const site = () =>
  fixtureIndex([
    { path: '/en/teaching/', title: 'Teaching', intro: 'Evening classes at the community college: the fee is 120 euros for ten evenings.' },
    { path: '/en/prices/', title: 'Prices and shipping', intro: 'Mugs 28 euros, bowls 35 euros, plates 30 euros; shipping in Germany 6.90 euros.' },
    {
      path: '/en/journal/',
      title: 'Journal',
      type: 'Blog',
      intro: 'News.',
      sections: [['Posts', '[New prices](/en/journal/new-prices/), [Firing](/en/journal/firing/), [Market](/en/journal/market/)']],
    },
    { path: '/en/journal/new-prices/', title: 'New mugs, new prices', updated: '2026-10-01', intro: 'From November the prices of mugs rise to 28 euros.' },
  ]);
const nothing = (query: string, lang = 'en') => namesNothingPriced(tokenize(query, { joined: false }), [lang]);

describe('asksForPriceList', () => {
  it('reads a price question or a price word that names nothing priced ("Preisliste")', () => {
    const list = (query: string, lang = 'en') => asksForPriceList(tokenize(query, { joined: false }), [lang]);
    expect(list('How much do you charge?')).to.equal(true);
    expect(list('Preisliste', 'de')).to.equal(true);
    expect(list('price list')).to.equal(true);
    expect(list('Wie viel verlangen Sie?', 'de')).to.equal(true);
    expect(list('list of courses')).to.equal(false);
    expect(list('How much is a mug?')).to.equal(false);
    expect(list('how much wood do you need')).to.equal(false);
  });
  it('reads what the owner offers as a whole, and a budget, as nothing priced in particular ("What do your services cost?")', () => {
    const list = (query: string, lang = 'en') => asksForPriceList(tokenize(query, { joined: false }), [lang]);
    expect(list('What do your services cost?')).to.equal(true);
    expect(list('Hi, is there somewhere I can see what everything costs?')).to.equal(true);
    expect(list('Roughly what budget should I plan for?')).to.equal(true);
    expect(list('Hi there, roughly what budget should I expect for a small job?')).to.equal(true);
    expect(list('Was kosten Ihre Leistungen?', 'de')).to.equal(true);
    expect(list('What does your repair service cost?')).to.equal(false);
  });
});

describe('namesNothingPriced', () => {
  it('is true for a price question that names nothing priced', () => {
    expect(nothing('How much do you charge?')).to.equal(true);
    expect(nothing('What are your rates?')).to.equal(true);
    expect(nothing('Wie teuer sind Sie?', 'de')).to.equal(true);
  });
  it('is false when the question names what is priced', () => {
    expect(nothing('How much is a mug?')).to.equal(false);
    expect(nothing('Was kostet ein großer Teller?', 'de')).to.equal(false);
  });
});

describe('pricePages', () => {
  it("finds the pages titled with a price word, not a journal's post", () => {
    expect(pricePages(site(), 'en').map((d) => d.page.path)).to.deep.equal(['/en/prices/']);
  });
});

describe('isPriceList', () => {
  it("tells the price list from the other pages, a journal's post on prices among them", () => {
    const index = site();
    const pages = [...index.byLang.get('en')!.introByPath.values()].map((d) => d.page);
    expect(pages.filter((page) => isPriceList(index, page)).map((page) => page.path)).to.deep.equal(['/en/prices/']);
  });
});

describe('withPricePages', () => {
  it(`lists the price list first (${PRICE_PAGE_FLOOR} of the best hit) under "How much do you charge?"; "How much are evening classes?" keeps its answer`, () => {
    const index = site();
    const first = (query: string) => searchIndex(index, { query, lang: 'en', today: '2026-11-26' }).hits[0].page.path;
    expect(first('How much do you charge?')).to.equal('/en/prices/');
    expect(first('What are your prices?')).to.equal('/en/prices/');
    expect(first('How much are the evening classes?')).to.equal('/en/teaching/');
    expect(withPricePages(index, [], 'en')).to.deep.equal([]);
  });
});
