/** "Which city does she live in?": the kind of place asked for is no topic word (the sample site). */
import { expect } from 'chai';
import { asksKindOfPlace, withoutAnswerTypes } from '../../../server/search/answer-types.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { sample } from '../../helpers/sites.ts';

const read = (q: string, lang: string) => withoutAnswerTypes(tokenize(q, { joined: false }), [lang]).join(' ');

describe('withoutAnswerTypes', () => {
  it('drops a kind of place right after which / what / welche, in the question’s language', () => {
    expect(read('Which city does she live in?', 'en')).to.equal('which does she live in');
    expect(read('In welcher Stadt wohnt sie?', 'de')).to.equal('in welcher wohnt sie');
    expect(read('What country is he from?', 'en')).to.equal('what is he from');
  });
  it('keeps it anywhere else, and returns the same array when there is none', () => {
    expect(read('city walks in summer', 'en')).to.equal('city walks in summer');
    expect(read('Which city does she live in?', 'de')).to.equal('which city does she live in');
    const tokens = tokenize('Where does she live?', { joined: false });
    expect(withoutAnswerTypes(tokens, ['en'])).to.equal(tokens);
  });
  it('answers "Which city does she live in?" with the page about the owner, not the story that says "city"', () => {
    const first = (query: string, lang: string) => searchIndex(sample().search, { query, lang, subject: sample().person?.name }).hits[0].page.path;
    expect(first('Which city does she live in?', 'en')).to.equal('/en/about/');
    expect(first('In welcher Stadt wohnt sie?', 'de')).to.equal('/de/ueber-mich/');
  });
});

describe('asksKindOfPlace', () => {
  it('reads a kind of place right after an asking word ("which city", "in welcher Stadt"), not a place word elsewhere', () => {
    expect(asksKindOfPlace(['in', 'welcher', 'stadt', 'seid', 'ihr'], ['de'])).to.equal(true);
    expect(asksKindOfPlace(['which', 'town', 'are', 'you', 'in'], ['en'])).to.equal(true);
    expect(asksKindOfPlace(['city', 'walks'], ['en'])).to.equal(false);
  });
});
