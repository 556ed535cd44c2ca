/**
 * "won't" is tokenized "won" + "t": read as "will", not as the verb of an award question
 * (a fixture; `today` fixed).
 */
import { expect } from 'chai';
import { withoutContractions } from '../../../server/search/contractions.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

describe('withoutContractions', () => {
  it('reads "won" before a lone "t" as "will", and leaves "won" alone elsewhere', () => {
    expect(withoutContractions(['it', 'won', 't', 'break'])).to.deep.equal(['it', 'will', 't', 'break']);
    const plain = ['which', 'prizes', 'has', 'she', 'won'];
    expect(withoutContractions(plain)).to.equal(plain);
  });
  it('reads the chat spellings "u" and "ur" as "you" and "your" ("did u go to school for this?")', () => {
    expect(withoutContractions(['did', 'u', 'go', 'to', 'school'])).to.deep.equal(['did', 'you', 'go', 'to', 'school']);
    expect(withoutContractions(['whats', 'ur', 'adress'])).to.deep.equal(['whats', 'your', 'adress']);
    const tokens = ['under', 'the', 'bridge'];
    expect(withoutContractions(tokens)).to.equal(tokens);
  });
  it('keeps a question with "won\'t" off the page of prizes won', () => {
    const index = fixtureIndex([
      { path: '/en/awards/', title: 'Awards', intro: 'Prizes she won.' },
      {
        path: '/en/terms/',
        title: 'Terms',
        intro: 'Orders and payment.',
        sections: [['Warranty', 'We guarantee for five years that every memorial we set stays upright, whatever the weather and the ground do to it.']],
      },
    ]);
    const first = (query: string) => searchIndex(index, { query, lang: 'en', today: '2026-11-23' }).hits[0]?.page.path;
    expect(first("is there a guarantee the stone won't fall over?")).to.equal('/en/terms/');
    expect(first('which prizes has she won?')).to.equal('/en/awards/');
  });
});
