/** "Where does your spruce come from?": the sentence that names the thing next to "from" and its origin answers (a fixture). */
import { expect } from 'chai';
import { asksOrigin, originStats, tellsOrigin } from '../../../server/search/origin-next.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const asks = (query: string, langs: string[]) => asksOrigin(tokenize(query, { joined: false }), langs);
const stems = (...words: string[]) => new Set(words);

describe('asksOrigin', () => {
  it('reads where a thing comes from, or who supplies it, in English and German', () => {
    expect(asks('Where does your spruce come from?', ['en', 'de'])).to.equal(true);
    expect(asks('Woher kommt Ihr Loden?', ['de', 'en'])).to.equal(true);
    expect(asks('Wo kommt euer Holz her?', ['de'])).to.equal(true);
    expect(asks('Which supplier gives you your straw?', ['en'])).to.equal(true);
  });
  it('leaves a place asked without an origin, and words of two languages mixed', () => {
    expect(asks('Where is the ferry from your new film?', ['en', 'de'])).to.equal(false);
    expect(asks('Where is her studio?', ['en', 'de'])).to.equal(false);
    expect(asks('Liefert ihr auch Mittagessen an Firmen?', ['de'])).to.equal(false);
  });
});

describe('tellsOrigin', () => {
  it('finds the thing before its origin word in one sentence', () => {
    expect(tellsOrigin('The tops are spruce from the Val di Fiemme.', 'en', stems('spruce'))).to.equal(true);
    expect(tellsOrigin('Unsere Eiche kommt aus Angeln.', 'de', stems('eich'))).to.equal(true);
    expect(tellsOrigin('Wir beziehen Loden bei der Weberei.', 'de', stems('lod'))).to.equal(true);
  });
  it('leaves what a thing is made of, a price, a particle and a table cell', () => {
    expect(tellsOrigin('Wir bauen neue Boote aus Holz.', 'de', stems('holz'))).to.equal(false);
    expect(tellsOrigin('Half-leather binding · from €240', 'en', stems('leather'))).to.equal(false);
    expect(tellsOrigin('Jede sucht Bücher aus, die sie mag.', 'de', stems('buch'))).to.equal(false);
    expect(tellsOrigin('| Pichler, Predazzo | spruce for the tops |', 'en', stems('spruce'))).to.equal(false);
  });
});

describe('origin questions (search-query.ts, rerank.ts)', () => {
  const index = fixtureIndex([
    { path: '/en/', title: 'Obermaier violins', type: 'ProfilePage', intro: 'New violins, violas and cellos, repairs and sound adjustment in Mittenwald.' },
    { path: '/en/workshop/', title: 'The workshop', intro: 'Anna carves the spruce tops and Jonas varnishes the spruce and maple. Timber: Pichler yard, Predazzo.' },
    {
      path: '/en/new-instruments/',
      title: 'New instruments',
      intro: 'Each instrument is built to order over about four months. The tops are spruce from the Val di Fiemme in the Dolomites; the backs are maple.',
    },
  ]);
  const first = (query: string) => searchIndex(index, { query, lang: 'en', today: '2026-11-27' }).hits[0]?.page.path;

  it('lists the page whose sentence says where the spruce comes from first', () => {
    originStats.sections = 0;
    expect(first('Where does your spruce come from?')).to.equal('/en/new-instruments/');
    expect(originStats.sections).to.equal(2);
  });
  it('reads no section under a question that asks no origin', () => {
    originStats.sections = 0;
    first('Do you use spruce?');
    expect(originStats.sections).to.equal(0);
  });
});
