/** A question in which the visitor speaks of themselves is answered by the page on the service, not by a project that shows it done once. */
import { expect } from 'chai';
import { speaksAsVisitor, VISITOR_ITEM } from '../../../server/search/visitor-speaks.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { fixtureIndex, type FixturePage } from '../../helpers/search-fixture.ts';

const speaks = (question: string, lang = 'en') => speaksAsVisitor(tokenize(question, { joined: false }), lang === 'en' ? ['en', 'de'] : ['de', 'en']);

describe('speaksAsVisitor', () => {
  it('reads the visitor speaking of themselves, singular or plural, in English and German, and no other question', () => {
    expect(speaks('Can my wedding bouquet be preserved as a keepsake?')).to.equal(true);
    expect(speaks('What do you need from us to host the play?')).to.equal(true);
    expect(speaks('Wie werde ich Mitglied bei euch?', 'de')).to.equal(true);
    expect(speaks('Was muss unsere Schule bereitstellen?', 'de')).to.equal(true);
    expect(speaks('Do you make wrought iron fences?')).to.equal(false);
    expect(speaks('Wann ist das nächste Konzert?', 'de')).to.equal(false);
  });
  it('not "me" or "us" as the one told or shown: "Tell me about …" asks for the item', () => {
    expect(speaks('Tell me about the Kazbek expedition')).to.equal(false);
    expect(speaks('Show us the garden fence')).to.equal(false);
    expect(speaks('Erzählen Sie mir von der Kapelle auf Orkney', 'de')).to.equal(false);
    expect(speaks('Erzähl mir vom neuen Lawinenbuch', 'de')).to.equal(false);
    expect(speaks('Geben Sie mir einen Überblick über die Projekte', 'de')).to.equal(false);
    expect(speaks('Tell me, can I bring my dog?')).to.equal(true);
    expect(speaks('Can you send me the price list?')).to.equal(true);
  });
});

describe('VISITOR_ITEM', () => {
  const page = (path: string, title: string, intro: string, more: Partial<FixturePage> = {}): FixturePage => ({ path, title, intro, ...more });
  const site = () =>
    fixtureIndex([
      page('/en/works/', 'Works', 'Recent work: [Garden fence, Ebstorf](/en/works/garden-fence/), [Stair railing](/en/works/stair-railing/), [Church door](/en/works/church-door/).', {
        type: 'CollectionPage',
      }),
      page(
        '/en/works/garden-fence/',
        'Garden fence, Ebstorf',
        'A wrought iron garden fence for a farmhouse: the old fence was repaired, forty metres of fence with oak leaves forged into every post.',
        {
          translations: { de: '/de/arbeiten/gartenzaun/' },
        },
      ),
      page('/en/works/stair-railing/', 'Stair railing, Stade', 'A railing for a merchant house.'),
      page('/en/works/church-door/', 'Church door, Bardowick', 'New hinges for a church door.'),
      page('/en/repairs/', 'Workshop services', 'We repair garden gates, railings and old fences of wrought iron, and restore ironwork, with a year of guarantee on every repair.'),
      page('/de/arbeiten/gartenzaun/', 'Gartenzaun, Ebstorf', 'Ein schmiedeeiserner Gartenzaun für einen Bauernhof.', { lang: 'de', translations: { en: '/en/works/garden-fence/' } }),
    ]);
  const first = (query: string) => searchIndex(site(), { query, lang: 'en', today: '2026-11-23' }).hits[0].page.path;

  it('is a discount, milder than a request to the owner', () => {
    expect(VISITOR_ITEM).to.be.above(0).and.below(1);
  });
  it('lists the page on the service above a project that shares the words when the visitor speaks of themselves', () => {
    expect(first('Can my old garden fence be repaired?')).to.equal('/en/repairs/');
  });
  it('leaves the item first under "Tell me about …", where the visitor speaks of no need of their own', () => {
    expect(first('Tell me about the repaired old fence')).to.equal('/en/works/garden-fence/');
  });
  it("leaves a question that follows another alone: it speaks of that one's topic", () => {
    const after = searchIndex(site(), { query: 'Can my old garden fence be repaired?', lang: 'en', today: '2026-11-23', prev: ['How long have you been doing this?'] }).hits[0].page.path;
    expect(after).to.equal('/en/works/garden-fence/');
  });
});
