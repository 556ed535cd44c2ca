/** Under "Do you make …?", "Machen Sie auch …?" the page on the service answers, not a project that shows it done once. */
import { expect } from 'chai';
import { asksOwnerToDo, asksToBeServed, REQUEST_ITEM } from '../../../server/search/owner-request.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { fixtureIndex, type FixturePage } from '../../helpers/search-fixture.ts';

const asks = (question: string, lang = 'en') => asksOwnerToDo(tokenize(question, { joined: false }), lang === 'en' ? ['en', 'de'] : ['de', 'en'], question);

describe('asksOwnerToDo', () => {
  it('reads the owner asked whether they do a thing, in English', () => {
    expect(asks('Do you make wrought iron fences?')).to.equal(true);
    expect(asks('Can you fix a cuckoo clock whose cuckoo has gone quiet?')).to.equal(true);
    expect(asks('Do you guys do voice recordings?')).to.equal(true);
    expect(asks('Will you come to my house?')).to.equal(true);
  });
  it('reads a German question that opens with its verb and the owner as subject', () => {
    expect(asks('Machen Sie auch Lesungen an Grundschulen?', 'de')).to.equal(true);
    expect(asks('Liefert ihr auch nach Österreich?', 'de')).to.equal(true);
    expect(asks('Liefern Sie nach Österreich?', 'de')).to.equal(true);
    expect(asks('Machst du auch Cover-ups?', 'de')).to.equal(true);
  });
  it('leaves questions about work done, question words and the visitor asking for themselves', () => {
    expect(asks('Did you make the gate in Ebstorf?')).to.equal(false);
    expect(asks('Have you built a zero-energy home?')).to.equal(false);
    expect(asks('Where did you do the hair for the wedding?')).to.equal(false);
    expect(asks('Can I bring my dog?')).to.equal(false);
    expect(asks('Haben Sie in Randersacker gebaut?', 'de')).to.equal(false);
    expect(asks('Wo haben Sie das Festival aufgenommen?', 'de')).to.equal(false);
    expect(asks('Kann ich mit Karte zahlen?', 'de')).to.equal(false);
  });
  it('leaves the owner spoken of, whose works often answer', () => {
    expect(asks('Does she make tableware for restaurants?')).to.equal(false);
    expect(asks('Macht sie auch Geschirr für die Gastronomie?', 'de')).to.equal(false);
  });
});

describe('asksToBeServed', () => {
  const served = (question: string, lang = 'en') => asksToBeServed(tokenize(question, { joined: false }), lang === 'en' ? ['en', 'de'] : ['de', 'en']);
  it('reads the visitor asking what they may have done or do ("Can I …?", "Kann man …?"), and no other question', () => {
    expect(served('Can I get new sails made here as well?')).to.equal(true);
    expect(served('Could we bring our kids on the evening tour?')).to.equal(true);
    expect(served('Kann man bei Ihnen alte Briefe entsäuern lassen?', 'de')).to.equal(true);
    expect(served('Kann ich mir ein eigenes Service machen lassen?', 'de')).to.equal(true);
    expect(served('Can you fix a cuckoo clock?')).to.equal(false);
    expect(served('Where can I park?')).to.equal(false);
    expect(served('Kannst du mir helfen?', 'de')).to.equal(false);
  });
});

describe('REQUEST_ITEM', () => {
  const page = (path: string, title: string, intro: string, more: Partial<FixturePage> = {}): FixturePage => ({ path, title, intro, ...more });
  const site = (translated: boolean) =>
    fixtureIndex([
      page('/en/works/', 'Works', 'Recent work: [Garden fence, Ebstorf](/en/works/garden-fence/), [Stair railing](/en/works/stair-railing/), [Church door](/en/works/church-door/).', {
        type: 'CollectionPage',
      }),
      page('/en/works/garden-fence/', 'Garden fence, Ebstorf', 'A wrought iron garden fence for a farmhouse: forty metres of fence with oak leaves forged into every post of the fence.', {
        translations: translated ? { de: '/de/arbeiten/gartenzaun/' } : {},
      }),
      page('/en/works/stair-railing/', 'Stair railing, Stade', 'A railing for a merchant house.'),
      page('/en/works/church-door/', 'Church door, Bardowick', 'New hinges for a church door.'),
      page('/en/gates-and-railings/', 'Gates and railings', 'We forge garden gates, railings, window grilles and fences to measure, and restore old wrought iron.'),
      ...(translated
        ? [
            page('/de/arbeiten/gartenzaun/', 'Gartenzaun, Ebstorf', 'Ein schmiedeeiserner Gartenzaun für einen Bauernhof.', {
              lang: 'de',
              translations: { en: '/en/works/garden-fence/' },
            }),
          ]
        : []),
    ]);
  const first = (translated: boolean, query: string) => searchIndex(site(translated), { query, lang: 'en', today: '2026-11-23' }).hits[0].page.path;

  it('is a discount', () => {
    expect(REQUEST_ITEM).to.be.above(0).and.below(1);
  });
  it('lists the page on the service above a project that shares the words of a request', () => {
    expect(first(true, 'Do you make wrought iron fences?')).to.equal('/en/gates-and-railings/');
  });
  it('lists the page on the service above a project under the visitor asking to have the thing done, unless the question follows another', () => {
    expect(first(true, 'Can I get a wrought iron fence made?')).to.equal('/en/gates-and-railings/');
    // Read as a visitor's question alone (visitor-speaks.ts, a milder discount), the project came first.
    expect(first(true, 'Can we have a fence forged?')).to.equal('/en/gates-and-railings/');
    // A previous question that names only the item's place: with the request read here too, the service page came first.
    const after = searchIndex(site(true), { query: 'Can I get a wrought iron fence made?', lang: 'en', today: '2026-11-23', prev: ['Where is Ebstorf?'] }).hits[0].page.path;
    expect(after).to.equal('/en/works/garden-fence/');
  });
  it('leaves a question about the work done alone', () => {
    expect(first(true, 'Did you make a wrought iron fence?')).to.equal('/en/works/garden-fence/');
  });
  it('leaves an item the owner wrote in one language only alone', () => {
    expect(first(false, 'Do you make wrought iron fences?')).to.equal('/en/works/garden-fence/');
  });
});
