/**
 * Concepts in a long, chatty question: the visitor's word the site does not use is the
 * question's point, and the story around it shares words with other pages by chance
 * (a fixture; `today` fixed).
 */
import { expect } from 'chai';
import { chattyConceptWeight, LONG_CHATTY, LONG_CONCEPT_WEIGHT } from '../../../server/search/chatty-concepts.ts';
import { CONCEPT_WEIGHT } from '../../../server/search/concepts.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

describe('chattyConceptWeight', () => {
  it('counts a concept more in a long question only', () => {
    expect(chattyConceptWeight(LONG_CHATTY - 1)).to.equal(CONCEPT_WEIGHT);
    expect(chattyConceptWeight(LONG_CHATTY)).to.equal(LONG_CONCEPT_WEIGHT);
    expect(LONG_CONCEPT_WEIGHT).to.be.above(CONCEPT_WEIGHT).and.at.most(1);
  });
  it("lets a long question's visitor word (drop by → visiting) outweigh the story's incidental words", () => {
    const index = fixtureIndex([
      {
        path: '/en/visiting/',
        title: 'Visiting',
        intro: 'How to find us.',
        sections: [['Opening hours', 'The workshop is open to visitors on Saturdays from 10 to 2; no appointment needed.']],
      },
      {
        path: '/en/journal/summer/',
        title: 'Summer in the workshop',
        intro: 'A family watched us carve a sundial; their dog slept in the shade.',
      },
    ]);
    const hits = searchIndex(index, {
      query: 'hi, we are a family on holiday with our dog nearby, could we just drop in on you one afternoon?',
      lang: 'en',
      today: '2026-11-23',
    }).hits;
    expect(hits[0]?.section.path).to.equal('/en/visiting/#s0');
  });
});
