/** A follow-up that asks its own question ("and how long do I have to wait?") asks it of the previous topic, not its price. */
import { expect } from 'chai';
import { asksOwnQuestion } from '../../../server/search/own-question.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

/** The fixture's pages as address, title, introduction; the first has a section on the waiting time. */
const PAGES: [string, string, string][] = [
  ['/en/new-violins/', 'New violins', 'Violins, violas and cellos built to order.'],
  ['/en/prices/', 'Prices', 'A new violin costs 9,800 €, a viola 10,500 €, a cello 21,000 €; the rest is paid when the wait is over, after a wait of about a year.'],
  ['/en/rentals/', 'Rental violins', 'Rent a violin from 25 € a month, a cello from 45 € a month.'],
  ['/en/repairs/', 'Repairs', 'Cracks, pegs, bridges and bows: repairs to every violin, viola and cello.'],
  ['/en/about/', 'About me', 'I trained in Mittenwald and have built violins in Munich since 2009.'],
];
const WAITING: [string, string] = [
  'Waiting time',
  'At present about 14 months for a violin and 18 months for a cello: you wait while the wood is chosen and the varnish dries; the wait costs nothing extra.',
];
const site = () => fixtureIndex(PAGES.map(([path, title, intro], i) => ({ path, title, intro, sections: i === 0 ? [WAITING] : [] })));
const first = (query: string, prev: string[]) => searchIndex(site(), { query, lang: 'en', prev, today: '2026-11-23' }).hits[0];

describe('asksOwnQuestion', () => {
  it('finds a question word that asks something other than a price, alone or after how / wie', () => {
    expect(asksOwnQuestion(['and', 'how', 'long', 'do', 'i', 'have', 'to', 'wait'], ['en'])).to.equal(true);
    expect(asksOwnQuestion(['und', 'bis', 'wann', 'muss', 'ich', 'bestellen'], ['de'])).to.equal(true);
    expect(asksOwnQuestion(['and', 'who', 'teaches', 'it'], ['en'])).to.equal(true);
    expect(asksOwnQuestion(['wie', 'oft', 'kommt', 'ihr'], ['de'])).to.equal(true);
  });
  it('not a follow-up that only narrows the previous question, nor a price asked', () => {
    expect(asksOwnQuestion(['and', 'for', 'children'], ['en'])).to.equal(false);
    expect(asksOwnQuestion(['and', 'how', 'much', 'for', 'two'], ['en'])).to.equal(false);
    expect(asksOwnQuestion(['wie', 'viel', 'kostet', 'das'], ['de'])).to.equal(false);
    // "long" alone is a length.
    expect(asksOwnQuestion(['and', 'if', 'it', 'is', '14', 'metres', 'long'], ['en'])).to.equal(false);
  });
  it('a follow-up asking how long, after a price question, finds the waiting time, not the sections with amounts', () => {
    expect(first('and how long do I have to wait?', ['What does a new violin cost?']).section.name).to.equal('Waiting time');
    // Narrowing the price question keeps it a price question: the price list first.
    expect(first('and for a cello?', ['What does a new violin cost?']).section.name).to.equal('Prices');
  });
});
