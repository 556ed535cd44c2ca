/** Where a long question's words stand against its story and its ask (the seventy-third round's measurement). */
import { expect } from 'chai';
import { askingSentences, sentencesOf, STORY_FEATURES, storyFeatures } from '../../bench/story-features.ts';

const question = "We're three friends turning forty next spring. Could we book a private class? Thanks a lot!";

describe('sentencesOf', () => {
  it('cuts the question into sentences and says which end in a question mark', () => {
    const { tokens, sentence, asks } = sentencesOf(question);
    expect(asks).to.deep.equal([false, true, false]);
    expect(sentence[tokens.indexOf('spring')]).to.equal(0);
    expect(sentence[tokens.indexOf('class')]).to.equal(1);
    expect(sentence[tokens.indexOf('thanks')]).to.equal(2);
  });
});

describe('storyFeatures', () => {
  const named = (token: string) => Object.fromEntries(STORY_FEATURES.map((n, i) => [n, storyFeatures(question, token)[i]]));
  it('reads a story word before the ask, after a word that opens a phrase of time', () => {
    expect(named('spring')).to.include({ askSentence: 0, beforeAsk: 1, afterAsk: 0, phrase: 1 });
  });
  it('reads an ask word in the sentence that asks, nearer the end', () => {
    expect(named('class')).to.include({ askSentence: 1, beforeAsk: 0, afterAsk: 0, phrase: 0 });
    expect(named('class').fromEnd).to.be.below(named('spring').fromEnd);
  });
  it('reads a sign-off word after the last ask', () => {
    expect(named('thanks')).to.include({ afterAsk: 1, askSentence: 0 });
  });
  it('gives a word the question lacks no place', () => {
    expect(storyFeatures(question, 'piano').slice(0, 5)).to.deep.equal([0, 0, 0, 0, 0]);
  });
});

describe('askingSentences', () => {
  it('keeps only the sentences that end in a question mark', () => {
    expect(askingSentences(question)).to.equal('Could we book a private class?');
    expect(askingSentences('No question here.')).to.equal('');
  });
});
