/** A section that holds most of the question comes before one that repeats a single word of it. */
import { expect } from 'chai';
import { COVERAGE, coverageFactor, ORPHAN_COVERAGE } from '../../../server/search/word-coverage.ts';
import { TRACKED_WORDS } from '../../../server/search/top-sections.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex, PRINTS_PAIR } from '../../helpers/search-fixture.ts';

/** The bits scoring sets for words `held` (bit 1 + j; bit 0 marks a section read at all). */
const bits = (...held: number[]) => held.reduce((mask, j) => mask | (2 << j), 1);
const plain = (n: number) => Array.from({ length: n }, () => ({ weight: 1 }));

describe('coverageFactor', () => {
  it('is the share of the words held to the power COVERAGE', () => {
    expect(coverageFactor(bits(0, 1, 2), plain(3), false)).to.equal(1);
    expect(coverageFactor(bits(0), plain(3), false)).to.be.closeTo((1 / 3) ** COVERAGE, 1e-12);
    expect(coverageFactor(bits(), plain(2), false)).to.equal(0);
  });
  it('counts each word by its weight (a previous question, the owner name, a phrase part count less)', () => {
    const words = [{ weight: 1 }, { weight: 0.25 }, { weight: 0.75 }];
    expect(coverageFactor(bits(0), words, false)).to.be.closeTo(0.5 ** COVERAGE, 1e-12);
    expect(coverageFactor(bits(1, 2), words, false)).to.be.closeTo(0.5 ** COVERAGE, 1e-12);
  });
  it('counts half the power for a page with no version in the question language', () => {
    expect(ORPHAN_COVERAGE).to.equal(COVERAGE / 2);
    expect(coverageFactor(bits(0), plain(4), true)).to.be.closeTo(0.25 ** ORPHAN_COVERAGE, 1e-12);
  });
  it('leaves a question of one word alone, and counts no word past the tracked bits', () => {
    expect(coverageFactor(bits(), plain(1), false)).to.equal(1);
    const many = plain(TRACKED_WORDS + 5);
    const all = Array.from({ length: TRACKED_WORDS }, (_, j) => j);
    expect(coverageFactor(bits(...all), many, false)).to.equal(1);
  });
});

describe('coverage in searchIndex', () => {
  const site = () =>
    fixtureIndex([
      { path: '/en/about/', title: 'About the workshop', intro: 'Larch, larch and more larch: we love larch, larch is our wood, larch from the hills.' },
      {
        path: '/en/care/',
        title: 'Care',
        intro: 'How to varnish a boat in spring: sand the boat, then varnish it in thin coats, and let the varnish harden before the boat goes in, on a larch trestle.',
      },
      { path: '/en/boats/', title: 'Our boats', intro: 'Every boat we build gets a coat of varnish.' },
      { path: '/en/repairs/', title: 'Repairs', intro: 'We repair any boat and renew its varnish.' },
      { path: '/en/journal/winter/', title: 'Winter', intro: 'A boat under snow, its varnish cracked.' },
    ]);
  it("lists the page that holds all of the question's words before one that repeats its rarest word", () => {
    // Without the share the page about the workshop came first (its rare word, said six times, outweighed the other two).
    const hits = searchIndex(site(), { query: 'larch boat varnish', lang: 'en' }).hits;
    expect(hits[0].page.path).to.equal('/en/care/');
  });
  it('counts a page with no version in the question language at the orphan power', () => {
    // Prints/Drucke teach the translations; two German pages say the same, only the second has an English version.
    const twins = fixtureIndex([
      ...PRINTS_PAIR,
      { path: '/de/luftpost/', lang: 'de', title: 'Luftpost', intro: 'Jedes Paket geht per Luftpost.' },
      { path: '/de/flugpost/', lang: 'de', title: 'Luftpost', translations: { en: '/en/airmail/' }, intro: 'Jedes Paket geht per Luftpost.' },
      { path: '/en/airmail/', title: 'Airmail', translations: { de: '/de/flugpost/' }, intro: 'By air.' },
    ]);
    const ratio = (query: string) => {
      const hits = searchIndex(twins, { query, lang: 'en' }).hits;
      const score = (path: string) => hits.find((h) => h.page.path === path)!.score;
      return score('/de/luftpost/') / score('/de/flugpost/');
    };
    // Both hold one of the two words ("parcel", not "signed"): the orphan's share counts at ORPHAN_COVERAGE, its twin's at COVERAGE.
    // Without the orphan power the ratio stays as under the one-word question (1.00 instead of 1.11).
    expect(ratio('signed parcel') / ratio('parcel')).to.be.closeTo(0.5 ** ORPHAN_COVERAGE / 0.5 ** COVERAGE, 0.02);
  });
  // A question that asks a concept in a phrase is left alone: chatty-concepts.spec.ts and intent-phrases.spec.ts fail when it is not.
});
