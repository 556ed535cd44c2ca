/** General associations, written blind to every site: a customer's word for a situation or wish is looked for as what a page for it is titled. */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { ASSOCIATION_COLUMNS, ASSOCIATION_SHARE, ASSOCIATION_WORDS, ASSOCIATIONS, ASSOCIATIONS_FILE, associationGroups } from '../../../server/search/general-associations.ts';
import { packThesaurus, tableAlternatives } from '../../../server/search/general-thesaurus.ts';
import { LEARNED_WEIGHT } from '../../../server/search/learned-pairs.ts';
import { findSorted, type LanguageIndex } from '../../../server/search/search-index.ts';
import { type FixturePage, fixtureIndex } from '../../helpers/search-fixture.ts';

const pages: FixturePage[] = [
  { path: '/en/', title: 'Recording studio', intro: 'Recording, mixing and mastering for bands and choirs.' },
  { path: '/en/mastering/', title: 'Mastering', intro: 'The last step before release, for streaming and vinyl.' },
  { path: '/en/recording/', title: 'Recording', intro: 'Two rooms, a grand piano and a drum kit.' },
  { path: '/en/contact/', title: 'Contact', intro: 'Book a recording, mixing or mastering day by phone.' },
];
const en = (): LanguageIndex => fixtureIndex(pages).byLang.get('en')!;
const term = (li: LanguageIndex, stem: string) => findSorted(li.terms, stem);
// A fixture table: one entry a line, "say en|say de|means en|means de".
const FIXTURE = associationGroups(packThesaurus('quieter louder loudness|leiser lauter|mastering master|mastering\nwedding|hochzeit|ceremony|trauung', ASSOCIATION_COLUMNS));
const WEIGHT = LEARNED_WEIGHT * ASSOCIATION_SHARE;

describe('ASSOCIATION_COLUMNS', () => {
  it("names the customers' words, then the pages' words, each in English and German", () => {
    expect(ASSOCIATION_COLUMNS).to.deep.equal(['en', 'de', 'en', 'de']);
  });
});

describe('ASSOCIATIONS_FILE', () => {
  it('holds a few thousand entries in four packed columns, each with as many entries', () => {
    const texts = readFileSync(ASSOCIATIONS_FILE, 'utf8').split('\f');
    expect(texts.length).to.equal(4);
    const entries = texts.map((text) => text.split('\n').length - 1);
    expect(entries[0]).to.be.within(1000, 40000);
    expect(new Set(entries).size).to.equal(1);
  });
});

describe('ASSOCIATION_SHARE', () => {
  it("counts an association's match at most as much as a learned pair's", () => {
    expect(ASSOCIATION_SHARE).to.be.greaterThan(0).and.at.most(1.5);
  });
});

describe('ASSOCIATION_WORDS', () => {
  it('reads a few words of a question at most', () => {
    expect(ASSOCIATION_WORDS).to.be.within(1, 5);
  });
});

describe('associationGroups', () => {
  it('unpacks the shipped file once', () => {
    expect(associationGroups()).to.equal(associationGroups());
    expect(associationGroups().stems.length).to.equal(4);
  });
});

describe('tableAlternatives (ASSOCIATIONS)', () => {
  it("reads a customer's word the site never writes as the words a page for it is titled with, as bridges", () => {
    const li = en();
    const entries: number[] = [];
    expect(tableAlternatives(ASSOCIATIONS, li, 'en', 'quieter', [], entries, undefined, undefined, FIXTURE)).to.deep.equal([{ terms: [term(li, 'master')], weight: WEIGHT, bridge: true }]);
    // The entry has given its word: not counted again for another word of the question.
    expect(entries).to.deep.equal([0]);
    expect(tableAlternatives(ASSOCIATIONS, li, 'en', 'louder', [], entries, undefined, undefined, FIXTURE)).to.deep.equal([]);
  });

  it("reads one way only: a page's word never brings back a customer's", () => {
    const li = fixtureIndex([{ path: '/en/', title: 'Volume', intro: 'Louder and quieter.' }]).byLang.get('en')!;
    expect(tableAlternatives(ASSOCIATIONS, li, 'en', 'mastering', [], [], undefined, undefined, FIXTURE)).to.deep.equal([]);
  });

  it("bridges a German customer's word to the English page's word", () => {
    const li = en();
    expect(tableAlternatives(ASSOCIATIONS, li, 'de', 'leiser', [], [], undefined, undefined, FIXTURE)).to.deep.equal([{ terms: [term(li, 'master')], weight: WEIGHT, bridge: true }]);
  });

  it('adds nothing for a word the index holds itself, or a word of no entry', () => {
    const li = en();
    expect(tableAlternatives(ASSOCIATIONS, li, 'en', 'quieter', [{ terms: [term(li, 'record')], weight: 1 }], [], undefined, undefined, FIXTURE)).to.deep.equal([]);
    expect(tableAlternatives(ASSOCIATIONS, li, 'en', 'violin', [], [], undefined, undefined, FIXTURE)).to.deep.equal([]);
  });
});
