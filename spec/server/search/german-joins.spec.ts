import { expect } from 'chai';
import { germanJoinPossible, holdsAny } from '../../../server/search/german-joins.ts';
import { joinedWords } from '../../../server/search/word-analysis.ts';
import { analyzerFor } from '../../../server/search/analyzer.ts';
import { joinsOfSiteWords, stemCounting } from '../../helpers/join-rules.ts';
import { sample } from '../../helpers/sites.ts';

const fold = (text: string) => text.replace(/[äöü]/g, (ch) => ({ ä: 'a', ö: 'o', ü: 'u' })[ch]!);

describe('germanJoinPossible', () => {
  const de = () => sample().search.byLang.get('de')!;
  const stem = (token: string) => analyzerFor('de').stem(token);

  it('rests on the German stemmer deleting endings only: each stem is a prefix of the folded word', () => {
    const words = de().surfaces;
    expect(words.length).to.be.above(1000);
    for (let i = 0; i < words.length; i++) {
      const word = words[i] + words[(i * 7919) % words.length];
      if (/[ß]/.test(word)) continue;
      expect(fold(word).startsWith(stem(word)), word).to.equal(true);
    }
  });

  it('never rules out a pair whose joined stem is a term (every pair of 400 site words, and pairs ending in stemmer endings)', () => {
    const { pairs, ruledOut, joined, missed } = joinsOfSiteWords(de(), stem, germanJoinPossible, ['lichkeit', 'ungen', 'isch', 'heit', 'es', 'nisse']);
    expect(missed).to.deep.equal([]);
    // The rule has work to do: most pairs are ruled out without stemming them.
    expect(ruledOut).to.be.above(0.5 * pairs);
    expect(joined).to.be.above(0);
  });

  it("rules out the same pairs with the index's bit set of term prefixes as without it (term-prefixes.ts)", () => {
    const endings = ['lichkeit', 'ungen', 'isch', 'heit', 'es', 'nisse'];
    const prefixes = de().prefixes;
    expect(prefixes).to.not.equal(undefined);
    const without = joinsOfSiteWords(de(), stem, germanJoinPossible, endings);
    const withBits = joinsOfSiteWords(de(), stem, (terms, first, second) => germanJoinPossible(terms, first, second, prefixes), endings);
    expect(withBits).to.deep.equal(without);
  });

  it('keeps pairs the site writes as one, also through an umlaut or a deleted ending', () => {
    const terms = ['buch', 'fotobuch', 'gluhwein', 'schon'];
    expect(germanJoinPossible(terms, 'foto', 'buch')).to.equal(true);
    expect(germanJoinPossible(terms, 'foto', 'bücher')).to.equal(true);
    expect(germanJoinPossible(terms, 'glüh', 'wein')).to.equal(true);
    expect(germanJoinPossible(terms, 'schön', 'heit')).to.equal(true);
    expect(germanJoinPossible(terms, 'foto', 'wand')).to.equal(false);
  });

  it('lets joinedWords skip the stemmer for a German pair that cannot be a term, and only there', () => {
    const { index, stems } = stemCounting(de());
    expect(joinedWords(index, { reach: 'full' }, 'zzyzx', [], 'quorb', [])).to.equal(-1);
    expect(stems()).to.equal(0);
    // A pair that may be a term is stemmed (once).
    joinedWords(index, { reach: 'full' }, 'foto', [], 'buch', []);
    expect(stems()).to.equal(1);
  });
});

describe('holdsAny', () => {
  it('tells whether a text holds one of three characters', () => {
    expect(holdsAny('straße', 'U', 'Y', 'ß')).to.equal(true);
    expect(holdsAny('strasse', 'U', 'Y', 'ß')).to.equal(false);
    expect(holdsAny('', 'ä', 'ö', 'ü')).to.equal(false);
    expect(holdsAny('grün', 'ä', 'ö', 'ü')).to.equal(true);
  });
});
