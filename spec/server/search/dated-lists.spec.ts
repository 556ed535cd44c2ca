/** "When was the dahlia festival?": the events page's dated lists answer a question for a time (a fixture). */
import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import { DATED_LIST, datedListScans, datedLists, isDatedList, LIST_DATES, UNTIMED_LIST } from '../../../server/search/dated-lists.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { site as loadedSite } from '../../helpers/sites.ts';

const site = () =>
  fixtureIndex([
    {
      path: '/en/',
      title: 'Home',
      intro: 'Flowers from Lüneburg.',
      sections: [['Coming up', '4 December 2026: winter market. 12 December 2026: door wreath workshop. 16 January 2027: wedding days.']],
    },
    {
      path: '/en/events/',
      title: 'Events',
      intro: 'What is on and what was.',
      sections: [
        ['Coming up', '| Date | What |\n|---|---|\n| 4 December 2026 | Winter market stall |\n| 12 December 2026 | Door wreath workshop |\n| 16 January 2027 | Wedding days, stand 14 |'],
        ['Past', '| Date | What |\n|---|---|\n| 3 October 2026 | Harvest workshop |\n| 5 September 2026 | Dahlia festival in the courtyard |\n| 18 January 2026 | Wedding days |'],
      ],
    },
    {
      path: '/en/dahlias/',
      title: 'Dahlias',
      intro:
        'Our dahlias grow in the courtyard garden; every September we hold a dahlia festival with the nursery next door, the dahlia festival is the high point of our summer, first held in September 2019.',
    },
    { path: '/en/workshops/', title: 'Workshops', intro: 'Our workshops: a door wreath, a table wreath and a bouquet of dried flowers, with coffee and cake.' },
    { path: '/en/shop/', title: 'Shop', intro: 'Cut flowers and plants.', sections: [['Previously', 'The shop opened on 1 May 2020.']] },
    {
      path: '/en/journal/overwintering-dahlias/',
      title: 'Overwintering dahlias',
      updated: '2026-10-20',
      intro: 'After the festival the dahlia tubers come out of the ground: how to overwinter dahlias in a cool cellar.',
    },
  ]);

describe('datedLists', () => {
  it(`finds, once per index, the sections headed as what is coming or what was that state ${LIST_DATES} dates or more, not the home page's teaser`, () => {
    const index = site();
    const before = datedListScans.count;
    expect([...datedLists(index)].map((s) => s.name)).to.deep.equal(['Coming up', 'Past']);
    datedLists(index);
    expect(datedListScans.count - before).to.equal(1);
  });
});

describe('isDatedList', () => {
  it(`counts ${DATED_LIST} under a question for the time of a thing it names, not under a question about it`, () => {
    const index = site();
    const paths = (query: string) => searchIndex(index, { query, lang: 'en', today: '2026-11-23' }).hits.map((h) => h.section.path);
    const past = index.byLang.get('en')!.docs.find((d) => d.section.name === 'Past')!.section;
    expect(isDatedList(index, past)).to.equal(true);
    // Without it the post that mentions the festival comes before the row that dates it.
    const when = paths('When was the dahlia festival?');
    expect(when.indexOf(past.path)).to.be.below(when.indexOf('/en/journal/overwintering-dahlias/'));
    const about = paths('Tell me about the dahlia festival');
    expect(about.indexOf(past.path)).to.be.above(about.indexOf('/en/journal/overwintering-dahlias/'));
  });
});

describe('UNTIMED_LIST', () => {
  const evalSite = (name: string) => loadedSite(fileURLToPath(new URL(`../../../bench/eval/${name}`, import.meta.url)));
  const pages = (name: string, query: string, lang: string) =>
    searchIndex(evalSite(name).search, { query, lang, today: '2026-11-27' })
      .hits.slice(0, 3)
      .map((h) => h.page.path);
  it(`counts a dated list ${UNTIMED_LIST} under a long question that asks no time, not under one that asks when`, () => {
    // Without it the events page's list came first: its rows share the story's words (a carpenter, trainees).
    expect(pages('twenty-ninth-site', "I'm 16 and really want to become a carpenter, do you take trainees?", 'en')[0]).to.equal('/en/journal/new-apprentice/');
    expect(pages('twenty-ninth-site', "I'm 16 and really want to become a carpenter, when is your next open day for trainees?", 'en')).to.include('/en/events/');
  });
  it('leaves a dated list whole under a short question (a row is as often what is asked) and under a long one that asks when', () => {
    const first = (query: string) => searchIndex(site(), { query, lang: 'en', today: '2026-11-27' }).hits[0].section.path;
    // Without the length the home page's prose came first; without the time asked, the workshops page.
    expect(first('Is there a winter market stall?')).to.equal('/en/events/#s0');
    expect(first('My sister and I would love to make a door wreath together this year for our grandmother, when is the next door wreath workshop?')).to.equal('/en/events/#s0');
  });
});
