/**
 * The trade concepts: what clients ask any craftsperson, teacher or small workshop in their
 * own words (waiting list, borrow, sustainably sourced, qualifications, Videocall) that the
 * workshop's pages word otherwise (turnaround, rental, recycled, master, online); a fixture of
 * a weaver's workshop, `today` fixed.
 */
import { expect } from 'chai';
import { analyzerFor, foldToken } from '../../../server/search/analyzer.ts';
import { CONCEPTS } from '../../../server/search/concept-lists.ts';
import { questionStops } from '../../../server/search/question-words.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { TRADE_CONCEPTS } from '../../../server/search/trade-concepts.ts';
import { INTENT_CONCEPTS } from '../../../server/search/intent-concepts.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { sample, site as loadedSite } from '../../helpers/sites.ts';
import { fileURLToPath } from 'node:url';
import { VISITORS_OWN_CONCEPTS } from '../../../server/search/visitors-own-concepts.ts';

const site = () =>
  fixtureIndex([
    {
      path: '/en/workshop/',
      title: 'The workshop',
      intro: 'Hand-woven blankets and scarves from a small workshop by the river.',
      sections: [
        ['Turnaround', 'New blankets are finished about ten weeks after the order; scarves within three.'],
        ['Loom rental', 'Table looms can be rented by the month, with a short introduction.'],
        ['Wool', 'All our wool is recycled or comes from three named suppliers in the valley.'],
        ['About me', 'Master weaver since 2009, trained in Galashiels.'],
        ['Lessons', 'Weaving lessons online or in the workshop, one evening a week.'],
        ['Visiting', 'There is a toilet by the door, and pets are welcome in the yard.'],
      ],
    },
    {
      path: '/en/blankets/',
      title: 'Blankets',
      intro: 'Blankets in wool and linen, in four colours, woven on the big loom.',
      sections: [['Colours', 'Grey, moss, rust and a deep blue, dyed in the valley.']],
    },
  ]);
const first = (query: string, lang = 'en') => searchIndex(site(), { query, lang, today: '2026-11-23' }).hits[0]?.section.path;

describe('TRADE_CONCEPTS', () => {
  it('are part of the concept list, after the older concepts and before the intent concepts (the older ids stay)', () => {
    const end = CONCEPTS.length - INTENT_CONCEPTS.length - VISITORS_OWN_CONCEPTS.length;
    expect(CONCEPTS.slice(end - TRADE_CONCEPTS.length, end)).to.deep.equal(TRADE_CONCEPTS);
  });
  it("bridge a client's words to the workshop's own: waiting list, borrow, sustainably sourced, qualifications", () => {
    expect(first('how long is the waiting list at the moment?')).to.equal('/en/workshop/#s0');
    expect(first('can I borrow a loom?')).to.equal('/en/workshop/#s1');
    expect(first('is the wool sustainably sourced?')).to.equal('/en/workshop/#s2');
    expect(first('what qualifications do you have?')).to.equal('/en/workshop/#s3');
  });
  it('bridge a German question to the English-only workshop page: Warteliste, Videocall, Klo, Hund', () => {
    expect(first('Gibt es eine Warteliste?', 'de')).to.equal('/en/workshop/#s0');
    expect(first('Geht der Unterricht auch per Videocall?', 'de')).to.equal('/en/workshop/#s4');
    expect(first('Gibt es bei euch ein Klo?', 'de')).to.equal('/en/workshop/#s5');
    expect(first('Darf mein Hund mit?', 'de')).to.equal('/en/workshop/#s5');
    // The everyday word for a dog, too.
    expect(first('Darf mein Vierbeiner mitkommen?', 'de')).to.equal('/en/workshop/#s5');
  });
  it('bridge an English "job" to a German-only job advertisement ("Aushilfe gesucht", the twentieth site), not only to hiring the owner', () => {
    const winery = loadedSite(fileURLToPath(new URL('../../../bench/eval/twentieth-site', import.meta.url)));
    const top = searchIndex(winery.search, { query: 'Is there a staff discount for the weekend job?', lang: 'en' }).hits.slice(0, 3);
    // Without "job" in the vacancy concept the private events, the rooms and the discounts came first.
    expect(top.map((h) => h.page.path)).to.include('/de/journal/aushilfe-gesucht/');
  });
  it('bridge citing the owner to the credit line (the sample site: "How do I cite her work?")', () => {
    // "How do I cite her work?" lists the licensing page first too, by its section that holds "work" as well (word coverage, thirty-fifth round).
    const hits = searchIndex(sample().search, { query: 'How do I cite her?', lang: 'en', subject: sample().person?.name }).hits;
    expect(hits[0].section.name).to.equal('Credit line');
    const work = searchIndex(sample().search, { query: 'How do I cite her work?', lang: 'en', subject: sample().person?.name }).hits;
    expect(work[0].page.path).to.equal('/en/licensing/');
  });
  it('every concept names words in both languages (a bridge needs two ends)', () => {
    for (const concept of TRADE_CONCEPTS) expect(Object.keys(concept.words)).to.have.members(['en', 'de']);
  });
  it('list no stop word or chatty word of their language (it could never ask for the concept)', () => {
    for (const concept of TRADE_CONCEPTS) {
      for (const [lang, words] of Object.entries(concept.words)) {
        const stops = analyzerFor(lang).stopwords;
        for (const word of words) expect(stops.has(foldToken(word)) || questionStops(lang).has(foldToken(word)), `${lang}: ${word}`).to.equal(false);
      }
    }
  });
});
