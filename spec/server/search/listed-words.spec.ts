import { expect } from 'chai';
import { isListedWord } from '../../../server/search/listed-words.ts';
import { analyzeWord } from '../../../server/search/word-analysis.ts';
import { analyzerFor } from '../../../server/search/analyzer.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const listed = (token: string, lang: string) => isListedWord(token, analyzerFor(lang).stem(token), lang);

describe('isListedWord', () => {
  it("holds the concept lists' words as written, in their own language, and the word list's by stem", () => {
    expect(listed('firmen', 'de')).to.equal(true);
    expect(listed('teuer', 'de')).to.equal(true);
    expect(listed('store', 'en')).to.equal(true);
    // The word list (bilingual-words.ts): "früh früher | early earlier".
    expect(listed('early', 'en')).to.equal(true);
    expect(listed('putzen', 'de')).to.equal(true);
    // German "Restauration" is listed, so is English "restaurant" (of the same stem): neither makes the English misspelling a word.
    expect(listed('restauration', 'en')).to.equal(false);
    expect(listed('filmen', 'de')).to.equal(false);
  });
});

describe('analyzeWord: a listed word the site does not use', () => {
  const index = fixtureIndex([
    { path: '/de/filme/', lang: 'de', title: 'Filme', intro: 'Wir filmen Hochzeiten, unsere Filme laufen im Kino; wir drucken auch Plakate, die Sie nutzen dürfen.' },
    { path: '/en/scores/', title: 'Scores', intro: 'A film score and its recordings.' },
  ]);
  const alternativeTerms = (lang: string, token: string) => {
    const li = index.byLang.get(lang)!;
    li.scratch.splitBudget = 100;
    return analyzeWord(li, token, { reach: 'full', from: lang }).alternatives.flatMap((a) => a.terms.map((t) => li.terms[t]));
  };
  it('is not read as a typo of a site word that looks like it (Firmen is not filmen, store is not score), only as its own tail', () => {
    expect(alternativeTerms('de', 'firmen')).to.not.include('film');
    expect(alternativeTerms('en', 'store')).to.not.include('score');
    // A word of the general word list (bilingual-words.ts: "sauber putzen reinigen | clean"): putzen is not nutzen.
    expect(alternativeTerms('de', 'putzen')).to.not.include('nutz');
    // A misspelling is still corrected, and a listed word still to its own tail (abdrucken: drucken).
    expect(alternativeTerms('en', 'recordnigs')).to.include('record');
    expect(alternativeTerms('de', 'abdrucken')).to.include('druck');
  });
});
