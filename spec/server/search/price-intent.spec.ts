import { expect } from 'chai';
import { conceptWords } from '../../../server/search/concepts.ts';
import { amountsIn, asksForPrice, asksPastCost, priceFactor, withPriceConcept } from '../../../server/search/price-intent.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import type { Section } from '../../../server/site/site-types.ts';

const section = (text: string) => ({ text }) as Section;

describe('asksForPrice', () => {
  it('reads price words and "how much is" as a price question, in the languages given', () => {
    expect(asksForPrice(['how', 'much', 'is', 'a', 'mug'], ['en'])).to.equal(true);
    expect(asksForPrice(['was', 'kostet', 'ein', 'teller'], ['de'])).to.equal(true);
    expect(asksForPrice(['print', 'prices'], ['en'])).to.equal(true);
  });
  it('reads "Was nimmt sie pro Tag?", "Was verlangen Sie für …" as a price question (what the owner charges), not "nimmt" alone', () => {
    expect(asksForPrice(['was', 'nimmt', 'sie', 'pro', 'tag'], ['de'])).to.equal(true);
    expect(asksForPrice(['was', 'verlangen', 'sie', 'für', 'ein', 'gutachten'], ['de'])).to.equal(true);
    // A particle at the end makes it another verb: what to bring, how many take part.
    expect(asksForPrice(['was', 'nimmt', 'man', 'am', 'besten', 'mit'], ['de'])).to.equal(false);
    expect(asksForPrice(['wie', 'viel', 'nehmen', 'teil'], ['de'])).to.equal(false);
    expect(asksForPrice(['sie', 'nimmt', 'aufträge', 'an'], ['de'])).to.equal(false);
  });
  it('reads "what would that set me back" as a price question, not "set" or "back" alone', () => {
    expect(asksForPrice(['what', 'would', 'that', 'set', 'me', 'back'], ['en'])).to.equal(true);
    expect(asksForPrice(['set', 'the', 'mast', 'back'], ['en'])).to.equal(false);
  });
  it('not "in charge of" (who runs something)', () => {
    expect(asksForPrice(['who', 'is', 'in', 'charge', 'of', 'the', 'cafe'], ['en'])).to.equal(false);
    expect(asksForPrice(['do', 'you', 'charge', 'for', 'parking'], ['en'])).to.equal(true);
  });
  it('not a quantity ("how much wood") or payment terms', () => {
    expect(asksForPrice(['how', 'much', 'wood', 'does', 'it', 'take'], ['en'])).to.equal(false);
    expect(asksForPrice(['do', 'i', 'pay', 'upfront'], ['en'])).to.equal(false);
    expect(asksForPrice(['was', 'kostet'], ['en'])).to.equal(false);
  });
  it('reads "how much" that ends the question as a price question, not "how much money did …"', () => {
    expect(asksForPrice(['how', 'much'], ['en'])).to.equal(true);
    expect(asksForPrice(['and', 'how', 'much'], ['en'])).to.equal(true);
    expect(asksForPrice(['how', 'much', 'money', 'did', 'the', 'fund', 'give'], ['en'])).to.equal(false);
  });
});

describe('withPriceConcept', () => {
  it('adds the concept of prices when the question asks the price in words that name none', () => {
    const asked = withPriceConcept([], ['how', 'much', 'is', 'it'], ['en']);
    expect(asked).to.have.length(1);
    expect(conceptWords(asked[0], 'en')).to.include.members(['price', 'fee', 'cost']);
    expect(withPriceConcept([], ['how', 'much'], ['en'])).to.deep.equal(asked);
    expect(withPriceConcept([asked[0]], ['how', 'much'], ['en'])).to.deep.equal(asked);
  });
  it('adds nothing for a price word (looked up as itself) or a quantity', () => {
    expect(withPriceConcept([], ['price', 'list'], ['en'])).to.deep.equal([]);
    expect(withPriceConcept([], ['how', 'much', 'wood', 'does', 'it', 'take'], ['en'])).to.deep.equal([]);
  });
  it('answers "how much?" after a question about a course by the price list, which does not repeat the course\'s name', () => {
    const index = fixtureIndex([
      { path: '/en/', title: 'Home', intro: 'What we offer: puppy classes, group walks and consultations.' },
      { path: '/en/courses/', title: 'Courses', intro: 'Puppy classes on Saturday mornings for dogs up to six months.' },
      { path: '/en/prices/', title: 'Prices', intro: 'Group course of eight sessions €180. A single lesson €60.' },
    ]);
    const pages = searchIndex(index, { query: 'how much?', prev: ['Do you offer puppy classes?'], lang: 'en', today: '2026-11-23' }).hits.map((h) => h.page.path);
    expect(pages.slice(0, 2)).to.include('/en/prices/');
  });
});

describe('amountsIn', () => {
  it('counts amounts of money with a sign or code before or after the number', () => {
    expect(amountsIn(section('Mug €38, plate 46 €, jug EUR 89, print $120, 15.000 Euro'))).to.equal(5);
    // A currency word ending in a letter outside ASCII (zł) still ends where the word does.
    expect(amountsIn(section('Kubek 40 zł, talerz 55 zł.'))).to.equal(2);
    expect(amountsIn(section('300 ml, 27 cm, since 2011'))).to.equal(0);
  });
});

describe('priceFactor', () => {
  it('lifts a section with amounts, a price list more than one amount', () => {
    expect(priceFactor(section('no prices here'))).to.be.below(1);
    expect(priceFactor(section('€38'))).to.be.above(1);
    expect(priceFactor(section('€38, €46, €34, €32, €42'))).to.be.above(priceFactor(section('€38')));
  });
  it('ranks the price list above a story that mentions the item more often', () => {
    const index = fixtureIndex([
      { path: '/en/journal/mugs/', title: 'Studio news', intro: 'The new mug has a wider handle, and the mug is thrown by hand in three glazes.' },
      { path: '/en/prices/', title: 'Prices', intro: 'All prices include VAT.', sections: [['Tableware', 'Mug €38. Dinner plate €46. Breakfast plate €34. Bowl €32. Jug €89. Espresso cup €28.']] },
    ]);
    const first = (query: string) => searchIndex(index, { query, lang: 'en' }).hits[0].page.path;
    expect(first('mug')).to.equal('/en/journal/mugs/');
    expect(first('how much is a mug')).to.equal('/en/prices/');
  });
});

describe('asksPastCost', () => {
  it('reads a past form of "kosten" and "did … cost" as a cost spent once, not a present price or another language', () => {
    const yes = ['was hat die neue esse gekostet', 'wie viel kostete der umbau', 'how much did the cold store cost', 'what did the new floor cost'];
    const no = ['was kostet eine neue form', 'how much does a cello cost', 'did you make the costume', 'what does it cost'];
    for (const q of [...yes, ...no]) expect(asksPastCost(q.split(' '), ['de', 'en']), q).to.equal(yes.includes(q));
    expect(asksPastCost('was hat die esse gekostet'.split(' '), ['en'])).to.equal(false);
  });
  it('reads paying and spending asked of the owner, in both languages, and not a present "costs", the noun "cost" or a price supposed with "hätte"', () => {
    const yes = [
      'how much did you pay for the kiln',
      'what did you spend on the new floor',
      'was habt ihr für die esse bezahlt',
      'wie viel haben sie in den umbau ausgegeben',
      'how much did all that cost',
    ];
    const no = ['what did you say it costs', 'did you include the cost of travel', 'was hätte das gekostet', 'ist das praktikum bezahlt', 'is it paid', 'did i pay the deposit'];
    for (const q of [...yes, ...no]) expect(asksPastCost(q.split(' '), ['de', 'en']), q).to.equal(yes.includes(q));
  });
});
