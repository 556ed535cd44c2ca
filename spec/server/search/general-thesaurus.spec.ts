/** A general bilingual thesaurus, written blind to every site: a visitor's word the site never writes is looked for as the other words of its groups. */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import {
  findTermOf,
  findThesaurusStem,
  packThesaurus,
  readTable,
  THESAURUS_FILE,
  THESAURUS_GROUPS,
  THESAURUS_PER_WORD,
  THESAURUS_SHARE,
  THESAURUS_STEMS,
  THESAURUS_WORDS,
  tableAlternatives,
  THESAURUS,
  thesaurusGroups,
  thesaurusStem,
  unpackTable,
} from '../../../server/search/general-thesaurus.ts';
import { LEARNED_WEIGHT } from '../../../server/search/learned-pairs.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { findSorted, type LanguageIndex } from '../../../server/search/search-index.ts';
import { type FixturePage, fixtureIndex } from '../../helpers/search-fixture.ts';

const pages: FixturePage[] = [
  { path: '/en/', title: 'Window dressing studio', intro: 'We make and fit window dressings to measure.' },
  { path: '/en/curtains/', title: 'Made to measure', intro: 'Curtains sewn in our workshop, lined or unlined.', sections: [['Fabrics', 'Linen, velvet and cotton.']] },
  { path: '/en/blinds/', title: 'Roller blinds', intro: 'Blinds for every window, fitted in a day from our workshop.' },
  { path: '/en/contact/', title: 'Contact', intro: 'Call or write to us; the shop and the workshop are open Monday to Friday.' },
];
const en = (): LanguageIndex => fixtureIndex(pages).byLang.get('en')!;
const term = (li: LanguageIndex, stem: string) => findSorted(li.terms, stem);
// A fixture table: one group a line, "English words|German words", packed as the shipped file is.
const FIXTURE = thesaurusGroups(packThesaurus('drape drapes curtain curtains|vorhang vorhänge gardine gardinen\nshop shops store stores|laden läden geschäft'));
const WEIGHT = LEARNED_WEIGHT * THESAURUS_SHARE;

describe('THESAURUS_FILE', () => {
  it('holds a few thousand groups of English and German stems, packed: sorted stems, then each group as positions among them', () => {
    const texts = readFileSync(THESAURUS_FILE, 'utf8').split('\f');
    expect(texts.length).to.equal(2);
    for (const text of texts) {
      const [stems, ...groups] = text.split('\n');
      const list = stems.split(' ');
      expect(list.length).to.be.within(2000, 40000);
      expect([...list].sort()).to.deep.equal(list);
      expect(groups.length).to.be.within(1000, 40000);
      for (const group of groups) for (const p of group.split(' ').filter(Boolean)) expect(Number.parseInt(p, 36)).to.be.below(list.length);
    }
    expect(texts[0].split('\n').length).to.equal(texts[1].split('\n').length);
  });
});

describe('THESAURUS_SHARE', () => {
  it("counts a thesaurus match below a learned pair's", () => {
    expect(THESAURUS_SHARE).to.be.greaterThan(0).and.at.most(1.5);
  });
});

describe('THESAURUS_PER_WORD', () => {
  it('gives a word a few alternatives at most', () => {
    expect(THESAURUS_PER_WORD).to.be.within(1, 4);
  });
});

describe('THESAURUS_WORDS', () => {
  it('reads a few words of a question at most', () => {
    expect(THESAURUS_WORDS).to.be.within(1, 5);
  });
});

describe('THESAURUS_GROUPS', () => {
  it("reads a word's first groups only", () => {
    expect(THESAURUS_GROUPS).to.be.within(1, 5);
  });
});

describe('THESAURUS_STEMS', () => {
  it('tries a bounded number of words of a group', () => {
    expect(THESAURUS_STEMS).to.be.within(4, 64);
  });
});

describe('packThesaurus', () => {
  it("writes per language the groups' distinct stems sorted, then each group's stems as base-36 positions, no stop word", () => {
    expect(packThesaurus('drape drapes curtain the|\nshop store|laden')).to.deep.equal(['curtain drape shop store\n1 0\n2 3', 'lad\n\n0']);
  });
});

describe('thesaurusGroups', () => {
  it("keeps each language's stems sorted in one string, each stem's groups and each group's stems", () => {
    expect(FIXTURE.stems[0]).to.equal('curtain drape shop store');
    expect([...FIXTURE.stemAt[0]]).to.deep.equal([0, 8, 14, 19, 25]);
    expect(FIXTURE.stemAt[1].length).to.equal(5);
    const stemsOf = (lang: number, g: number) => [...FIXTURE.stemsOf[lang].subarray(FIXTURE.stemsAt[lang][g], FIXTURE.stemsAt[lang][g + 1])].map((i) => thesaurusStem(FIXTURE, lang, i));
    expect(stemsOf(0, 0)).to.deep.equal(['drape', 'curtain']);
    expect(stemsOf(0, 1)).to.deep.equal(['shop', 'store']);
    const groupsOf = (lang: number, i: number) => [...FIXTURE.groupsOf[lang].subarray(FIXTURE.groupsAt[lang][i], FIXTURE.groupsAt[lang][i + 1])];
    expect(groupsOf(0, findThesaurusStem(FIXTURE, 0, 'store'))).to.deep.equal([1]);
  });

  it('unpacks the shipped file once, a group a line', () => {
    expect(thesaurusGroups()).to.equal(thesaurusGroups());
    expect(thesaurusGroups().stemsAt[0].length).to.equal(readFileSync(THESAURUS_FILE, 'utf8').split('\f')[0].split('\n').length);
  });

  it('refuses a pack whose positions run past its stems, or whose languages hold different group counts', () => {
    expect(() => thesaurusGroups(['a b\n0 2', '\n'])).to.throw(/past 2 stems/);
    expect(() => thesaurusGroups(['a\n0\n0', 'b\n0'])).to.throw(/different group counts/);
  });

  it('refuses line ends a checkout rewrote (CRLF), which would misread stems and positions silently', () => {
    expect(() => thesaurusGroups(['a b\r\n0 1', 'c\n0'])).to.throw(/carriage return/);
    expect(() => thesaurusGroups(['a b\n0 1\r', 'c\n0'])).to.throw(/byte 13/);
  });
});

describe('readTable', () => {
  it('reads a packed table, and for a file that cannot be read gives an empty one with one warning, so that searches go on', () => {
    expect(readTable(THESAURUS_FILE).length).to.be.above(100_000);
    const warnings: string[] = [];
    const original = process.emitWarning;
    process.emitWarning = ((warning: string) => warnings.push(warning)) as typeof process.emitWarning;
    try {
      const empty = readTable(new URL('./no-such-table.txt', THESAURUS_FILE));
      expect(empty.length).to.equal(0);
      const table = unpackTable(empty, 2);
      expect(table.stems).to.deep.equal(['', '']);
      expect(findThesaurusStem(table, 0, 'shop')).to.equal(-1);
    } finally {
      process.emitWarning = original;
    }
    expect(warnings).to.have.lengthOf(1);
    expect(warnings[0]).to.match(/no-such-table\.txt cannot be read/);
  });
});

describe('thesaurusStem', () => {
  it('reads stem i of a language out of its one string', () => {
    expect([0, 1, 2, 3].map((i) => thesaurusStem(FIXTURE, 0, i))).to.deep.equal(['curtain', 'drape', 'shop', 'store']);
  });
});

describe('findTermOf', () => {
  it('finds a piece of a longer text among sorted terms without making its string, and -1 for a piece not there', () => {
    const terms = ['curtain', 'drape', 'shop', 'store'];
    const all = 'xx shop curtains store';
    expect(findTermOf(terms, all, 3, 7)).to.equal(2);
    expect(findTermOf(terms, all, 8, 15)).to.equal(0);
    expect(findTermOf(terms, all, 8, 16)).to.equal(-1);
    expect(findTermOf(terms, all, 17, 22)).to.equal(3);
    expect(findTermOf(terms, all, 0, 2)).to.equal(-1);
    expect(findTermOf([], all, 3, 7)).to.equal(-1);
  });
});

describe('findThesaurusStem', () => {
  it("finds a stem's position by binary search, and -1 for a stem not there (a prefix, a longer word, before the first, after the last)", () => {
    for (const [i, stem] of ['curtain', 'drape', 'shop', 'store'].entries()) expect(findThesaurusStem(FIXTURE, 0, stem)).to.equal(i);
    for (const stem of ['sho', 'shops', 'aaa', 'zzz', '']) expect(findThesaurusStem(FIXTURE, 0, stem), stem).to.equal(-1);
    const all = thesaurusGroups();
    for (const i of [0, 1, 500, all.stemAt[1].length - 2]) expect(findThesaurusStem(all, 1, thesaurusStem(all, 1, i))).to.equal(i);
  });
});

describe('tableAlternatives (THESAURUS)', () => {
  it("reads a word the site never writes as its group's words that the index holds, as bridges at THESAURUS_SHARE of LEARNED_WEIGHT", () => {
    const li = en();
    const groups: number[] = [];
    expect(tableAlternatives(THESAURUS, li, 'en', 'drapes', [], groups, undefined, undefined, FIXTURE)).to.deep.equal([{ terms: [term(li, 'curtain')], weight: WEIGHT, bridge: true }]);
    // The group has given its word: not counted again for another word of the question.
    expect(groups).to.deep.equal([0]);
    expect(tableAlternatives(THESAURUS, li, 'en', 'drape', [], groups, undefined, undefined, FIXTURE)).to.deep.equal([]);
  });

  it('adds nothing for a word the index holds itself, a term already read, or a word of no group', () => {
    const li = en();
    expect(tableAlternatives(THESAURUS, li, 'en', 'drapes', [{ terms: [term(li, 'workshop')], weight: 1 }], [], undefined, undefined, FIXTURE)).to.deep.equal([]);
    expect(tableAlternatives(THESAURUS, li, 'en', 'drapes', [{ terms: [term(li, 'curtain')], weight: 0.6 }], [], undefined, undefined, FIXTURE)).to.deep.equal([]);
    expect(tableAlternatives(THESAURUS, li, 'en', 'pelmet', [], [], undefined, undefined, FIXTURE)).to.deep.equal([]);
  });

  it("bridges a word of the question's language to the other language's index, unless the question language's index holds it", () => {
    const li = en();
    expect(tableAlternatives(THESAURUS, li, 'de', 'gardinen', [], [], undefined, undefined, FIXTURE)).to.deep.equal([{ terms: [term(li, 'curtain')], weight: WEIGHT, bridge: true }]);
    const de = fixtureIndex([{ path: '/de/', lang: 'de', title: 'Gardinen', intro: 'Gardinen nach Maß.' }]).byLang.get('de')!;
    expect(tableAlternatives(THESAURUS, li, 'de', 'gardinen', [], [], undefined, de, FIXTURE)).to.deep.equal([]);
  });

  it("reads a word's later group only while no earlier group is reached already (another sense)", () => {
    const li = en();
    const senses = thesaurusGroups(packThesaurus('store stores shop|\nstore stores curtain|'));
    expect(tableAlternatives(THESAURUS, li, 'en', 'stores', [{ terms: [term(li, 'shop')], weight: 0.6 }], [], undefined, undefined, senses)).to.deep.equal([]);
    expect(tableAlternatives(THESAURUS, li, 'en', 'stores', [], [], undefined, undefined, senses)).to.deep.equal([
      { terms: [term(li, 'shop')], weight: WEIGHT, bridge: true },
      { terms: [term(li, 'curtain')], weight: WEIGHT, bridge: true },
    ]);
  });

  it('lets the search find the page that answers a word the site never writes', () => {
    const optician: FixturePage[] = [
      { path: '/en/', title: 'Optician', intro: 'Eye tests and contact lenses in the town centre.' },
      { path: '/en/frames/', title: 'Frames', intro: 'Glasses from our own workshop, with varifocal lenses if you need them.' },
      { path: '/en/visit/', title: 'Visit us', intro: 'Open Monday to Saturday; eye tests by appointment.' },
    ];
    const hits = searchIndex(fixtureIndex(optician), { query: 'Do you make spectacles?', lang: 'en' }).hits;
    expect(hits[0]?.page.path).to.equal('/en/frames/');
  });
});
