/** "Where is her studio?": the contact page, which gives the address, answers (a fixture). */
import { expect } from 'chai';
import { asksOwnPlace, asksPlaceOfThe, contactIntros, contactNamed, OWN_PLACE_FLOOR, whereIsTheBusiness, withContactPage } from '../../../server/search/own-place.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { tokenize } from '../../../server/search/analyzer.ts';

const site = () =>
  fixtureIndex([
    { path: '/en/studio/', title: 'Studio', intro: 'The studio: two wheels, a gas kiln and the glaze room; the studio is where every piece is made.' },
    { path: '/en/journal/open-day/', title: 'Open studio day', intro: 'On the open studio day the studio welcomes visitors from ten to six.' },
    { path: '/en/contact/', title: 'Contact', type: 'ContactPage', intro: 'Write to hello@example.org. Address: Karl-Heine-Straße 12, 04229 Leipzig.' },
    { path: '/en/places/', title: 'Places', intro: 'Kössern is a village near Grimma, where the wood kiln stands.' },
  ]);
const ask = (query: string) => searchIndex(site(), { query, lang: 'en', today: '2026-11-23' }).hits.map((h) => h.page.path);
const asks = (query: string, lang = 'en') => asksOwnPlace(tokenize(query, { joined: false }), [lang]);

describe('asksOwnPlace', () => {
  it('reads where a place of the owner is: a where-word, a form of "to be" and a possessive', () => {
    expect(asks('Where is her studio?')).to.equal(true);
    expect(asks('where exactly is your office?')).to.equal(true);
    expect(asks('Wo ist ihre Werkstatt?', 'de')).to.equal(true);
  });
  it('reads "where\'s" as where + is (the tokenizer splits it at the apostrophe)', () => {
    expect(asks("Where's her studio?")).to.equal(true);
    expect(asks('Where’s your workshop?')).to.equal(true);
  });
  it('reads the owner addressed with nothing else named ("Where are you located?", "Wo finde ich Sie?") and getting there ("How do I get to your studio?")', () => {
    const formal = (query: string) => asksOwnPlace(tokenize(query, { joined: false }), ['de'], /\bSie\b/.test(query));
    expect(asks('Where are you located?')).to.equal(true);
    expect(asks('Where can I find you?')).to.equal(true);
    expect(formal('Wo finde ich Sie?')).to.equal(true);
    expect(formal('Wo sind Sie?')).to.equal(true);
    expect(asks('Wo bist du?', 'de')).to.equal(true);
    expect(asks('How do I get to your studio?')).to.equal(true);
    expect(asks('Wie komme ich zu euch?', 'de')).to.equal(true);
    expect(asks('How do I find you?')).to.equal(true);
    // Where the owner works this week, where a market is, where she was born: not the owner's place.
    expect(asks('Where are you interpreting this week?')).to.equal(false);
    expect(formal('Wo ist der Adventsmarkt, auf dem Sie einen Stand haben?')).to.equal(false);
    expect(formal('Wo ist sie geboren?')).to.equal(false);
    expect(asks('How do I get to your exhibition in Berlin?')).to.equal(false);
    expect(formal('Wo finde ich Ihren Stand auf der Messe?')).to.equal(false);
    expect(asks('Where is your market stand this weekend?')).to.equal(false);
  });
  it('reads getting there told by how one travels and where from ("How do I get to you from Lüneburg train station?", "Wie komme ich vom Bahnhof mit dem Bus zu Ihnen?"), not a place named besides', () => {
    expect(asks('How do I get to you from Lüneburg train station?')).to.equal(true);
    expect(asks('How do I get to your studio by tram?')).to.equal(true);
    expect(asks('Wie komme ich mit dem Bus vom Bahnhof zu euch?', 'de')).to.equal(true);
    expect(asks('How do I get to your exhibition in Berlin by train?')).to.equal(false);
    expect(asks('How do I get to the market from the station?')).to.equal(false);
  });
  it("reads the owner's contact details asked for ('What's your phone number?', 'Telefonnummer'), not a number of something else", () => {
    expect(asks("What's your phone number?")).to.equal(true);
    expect(asks('Telefonnummer', 'de')).to.equal(true);
    expect(asks('email address')).to.equal(true);
    expect(asks('Can I call you?')).to.equal(true);
    expect(asks('phone number of the vet you work with')).to.equal(false);
    expect(asks('Can I use your photo in my email newsletter?')).to.equal(false);
    expect(asks('How many places are in a course?')).to.equal(false);
  });
  it('reads getting in touch and directions, a town asked for, past a visitor\'s opening ("Hi, quick question")', () => {
    expect(asks('Hi, quick question, where exactly are you based?')).to.equal(true);
    expect(asks('where are you guys located?')).to.equal(true);
    expect(asks('In welcher Stadt seid ihr denn genau?', 'de')).to.equal(true);
    expect(asks('best way to get in touch?')).to.equal(true);
    const question = 'Ich hätte eine Frage – wie erreiche ich Sie am besten?';
    expect(asksOwnPlace(tokenize(question, { joined: false }), ['de'], true)).to.equal(true);
    // Reaching with a how is getting in touch; without one it is what the owner aims at.
    expect(asksOwnPlace(tokenize('Was wollen Sie erreichen?', { joined: false }), ['de'], true)).to.equal(false);
    expect(asks('How can I reach you?')).to.equal(true);
    expect(asks('How do you reach your customers?'), 'how the owner finds clients').to.equal(false);
    expect(asks('directions')).to.equal(true);
    expect(asks('Anfahrt?', 'de')).to.equal(true);
    expect(asks('In which town is the workshop for beginners?')).to.equal(false);
    expect(asks('directions for the glaze')).to.equal(false);
    expect(asks('is there a number i can call to ask a couple things')).to.equal(true);
    expect(asks('Kann ich euch einfach anrufen oder lieber ne Mail schreiben?', 'de')).to.equal(true);
    expect(asks("what's the adress?")).to.equal(true);
    expect(asksOwnPlace(tokenize('Wie lautet Ihre Adresse, falls ich persönlich vorbeikommen möchte?', { joined: false }), ['de'], true)).to.equal(true);
    expect(asks('Can I send you a sketch of the table I want?')).to.equal(false);
  });
  it('not where a named place is, nor where something is sold or shown', () => {
    expect(asks('Where is Kössern?')).to.equal(false);
    expect(asks('where can I buy her mugs?')).to.equal(false);
    expect(asks('Wo liegt Kössern?', 'de')).to.equal(false);
  });
});

describe('asksPlaceOfThe', () => {
  const asksThe = (query: string, lang = 'en') => asksPlaceOfThe(tokenize(query, { joined: false }), [lang]);
  it('reads where a place named with the definite article is, the where-word first', () => {
    expect(asksThe('Where exactly is the studio?')).to.equal(true);
    expect(asksThe('Wo genau ist die Werkstatt?', 'de')).to.equal(true);
  });
  it('not a where inside a description, nor a place without the article, nor a place that names more than itself', () => {
    expect(asksThe("the picture where the dog's nose is poking out of the box")).to.equal(false);
    expect(asksThe('Where is Kössern?')).to.equal(false);
    expect(asksThe('Wo ist der Vortrag am Donnerstag?', 'de')).to.equal(false);
    expect(asksThe('Where is the laser clinic you work with?')).to.equal(false);
  });
  it("reads the way to the owner's place told by how one travels: the business or a possessive, one place to come from", () => {
    expect(asksThe('How do I get to the workshop by train from Freiburg?')).to.equal(true);
    expect(asksThe('Which bus goes out to the farm?')).to.equal(true);
    expect(asksThe('Which tram goes to your workshop?')).to.equal(true);
    expect(asksThe('Welche Straßenbahn fährt zur Werkstatt?', 'de')).to.equal(true);
    // German possessives after "zu" are dative: "zu Ihrer Werkstatt", "zu eurem Hofladen".
    expect(asksThe('Welcher Bus fährt zu Ihrer Werkstatt?', 'de')).to.equal(true);
    expect(asksThe('Welche Bahn fährt zu eurem Hofladen?', 'de')).to.equal(true);
    expect(asksThe('Welcher Bus fährt zu ihrer Ausstellung?', 'de')).to.equal(false);
  });
  it('not the way to a place that is no business of the owner, nor one that names more', () => {
    expect(asksThe('How do I get to the market by bus?')).to.equal(false);
    expect(asksThe('Which train goes to the festival?')).to.equal(false);
    expect(asksThe('Which bus goes to the Christmas market at the workshop?')).to.equal(false);
    expect(asksThe('How do I get to the workshop?')).to.equal(false);
    // A possessive names the owner's event as well as their place: the business says which.
    expect(asksThe('Which bus goes to her exhibition?')).to.equal(false);
    expect(asksThe('How do I get to her exhibition by train?')).to.equal(false);
    expect(asksThe('Which train goes to your next concert?')).to.equal(false);
    expect(asksThe('How do I get to your studio by bus?')).to.equal(true);
  });
});

describe('whereIsTheBusiness', () => {
  const business = (query: string, lang = 'en') => whereIsTheBusiness(tokenize(query, { joined: false }), [lang]);
  it('reads where a kind of business named with the article is, the town after "where in" counted as where', () => {
    expect(business('Where exactly is the farm?')).to.equal(true);
    expect(business('Wo genau ist die Werkstatt?', 'de')).to.equal(true);
    expect(business('Wo in Lüneburg ist die Werkstatt?', 'de')).to.equal(true);
    expect(business('Where in Hamburg is the studio?')).to.equal(true);
  });
  it('not a place that is no business, not the way there by bus, not a town anywhere else', () => {
    expect(business('Where is the hut?')).to.equal(false);
    expect(business('How do I get to the studio by tram?')).to.equal(false);
    expect(business('Wo ist die Werkstatt in Lüneburg mit dem Kurs?', 'de')).to.equal(false);
  });
  it('not a room inside the business: the place asked for is named after the form of "to be"', () => {
    expect(business('Wo in der Werkstatt ist der Kurs?', 'de')).to.equal(false);
    expect(business('Where in the studio is the class?')).to.equal(false);
    expect(business('Where in the building is the studio?')).to.equal(true);
  });
});

describe('contactNamed', () => {
  it('is true when a hit is on a contact page', () => {
    const hits = searchIndex(site(), { query: 'Leipzig address', lang: 'en', today: '2026-11-23' }).hits;
    expect(contactNamed(hits)).to.equal(true);
    expect(contactNamed(searchIndex(site(), { query: 'kiln', lang: 'en', today: '2026-11-23' }).hits)).to.equal(false);
  });
});

describe('contactIntros', () => {
  it("finds the introductions of the site's ContactPage, per language", () => {
    expect(contactIntros(site(), 'en').map((d) => d.page.path)).to.deep.equal(['/en/contact/']);
    expect(contactIntros(site(), 'de')).to.deep.equal([]);
  });
});

describe('withContactPage', () => {
  it('lists the contact page first under "where is her studio?", though the studio pages share the word', () => {
    expect(ask('Where is her studio?')[0]).to.equal('/en/contact/');
  });
  it('leaves "where is <a place name>?" to the page that names it', () => {
    expect(ask('Where is Kössern?')[0]).to.equal('/en/places/');
  });
  it('lists the contact page first under "where is the studio?" when it names the studio; not for a place it does not name', () => {
    const named = () =>
      fixtureIndex([
        { path: '/en/studio/', title: 'Studio', intro: 'The studio: two wheels, a gas kiln and the glaze room; the studio is where every piece is made.' },
        { path: '/en/contact/', title: 'Contact', type: 'ContactPage', intro: 'The studio is at Karl-Heine-Straße 12, 04229 Leipzig.' },
        { path: '/en/huts/', title: 'Huts', intro: 'The wood kiln stands in Kössern, in a hut by the river.' },
      ]);
    const first = (query: string) => searchIndex(named(), { query, lang: 'en', today: '2026-11-23' }).hits[0].page.path;
    expect(first('Where exactly is the studio?')).to.equal('/en/contact/');
    expect(first('Where is the hut?')).to.equal('/en/huts/');
  });
  it('lists the contact page first under "where exactly is the farm?" though it names no farm: a business is the owner\'s place', () => {
    const farm = () =>
      fixtureIndex([
        { path: '/en/farm-visits/', title: 'Farm visits', intro: 'Visit the farm: the cows, the cheese cellar and the farm shop, every Saturday.' },
        { path: '/en/team/', title: 'Team', intro: 'Anna runs the farm with her brother; Jonas makes the cheese on the farm.' },
        { path: '/en/contact/', title: 'Contact', type: 'ContactPage', intro: 'Hof Berger, Dorfstraße 4, 87509 Immenstadt. Phone 08323 1234.' },
      ]);
    const first = (query: string) => searchIndex(farm(), { query, lang: 'en', today: '2026-11-23' }).hits[0].page.path;
    expect(first('Where exactly is the farm?')).to.equal('/en/contact/');
    expect(first('Where in Immenstadt is the farm?')).to.equal('/en/contact/');
    expect(first('What is on the farm?')).to.not.equal('/en/contact/');
  });
  it(`lifts the contact page to ${OWN_PLACE_FLOOR} of the best hit, adding it when nothing of it matched`, () => {
    const index = site();
    const hits = searchIndex(index, { query: 'studio', lang: 'en', today: '2026-11-23' }).hits.map((h) => ({ ...h }));
    const top = Math.max(...hits.map((h) => h.raw));
    const lifted = withContactPage(index, hits, 'en');
    expect(lifted.find((h) => h.page.path === '/en/contact/')?.raw).to.equal(top * OWN_PLACE_FLOOR);
  });
  it('lists the contact page alone, never strong, when the place is called something the site never says', () => {
    // Not "atelier": the general thesaurus (general-thesaurus.ts) reads it as the studio the site writes.
    const hits = searchIndex(site(), { query: 'Where is your hideaway?', lang: 'en', today: '2026-11-23' }).hits;
    expect(hits.map((h) => h.page.path)).to.deep.equal(['/en/contact/']);
    expect(hits[0].score).to.be.below(0.5);
    expect(withContactPage(site(), [], 'en')).to.deep.equal([]);
  });
});
