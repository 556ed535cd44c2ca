import { expect } from 'chai';
import { germanJoinPossible } from '../../../server/search/german-joins.ts';
import { joinedWords } from '../../../server/search/word-analysis.ts';
import { analyzerFor } from '../../../server/search/analyzer.ts';
import { findSorted, type LanguageIndex } from '../../../server/search/search-index.ts';
import { BoundedCache } from '../../../server/search/bounded-cache.ts';
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
    const li = de();
    const words = li.surfaces.filter((_, i) => i % Math.ceil(li.surfaces.length / 400) === 0);
    let ruledOut = 0;
    let joined = 0;
    for (const first of words) {
      for (const second of [...words, 'lichkeit', 'ungen', 'isch', 'heit', 'es', 'nisse']) {
        const found = findSorted(li.terms, stem(first + second)) >= 0;
        const possible = germanJoinPossible(li.terms, first, second);
        if (found) {
          joined++;
          expect(possible, `${first} ${second}`).to.equal(true);
        }
        if (!possible) ruledOut++;
      }
    }
    // The rule has work to do: most pairs are ruled out without stemming them.
    expect(ruledOut).to.be.above(0.5 * words.length * words.length);
    expect(joined).to.be.above(0);
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
    const li = de();
    let stems = 0;
    const counted: LanguageIndex = {
      ...li,
      analyzer: { ...li.analyzer, stem: (t: string) => (stems++, li.analyzer.stem(t)) },
      stems: new BoundedCache(16, 4096),
      expansions: new BoundedCache(16, 4096),
    };
    expect(joinedWords(counted, { reach: 'full' }, 'zzyzx', [], 'quorb', [])).to.equal(-1);
    expect(stems).to.equal(0);
    // A pair that may be a term is stemmed (once).
    joinedWords(counted, { reach: 'full' }, 'foto', [], 'buch', []);
    expect(stems).to.equal(1);
  });
});
