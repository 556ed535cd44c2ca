/** The learned weights of the question's own words: a word that lies in one section with the question's other words, says what is asked. */
import { expect } from 'chai';
import { COHESION_POSTINGS, FEATURES, headingCounts, weighWords, wordFeatures, wordRecorder, wordScore, type KeptWord } from '../../../server/search/word-weights.ts';
import { WORD_MODEL } from '../../../server/search/word-model.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import type { LanguageIndex } from '../../../server/search/search-index.ts';
import { findSorted } from '../../../server/search/search-index.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const index = () =>
  fixtureIndex([
    { path: '/en/', title: 'Timber workshop', intro: 'We build sheds.', sections: [['Larch cladding', 'We fit larch cladding to every shed we build.']] },
    { path: '/en/sheds/', title: 'Sheds', intro: 'Sheds of larch and spruce.', sections: [['Prices', 'A shed costs 900 euros.']] },
    { path: '/en/news/', title: 'News', intro: 'We sailed from the harbour in May.' },
  ]);
const en = (): LanguageIndex => index().byLang.get('en')!;
/** A kept word as the search makes it: the token read as its index term. */
const kept = (li: LanguageIndex, token: string): KeptWord => {
  const term = findSorted(li.terms, li.analyzer.stem(token));
  return { alternatives: term >= 0 ? [{ terms: [term], weight: 1 }] : [], weight: 1, idf: term >= 0 ? li.idf[term] : 0, ask: false, token };
};
const column = (name: (typeof FEATURES)[number]) => FEATURES.indexOf(name);

describe('FEATURES', () => {
  it('names one feature per learned coefficient', () => {
    expect(FEATURES.length).to.equal(WORD_MODEL.coef.length);
  });
});

describe('COHESION_POSTINGS', () => {
  it('reads only the first postings of a term (impact order): a section shared past them is not seen', () => {
    // More sections than COHESION_POSTINGS say "shed" often; the one that also says "larch" says it once in a long text (the last posting).
    expect(COHESION_POSTINGS).to.be.lessThan(72);
    const strong = Array.from({ length: 72 }, (_, i) => ({ path: `/en/s${i}/`, title: `Page ${i}`, intro: 'Shed shed shed.' }));
    const weak = { path: '/en/larch/', title: 'Larch', intro: `Larch. ${'We also keep a garden with many plants and trees and paths. '.repeat(8)}One shed.` };
    const li = fixtureIndex([...strong, weak]).byLang.get('en')!;
    const words = ['shed', 'larch'].map((t) => kept(li, t));
    const [shed, larch] = wordFeatures(li, 'shed larch', words);
    expect(shed[column('cohesion')]).to.equal(0);
    expect(larch[column('cohesion')]).to.equal(0);
    // Within the first postings the same pair is seen.
    const near = fixtureIndex([...strong.slice(0, 3), weak]).byLang.get('en')!;
    const [nearShed] = wordFeatures(
      near,
      'shed larch',
      ['shed', 'larch'].map((t) => kept(near, t)),
    );
    expect(nearShed[column('cohesion')]).to.equal(1);
  });
});

describe('headingCounts', () => {
  it('counts the sections whose heading (a page title for its introduction) holds each term, once per section', () => {
    const li = en();
    const counts = headingCounts(li);
    expect(counts[findSorted(li.terms, li.analyzer.stem('larch'))]).to.equal(1);
    expect(counts[findSorted(li.terms, li.analyzer.stem('sheds'))]).to.equal(1);
    expect(counts[findSorted(li.terms, li.analyzer.stem('harbour'))]).to.equal(0);
    expect(headingCounts(li)).to.equal(counts);
  });
});

describe('wordFeatures', () => {
  it('reads where each word stands, its form and whether it lies in one section with the other words', () => {
    const li = en();
    const words = ['harbour', 'larch', 'cladding', 'Kiste', '900'].map((t) => kept(li, t.toLowerCase()));
    const rows = wordFeatures(li, 'We came from the harbour. Do you fit larch cladding, Kiste or 900?', words);
    const [harbour, larch, cladding, kiste, number] = rows;
    expect(larch[column('cohesion')]).to.be.greaterThan(harbour[column('cohesion')]);
    expect(cladding[column('cohesion')]).to.equal(larch[column('cohesion')]);
    expect(harbour[column('firstSentence')]).to.equal(1);
    expect(larch[column('lastSentence')]).to.equal(1);
    expect(harbour[column('lastSentence')]).to.equal(0);
    expect(kiste[column('capital')]).to.equal(1);
    expect(larch[column('capital')]).to.equal(0);
    expect(number[column('number')]).to.equal(1);
    expect(larch[column('position')]).to.be.greaterThan(harbour[column('position')]);
    expect(larch[column('heads')]).to.be.greaterThan(0);
    expect(kiste[column('expanded')]).to.equal(1);
    expect(larch[column('expanded')]).to.equal(0);
  });
  it('does not count a capital at the start of a sentence', () => {
    const li = en();
    const [larch] = wordFeatures(li, 'Larch? Larch.', [kept(li, 'larch')]);
    expect(larch[column('capital')]).to.equal(0);
  });
});

describe('wordScore', () => {
  it('is the sum of the features times the learned coefficients', () => {
    const row = FEATURES.map((_, k) => (k === column('cohesion') ? 1 : 0));
    expect(wordScore(row)).to.be.closeTo(WORD_MODEL.coef[column('cohesion')], 1e-12);
    expect(wordScore(FEATURES.map(() => 0))).to.equal(0);
  });
});

describe('weighWords', () => {
  const query = 'We came from the harbour. Do you fit larch cladding?';
  it('gives a word that lies with the question’s other words more weight than an aside, within the bounds', () => {
    const li = en();
    const words = ['harbour', 'larch', 'cladding'].map((t) => kept(li, t));
    weighWords(li, query, words);
    const [harbour, larch, cladding] = words.map((w) => w.weight);
    expect(harbour).to.be.lessThan(1);
    expect(larch).to.be.greaterThan(harbour);
    expect(cladding).to.be.greaterThan(1);
    for (const w of words) expect(w.weight).to.be.within(WORD_MODEL.low, WORD_MODEL.high);
  });
  it('follows the model: the factor is exp(temperature × the score above the question’s mean)', () => {
    const li = en();
    const words = ['harbour', 'larch'].map((t) => kept(li, t));
    const scores = wordFeatures(li, query, words).map(wordScore);
    weighWords(li, query, words);
    const mean = (scores[0] + scores[1]) / 2;
    const bound = (x: number) => Math.min(WORD_MODEL.high, Math.max(WORD_MODEL.low, x));
    expect(words[0].weight).to.be.closeTo(bound(Math.exp(WORD_MODEL.temperature * (scores[0] - mean))), 1e-12);
    expect(words[1].weight).to.be.closeTo(bound(Math.exp(WORD_MODEL.temperature * (scores[1] - mean))), 1e-12);
  });
  it('leaves a question of fewer than minWords words alone', () => {
    const li = en();
    const words = [kept(li, 'harbour')];
    weighWords(li, 'harbour?', words);
    expect(words[0].weight).to.equal(1);
  });
});

describe('wordRecorder', () => {
  afterEach(() => {
    wordRecorder.record = undefined;
  });
  it('sees the kept words and features of a search in the question’s language, and the weights stay as they are', () => {
    const seen: { words: readonly KeptWord[]; rows: number[][] }[] = [];
    wordRecorder.record = (_li, words, rows) => seen.push({ words, rows });
    const ix = index();
    searchIndex(ix, { query: 'We came from the harbour. Do you fit larch cladding?', lang: 'en' });
    expect(seen).to.have.length(1);
    expect(seen[0].words.map((w) => w.token)).to.include.members(['harbour', 'larch', 'cladding']);
    expect(seen[0].words.every((w) => w.weight === 1)).to.equal(true);
    expect(seen[0].rows[0]).to.have.length(FEATURES.length);
  });
});
