/** "Where does your spruce come from?": the sentence that names the thing next to "from" and its origin answers (a fixture). */
import { expect } from 'chai';
import { asksOrigin, checkOriginNeighbours, nextToOrigin, originLookups, originNeighbours, OriginNeighboursBuilder, originStats } from '../../../server/search/origin-next.ts';
import { decodeSnapshot, encodeSnapshot, SnapshotError } from '../../../server/search/index-snapshot.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { fixtureIndex, type FixturePage } from '../../helpers/search-fixture.ts';

const VIOLINS: FixturePage[] = [
  { path: '/en/', title: 'Obermaier violins', type: 'ProfilePage', intro: 'New violins, violas and cellos, repairs and sound adjustment in Mittenwald.' },
  { path: '/en/workshop/', title: 'The workshop', intro: 'Anna carves the spruce tops and Jonas varnishes the spruce and maple. Timber: Pichler yard, Predazzo.' },
  {
    path: '/en/new-instruments/',
    title: 'New instruments',
    intro: 'Each instrument is built to order over about four months. The tops are spruce from the Val di Fiemme in the Dolomites; the backs are maple.',
  },
];

const asks = (query: string, langs: string[]) => asksOrigin(tokenize(query, { joined: false }), langs);

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

describe('originNeighbours', () => {
  it('finds the thing before its origin word in one sentence', () => {
    expect(originNeighbours('The tops are spruce from the Val di Fiemme.', 'en')).to.include('spruce');
    expect(originNeighbours('Unsere Eiche kommt aus Angeln.', 'de')).to.include('eich');
    expect(originNeighbours('Wir beziehen Loden bei der Weberei.', 'de')).to.include('lod');
  });
  it('leaves what a thing is made of, a price, a particle and a table cell', () => {
    expect(originNeighbours('Wir bauen neue Boote aus Holz.', 'de')).not.to.include('holz');
    expect(originNeighbours('Half-leather binding · from €240', 'en')).to.deep.equal([]);
    expect(originNeighbours('Jede sucht Bücher aus, die sie mag.', 'de')).to.deep.equal([]);
    expect(originNeighbours('| Pichler, Predazzo | spruce for the tops |', 'en')).to.deep.equal([]);
  });

  it('leaves a word before a subject pronoun whose own verb the origin word follows, and keeps one before a verb and its pronoun', () => {
    expect(originNeighbours('To set a boundary we calculate from the old records.', 'en')).not.to.include('boundari');
    expect(originNeighbours('Den Ton holen wir aus dem Westerwald.', 'de')).to.include('ton');
    expect(originNeighbours('The stones come from the Lichtenau quarry.', 'en')).to.include('stone');
  });
});

describe('OriginNeighboursBuilder', () => {
  it('names the stems by their ids in the final terms, sorted per section, and drops a stem the index does not hold', () => {
    const names = ['from', 'bought', 'maple'];
    const builder = new OriginNeighboursBuilder('en', (t) => names[t]);
    builder.add('The tops are spruce from the Val di Fiemme.', Int32Array.from([0]));
    builder.add('Maple backs.', Int32Array.from([2]));
    builder.add('Maple bought from Pichler, and spruce from Predazzo.', Int32Array.from([2, 1, 0]));
    // A text whose tokens hold no origin or getting word is not read.
    originStats.sections = 0;
    builder.add('Maple from the Alps.', Int32Array.from([2]));
    expect(originStats.sections).to.equal(0);
    const made = builder.done(['back', 'fiemm', 'mapl', 'spruce']);
    expect([...made.originOffsets]).to.deep.equal([0, 1, 1, 3, 3]);
    expect([...made.originTerms]).to.deep.equal([3, 2, 3]);
  });
});

describe('checkOriginNeighbours', () => {
  it('keeps the neighbours through a snapshot, and a reader refuses neighbours that name no term or section', () => {
    const packed = [...fixtureIndex(VIOLINS).byLang.values()].map((li) => ({ ...li }));
    const back = decodeSnapshot(encodeSnapshot('d', packed)).packed;
    expect(packed[0].facts.originTerms.length).to.be.above(0);
    expect([...back[0].facts.originTerms]).to.deep.equal([...packed[0].facts.originTerms]);
    expect([...back[0].facts.originOffsets]).to.deep.equal([...packed[0].facts.originOffsets]);
    const { facts, docCount, terms } = packed[0];
    expect(checkOriginNeighbours(facts, docCount, terms.length)).to.equal(undefined);
    expect(checkOriginNeighbours(facts, docCount + 1, terms.length)).to.match(/do not match/);
    const stray = packed.map((p) => ({ ...p, facts: { ...p.facts, originTerms: p.facts.originTerms.map(() => p.terms.length) } }));
    expect(() => decodeSnapshot(encodeSnapshot('d', stray))).to.throw(SnapshotError, /origin neighbour/);
  });
});

describe('nextToOrigin', () => {
  it('says whether a section names one of the terms before an origin word, with a bounded look-up per term', () => {
    const li = fixtureIndex(VIOLINS).byLang.get('en')!;
    const made = li.docs.findIndex((d) => d.page.path === '/en/new-instruments/');
    const workshop = li.docs.findIndex((d) => d.page.path === '/en/workshop/');
    originLookups.terms = 0;
    expect(nextToOrigin(li, made, new Set(['spruce']))).to.equal(true);
    expect(nextToOrigin(li, workshop, new Set(['spruce']))).to.equal(false);
    expect(nextToOrigin(li, made, new Set(['mapl', 'back']))).to.equal(false);
    expect(originLookups.terms).to.equal(3);
  });
});

describe('origin questions (search-query.ts, rerank.ts)', () => {
  const index = fixtureIndex(VIOLINS);
  const first = (query: string) => searchIndex(index, { query, lang: 'en', today: '2026-11-27' }).hits[0]?.page.path;

  it('lists the page whose sentence says where the spruce comes from first, reading no section text per request', () => {
    first('Do you use spruce?');
    originStats.sections = 0;
    originLookups.terms = 0;
    expect(first('Where does your spruce come from?')).to.equal('/en/new-instruments/');
    // The sections' text was read when the index was built: the question only looks its terms up,
    // at most one look-up per question word in the one section that names anything before "from".
    expect(originStats.sections).to.equal(0);
    expect(originLookups.terms).to.be.above(0).and.at.most(6);
  });
  it('looks nothing up under a question that asks no origin', () => {
    originLookups.terms = 0;
    first('Do you use spruce?');
    expect(originLookups.terms).to.equal(0);
  });
});
