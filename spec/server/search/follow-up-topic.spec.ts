/** A short follow-up stays on the previous question's topic ("wo kann ich es kaufen?" after a question about the book). */
import { expect } from 'chai';
import { addTopicPages, asksTerms, KIND_ASKED, keepTopic, liftAnswer, liftKindAsked, OFF_TOPIC, PREVIOUS_ANSWER, staysOnTopic } from '../../../server/search/follow-up-topic.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import type { SearchHit } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { findSorted } from '../../../server/search/search-index.ts';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../../server/site/load-site.ts';

const site = () =>
  fixtureIndex([
    { path: '/en/gear/', title: 'Gear', intro: 'What to pack for a tour.', sections: [['Buying', 'Buying gear: where to buy skins, where to buy boots, buy a helmet.']] },
    {
      path: '/en/publications/',
      title: 'Publications',
      intro: 'My books: the avalanche book, out in October, is in every bookshop and at the publisher, and so is the ski touring guide; both have maps.',
    },
    { path: '/en/journal/new-book/', title: 'The new book is out', intro: 'The avalanche book is out: three years of writing.' },
  ]);
const pages = (query: string, prev?: string[]) => searchIndex(site(), { query, lang: 'en', prev, today: '2026-11-23' }).hits.map((h) => h.page.path);

describe('addTopicPages', () => {
  it("adds the pages (and their translations) that hold a word of the previous question; a compound's parts all", () => {
    const index = site();
    const li = index.byLang.get('en')!;
    const term = (word: string) => findSorted(li.terms, li.analyzer.stem(word));
    const topic = new Set<string>();
    addTopicPages(li, [{ alternatives: [{ terms: [term('avalanche'), term('book')], weight: 0.8 }] }], topic);
    expect([...topic].sort()).to.deep.equal(['/en/journal/new-book/', '/en/publications/']);
    const skins = new Set<string>();
    addTopicPages(li, [{ alternatives: [{ terms: [term('skins')], weight: 1 }] }], skins);
    expect([...skins]).to.deep.equal(['/en/gear/']);
  });
});

describe('keepTopic', () => {
  it(`lowers the hits off the topic to ${OFF_TOPIC}, and none when the topic is not on the site`, () => {
    const hits = site()
      .byLang.get('en')!
      .docs.map((d) => ({ page: d.page, section: d.section, raw: 1, score: 1 }) as SearchHit);
    keepTopic(hits, new Set(['/en/publications/']));
    expect(hits.filter((h) => h.raw === 1).map((h) => h.page.path)).to.deep.equal(['/en/publications/']);
    expect(hits.find((h) => h.page.path === '/en/gear/')!.raw).to.equal(OFF_TOPIC);
    const untouched = [{ raw: 1 } as SearchHit];
    keepTopic(untouched, new Set());
    expect(untouched[0].raw).to.equal(1);
  });
  it('keeps the pages onEveryTopic where they are', () => {
    const hits = site()
      .byLang.get('en')!
      .docs.map((d) => ({ page: d.page, section: d.section, raw: 1, score: 1 }) as SearchHit);
    keepTopic(hits, new Set(['/en/publications/']), (page) => page.path === '/en/gear/');
    expect(hits.find((h) => h.page.path === '/en/gear/')!.raw).to.equal(1);
    expect(hits.find((h) => h.page.path === '/en/journal/new-book/')!.raw).to.equal(OFF_TOPIC);
  });
  it('a follow-up that leans on the previous question finds the page on its topic, not the section headed by its own word', () => {
    expect(pages('where can I buy it?')[0]).to.equal('/en/gear/');
    // Without the rule the section headed "Buying" comes first; with it, a page about the book.
    expect(['/en/publications/', '/en/journal/new-book/']).to.include(pages('where can I buy it?', ['Tell me about the avalanche book'])[0]);
  });
});

describe('OFF_TOPIC', () => {
  it('keeps "wo kann ich es kaufen?" after a question about the new avalanche book on the book, not the gear page\'s "Kaufen" section (the sixth development site)', () => {
    const mountains = loadSite(fileURLToPath(new URL('../../../bench/eval/sixth-site', import.meta.url))).search;
    const hits = searchIndex(mountains, { query: 'wo kann ich es kaufen?', lang: 'de', prev: ['Erzähl mir vom neuen Lawinenbuch'], today: '2026-11-26' }).hits;
    expect(hits[0].page.path).to.not.equal('/de/ausruestung/');
    expect(['/de/journal/lawinen-lesen-erschienen/', '/de/publikationen/']).to.include(hits[0].page.path);
  });
});

describe('staysOnTopic', () => {
  const tokens = (q: string) => q.toLowerCase().replace(/[?]/g, '').split(' ');
  it('a follow-up that points back or names one word of its own stays on the previous topic', () => {
    expect(staysOnTopic(site(), tokens('where can I buy it?'), 'en', ['en'])).to.equal(true);
    expect(staysOnTopic(site(), tokens('where do we sleep?'), 'en', ['en'])).to.equal(true);
  });
  it('one that names a topic of its own does not', () => {
    expect(staysOnTopic(site(), tokens('are the books signed?'), 'en', ['en'])).to.equal(false);
  });
  it('counts no frame word (an age, a price, a unit of time) as a word of its own', () => {
    expect(staysOnTopic(site(), tokens('minimum age?'), 'en', ['en'])).to.equal(true);
    expect(staysOnTopic(site(), tokens('weekend price?'), 'en', ['en'])).to.equal(true);
    expect(staysOnTopic(site(), tokens('weekend helmets?'), 'en', ['en'])).to.equal(false);
  });
  it('in German too: "Preis pro Stunde?" stays, "Wochenende Helme?" names a topic of its own', () => {
    const loft = fixtureIndex([{ path: '/de/kurse/', lang: 'de', title: 'Kurse', intro: 'Der Takelkurs kostet 180 Euro, zwei Abende, für Kinder ab zwölf Jahren.' }]);
    expect(staysOnTopic(loft, tokens('preis pro stunde?'), 'de', ['de'])).to.equal(true);
    expect(staysOnTopic(loft, tokens('wochenende helme?'), 'de', ['de'])).to.equal(false);
  });
});

/** A page of the sail loft with one section on cancelling at short notice. */
const cancelling = (path: string, title: string, answer: string, optional = false) => ({
  path,
  lang: 'de',
  title,
  optional,
  intro: 'Was Sie wissen sollten.',
  sections: [['Kurzfristig absagen', answer]] as [string, string][],
});

/** A sail loft whose terms (a footer page) say what cancelling costs, naming no course. */
const sailLoft = () =>
  fixtureIndex([
    { path: '/de/kurse/', lang: 'de', title: 'Kurse', intro: 'Im Takelkurs lernen Sie Spleißen und Takeln. Der Takelkurs kostet 180 Euro, zwei Abende.' },
    cancelling('/de/fragen/', 'Häufige Fragen', 'Wer kurzfristig absagen muss, ruft bitte an.'),
    cancelling('/de/agb/', 'Geschäftsbedingungen', 'Wer kurzfristig absagen muss, zahlt die Hälfte.', true),
  ]);

describe('asksTerms', () => {
  const tokens = (q: string) => q.toLowerCase().replace(/[?,]/g, '').split(' ');
  it('a word of the cancelling concept as written, or a phrase of an intent asking the terms', () => {
    expect(asksTerms(tokens('und wenn ich kurzfristig absagen muss?'), ['de'])).to.equal(true);
    expect(asksTerms(tokens('Und wie kann ich wieder kündigen?'), ['de'])).to.equal(true);
    expect(asksTerms(tokens('and if I have to cancel?'), ['en'])).to.equal(true);
    expect(asksTerms(tokens('und wenn es dann doch nicht klappt?'), ['de'])).to.equal(true);
  });
  it("a word of the terms' own concepts: paying before the work, guarantees, sending back, a substitute", () => {
    expect(asksTerms(tokens('How much is the deposit when I order?'), ['en'])).to.equal(true);
    expect(asksTerms(tokens('Wie viele Jahre Garantie gibt es?'), ['de'])).to.equal(true);
    expect(asksTerms(tokens('Kann ich eine Ersatzperson schicken?'), ['de'])).to.equal(true);
  });
  it('not a question of anything else', () => {
    expect(asksTerms(tokens('wo kann ich es kaufen?'), ['de'])).to.equal(false);
    expect(asksTerms(tokens('do I have to book that in advance?'), ['en'])).to.equal(false);
  });
  it('lists the terms first under "und wenn ich kurzfristig absagen muss?" after a question about a course they do not name (off the topic before)', () => {
    const hits = searchIndex(sailLoft(), { query: 'und wenn ich kurzfristig absagen muss?', lang: 'de', prev: ['Was kostet der Takelkurs?'], today: '2026-11-26' }).hits;
    expect(hits[0].section.path).to.equal('/de/agb/#s0');
  });
  it('reads a separable verb as the word it makes: "und wie sage ich kurzfristig ab?" asks the terms too (listed last before)', () => {
    const hits = searchIndex(sailLoft(), { query: 'und wie sage ich kurzfristig ab?', lang: 'de', prev: ['Was kostet der Takelkurs?'], today: '2026-11-26' }).hits;
    expect(hits[0].section.path).to.equal('/de/agb/#s0');
  });
  it('does not discount the terms as a footer page when the question asks them (0.85 of the same section elsewhere before)', () => {
    const hits = searchIndex(sailLoft(), { query: 'kurzfristig absagen', lang: 'de', today: '2026-11-26' }).hits;
    const score = (path: string) => hits.find((h) => h.section.path === path)!.score;
    expect(score('/de/agb/#s0') / score('/de/fragen/#s0')).to.be.greaterThan(0.95);
  });
});

describe('liftAnswer', () => {
  const winery = () =>
    fixtureIndex([
      {
        path: '/en/holiday-flats/',
        title: 'Holiday flats',
        intro: 'Two holiday flats above the winery, each for four guests, with a view of the vineyards. A basket and a bowl for pets in each flat.',
      },
      {
        path: '/en/faq/',
        title: 'Questions',
        intro: 'What visitors ask.',
        sections: [
          // Not headed by a question: a heading that asks the visitor's question is lifted by a rule of its own (question-match.ts).
          ['Dogs', 'Dogs on a lead are welcome on the vineyard tours; please bring water for your dog.'],
          ['Holidays', 'We are closed over the holidays.'],
        ],
      },
      { path: '/en/vineyard-tours/', title: 'Vineyard tours', intro: 'Walks through the vineyards with a tasting, for groups and for holiday guests.' },
    ]);
  it(`lifts the hits on the previous answer's page and its translations by ${PREVIOUS_ANSWER}`, () => {
    const hits = winery()
      .byLang.get('en')!
      .docs.map((d) => ({ page: d.page, section: d.section, raw: 1, score: 1 }) as SearchHit);
    liftAnswer(hits, new Set(['/en/holiday-flats/', '/de/ferienwohnungen/']));
    expect(PREVIOUS_ANSWER).to.be.above(1);
    expect(hits.map((h) => h.raw)).to.deep.equal(hits.map((h) => (h.page.path === '/en/holiday-flats/' ? PREVIOUS_ANSWER : 1)));
  });
  it("a follow-up finds the page that answered the previous question, not the section that shares its own word (the FAQ's dogs)", () => {
    const first = (query: string, prev?: string[]) => searchIndex(winery(), { query, lang: 'en', prev, today: '2026-11-23' }).hits[0].page.path;
    expect(first('Do you have holiday flats?')).to.equal('/en/holiday-flats/');
    // Without the lift the FAQ's section on dogs comes first (0.90 against 0.84).
    expect(first('can I bring my dog there?', ['Do you have holiday flats?'])).to.equal('/en/holiday-flats/');
    expect(first('can I bring my dog there?')).to.equal('/en/faq/');
  });
});

describe('liftKindAsked', () => {
  const evalSite = (name: string) => loadSite(fileURLToPath(new URL(`../../../bench/eval/${name}`, import.meta.url))).search;
  const first = (index: ReturnType<typeof evalSite>, query: string, prev: string, lang: string) =>
    [...new Set(searchIndex(index, { query, lang, prev: [prev], today: '2026-11-27' }).hits.map((h) => h.page.path))].slice(0, 2);
  it(`lifts by ${KIND_ASKED} the hits of the kind asked on the previous topic's pages, and no other`, () => {
    const hits = site()
      .byLang.get('en')!
      .docs.map((d) => ({ page: d.page, section: d.section, raw: 1, score: 1 }) as SearchHit);
    let asked = 0;
    liftKindAsked(hits, new Set(['/en/publications/', '/en/journal/new-book/']), (hit) => {
      asked++;
      return hit.page.path !== '/en/journal/new-book/';
    });
    expect(KIND_ASKED).to.be.above(1);
    // The gear page is of the kind but off the topic: not lifted, and not even asked.
    expect(hits.map((h) => [h.page.path, h.raw])).to.deep.equal(hits.map((h) => [h.page.path, h.page.path === '/en/publications/' ? KIND_ASKED : 1]));
    expect(asked).to.equal(hits.filter((h) => h.page.path !== '/en/gear/').length);
  });
  it('lists the price list first under "Was kostet der?" after a question about a course (the course page first before)', () => {
    expect(first(evalSite('fifty-second-site'), 'Was kostet der?', 'Wann ist der nächste Kurs zum Blattsingen?', 'de')).to.deep.equal(['/de/preise/', '/en/prices/']);
  });
  it('lists the team first under "Who teaches it?" after a question about a course (the course page first before)', () => {
    expect(first(evalSite('fifty-eighth-site'), 'Who teaches it?', 'Is there a course for the lifeguard certificate?', 'en')[0]).to.equal('/en/team/');
  });
  it('asked the price of cancelling, lists the terms before the price list ("Was kostet es, wenn ich kurzfristig absage?")', () => {
    const pages = first(evalSite('forty-first-site'), 'Was kostet es, wenn ich kurzfristig absage?', 'Ich habe einen Termin für die Sattelanpassung gebucht.', 'de');
    expect(pages[0]).to.equal('/de/agb/');
  });
});
