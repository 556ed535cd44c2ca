import { expect } from 'chai';
import { tokensWithout } from '../../../server/search/tokens-without.ts';

describe('tokensWithout', () => {
  const short = (tokens: readonly string[], i: number) => tokens[i].length < 3;

  it('returns the same array when nothing is dropped, testing each token once', () => {
    const tokens = ['where', 'studio'];
    let tests = 0;
    expect(tokensWithout(tokens, ['en'], (t, i) => (tests++, short(t, i)))).to.equal(tokens);
    expect(tests).to.equal(2);
  });

  it('drops every token the test tells, keeping the others in order, testing each token once', () => {
    let tests = 0;
    const langs: string[] = [];
    const kept = tokensWithout(['in', 'which', 'city', 'is', 'the', 'studio'], ['en', 'de'], (t, i, l) => (tests++, langs.push(...l), short(t, i)));
    expect(kept).to.deep.equal(['which', 'city', 'the', 'studio']);
    expect(tests).to.equal(6);
    expect(langs.slice(0, 2)).to.deep.equal(['en', 'de']);
  });
});
