/** "What happened in 2019?": the year asks, "happened" does not (a fixture). */
import { expect } from 'chai';
import { withoutEventWords } from '../../../server/search/year-events.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { tokenize } from '../../../server/search/analyzer.ts';

const words = (q: string, lang = 'en') => withoutEventWords(tokenize(q, { joined: false }), [lang]);

describe('withoutEventWords', () => {
  it('drops the words that only ask what took place from a question that names a year', () => {
    expect(words('What happened in 2019?')).to.deep.equal(['what', 'in', '2019']);
    expect(words('Was ist 2024 passiert?', 'de')).to.deep.equal(['was', 'ist', '2024']);
  });
  it('keeps them without a year, and returns the same tokens when there is nothing to drop', () => {
    expect(words("what happens if I can't keep up?")).to.include('happens');
    const tokens = tokenize('concerts in 2019', { joined: false });
    expect(withoutEventWords(tokens, ['en'])).to.equal(tokens);
  });
  it('lets the pages that date something in the year answer, not a FAQ item that says "happens"', () => {
    const index = fixtureIndex([
      { path: '/en/faq/', title: 'FAQ', intro: 'Questions guests ask.', sections: [['What happens in bad weather?', 'We choose another tour or move the date.']] },
      {
        path: '/en/events/',
        title: 'Events',
        intro: 'Dates.',
        sections: [['Past events', '- 23 November 2019: launch of my first book at the Kurhaus.\n- 12 March 2021: talk on avalanches in Munich.\n- 4 June 2023: open day at the climbing hall.']],
      },
    ]);
    expect(searchIndex(index, { query: 'What happened in 2019?', lang: 'en', today: '2026-11-23' }).hits[0].page.path).to.equal('/en/events/');
  });
});
