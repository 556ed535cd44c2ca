import { expect } from 'chai';
import { englishJoinPossible, rewritable } from '../../../server/search/english-joins.ts';
import { joinedWords } from '../../../server/search/word-analysis.ts';
import { analyzerFor } from '../../../server/search/analyzer.ts';
import { joinsOfSiteWords, stemCounting } from '../../helpers/join-rules.ts';
import { sample } from '../../helpers/sites.ts';

const fold = (text: string) => text.replace(/[äöü]/g, (ch) => ({ ä: 'a', ö: 'o', ü: 'u' })[ch]!);
const en = () => sample().search.byLang.get('en')!;
const stem = (token: string) => analyzerFor('en').stem(token);

/** Endings English words take, alone and stacked (the steps' endings meet in them). */
const ENDINGS = [
  's',
  'es',
  'ies',
  'ed',
  'ied',
  'ing',
  'ly',
  'edly',
  'ingly',
  'ness',
  'ful',
  'fulness',
  'ation',
  'ations',
  'ational',
  'ization',
  'izations',
  'alization',
  'ability',
  'ibility',
  'ment',
  'ments',
  'ement',
  'ism',
  'ist',
  'ive',
  'iveness',
  'ical',
  'ically',
  'icate',
  'ative',
  'ally',
  'ence',
  'ance',
  'ancies',
  'encies',
  'er',
  'ers',
  'or',
  'ator',
  'ous',
  'ously',
  'ousness',
  'able',
  'ably',
  'ible',
  'ent',
  'ently',
  'ant',
  'ion',
  'sion',
  'tion',
  'tional',
  'logy',
  'logies',
  'y',
  'e',
  'l',
  'li',
  'ee',
  'eed',
  'eedly',
];

describe('rewritable', () => {
  it('reads the endings the stemmer rewrites, alone and stacked, and not other words', () => {
    for (const end of ['ing', 'ness', 'ability', 'alizations', 'ies', 'eedly', 'pingly', 'ment']) expect(rewritable(end), end).to.equal(true);
    for (const word of ['photography', 'session', 'price', 'list', 'wedding', 'station', 'mention', '']) expect(rewritable(word), word).to.equal(false);
  });
});

describe('englishJoinPossible', () => {
  it('rests on Porter2 rewriting only the end: a stem begins with both words’ first letters, or the second word was rewritten whole', () => {
    const words = en().surfaces;
    expect(words.length).to.be.above(1000);
    let checked = 0;
    for (let i = 0; i < words.length; i++) {
      const first = words[i];
      for (const second of [words[(i * 7919) % words.length], ENDINGS[i % ENDINGS.length], words[(i * 104_729) % words.length] + ENDINGS[(i * 31) % ENDINGS.length]]) {
        if (/['Y]/.test(first + second)) continue;
        const kept = stem(first + second).startsWith(fold(first) + fold(second[0]));
        expect(kept || rewritable(second), `${first} ${second} -> ${stem(first + second)}`).to.equal(true);
        checked++;
      }
    }
    expect(checked).to.be.above(3000);
  });

  it('never rules out a pair whose joined stem is a term (every pair of 400 site words, and pairs ending in stemmer endings)', () => {
    const { pairs, ruledOut, joined, missed } = joinsOfSiteWords(en(), stem, englishJoinPossible, ENDINGS);
    expect(missed).to.deep.equal([]);
    // The rule has work to do: most pairs are ruled out without stemming them.
    expect(ruledOut).to.be.above(0.5 * pairs);
    expect(joined).to.be.above(0);
  });

  it("rules out the same pairs with the index's bit set of term prefixes as without it (term-prefixes.ts)", () => {
    const prefixes = en().prefixes;
    expect(prefixes).to.not.equal(undefined);
    const without = joinsOfSiteWords(en(), stem, englishJoinPossible, ENDINGS);
    const withBits = joinsOfSiteWords(en(), stem, (terms, first, second) => englishJoinPossible(terms, first, second, prefixes), ENDINGS);
    expect(withBits).to.deep.equal(without);
  });

  it('keeps pairs the site writes as one, also through a rewritten ending, and the stemmer’s exceptional words', () => {
    const terms = ['book', 'photographi', 'sky', 'weekend'];
    expect(englishJoinPossible(terms, 'photo', 'graphy')).to.equal(true);
    expect(englishJoinPossible(terms, 'week', 'end')).to.equal(true);
    expect(englishJoinPossible(terms, 'book', 'ing')).to.equal(true);
    expect(englishJoinPossible(terms, 'sk', 'ies')).to.equal(true);
    expect(englishJoinPossible(terms, 'photo', 'wall')).to.equal(false);
    expect(englishJoinPossible(terms, 'book', 'shelf')).to.equal(false);
  });

  it('lets joinedWords skip the stemmer for an English pair that cannot be a term, and only there', () => {
    const { index, stems } = stemCounting(en());
    expect(joinedWords(index, { reach: 'full' }, 'zzyzx', [], 'quorb', [])).to.equal(-1);
    expect(stems()).to.equal(0);
    // A pair that may be a term is stemmed (once).
    const photo = en().surfaces.find((w) => w.startsWith('photo') && w.length > 6)!;
    joinedWords(index, { reach: 'full' }, 'photo', [], photo.slice(5), []);
    expect(stems()).to.equal(1);
  });
});
