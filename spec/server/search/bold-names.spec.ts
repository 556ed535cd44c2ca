/** "Who is …?": the section that sets the name in bold introduces the person (a fixture). */
import { expect } from 'chai';
import { BOLD_NAME_FLOOR, boldSpans, DATED_PEOPLE_LIST, introducesPeople, listsPeople, sectionsNaming, withBoldNames } from '../../../server/search/bold-names.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const site = () =>
  fixtureIndex([
    { path: '/en/projects/traverse/', title: 'The traverse', intro: 'Seven days on skis with Mara Kellenberger.' },
    {
      path: '/en/about/',
      title: 'About me',
      type: 'AboutPage',
      intro: 'Mountain guide since 2008, based in the Alps; before that I was a nurse for ten years and climbed every weekend.',
      sections: [
        [
          'Who I work with',
          '- **Mara Kellenberger**, from Lindau, has been an aspirant guide since 2025 and leads courses with me.\n- **Sepp Hornsteiner**, my mentor, still guides every summer.\n- My sister runs the office, the bookings and the rental gear.',
        ],
        ['Grades', 'Tours are graded **WS** or **ZS**.'],
      ],
    },
  ]);
const ask = (query: string) => searchIndex(site(), { query, lang: 'en', today: '2026-11-23' }).hits.map((h) => h.section.path);

describe('boldSpans', () => {
  it("reads the short bold spans of a section's Markdown as words", () => {
    const markdown = '- **Mara Kellenberger**, from Lindau.\n- **Sepp Hornsteiner**, my mentor.\nTours are graded **WS** or **ZS**; **a span of far too many words here**.';
    expect(boldSpans(markdown)).to.deep.equal([['mara', 'kellenberger'], ['sepp', 'hornsteiner'], ['ws'], ['zs']]);
  });
});

describe('introducesPeople', () => {
  it('reads two or more bold names each followed by a comma as an introduction of people', () => {
    expect(introducesPeople('- **Mara Kellenberger**, from Lindau.\n- **Sepp Hornsteiner**, my mentor.')).to.equal(true);
    expect(introducesPeople('- **Mara Kellenberger**, from Lindau.\n- **Sepp Hornsteiner** guides.')).to.equal(false);
  });
  it('reads a table with a column for the person as a list of people, as a team page writes it', () => {
    expect(introducesPeople('| name | role | since |\n|---|---|---|\n| Greta Lindqvist | office and bookings | 2020 |')).to.equal(true);
    expect(introducesPeople('| Name | Aufgabe |\n| :--- | --- |\n| Greta | Büro |')).to.equal(true);
    expect(introducesPeople('| title | place | date |\n|---|---|---|\n| Fog | Uelzen | 2026 |')).to.equal(false);
  });
});

describe('sectionsNaming', () => {
  it('finds the section that sets every word of the name in one bold span, and none for a name it does not set so', () => {
    const index = site();
    expect(sectionsNaming(index, 'en', ['mara', 'kellenberger']).map((d) => d.section.path)).to.deep.equal(['/en/about/#s0']);
    expect(sectionsNaming(index, 'en', ['mara', 'lindau'])).to.deep.equal([]);
    expect(sectionsNaming(index, 'en', [])).to.deep.equal([]);
  });
  it('lists at most 3 sections, in section order, each once, whichever word of the name is rarest', () => {
    const index = fixtureIndex([
      {
        path: '/en/team/',
        title: 'Team',
        intro: '**Anna** runs the shop.',
        sections: [
          ['One', '**Anna Berg**, our printer, and **Berg Anna** again.'],
          ['Two', '**Anna**, **Anna Berg** and **Tom Berg**.'],
          ['Three', 'Nothing in bold.'],
          ['Four', '**Anna Berg** prints.'],
          ['Five', '**Anna Berg** frames.'],
        ],
      },
    ]);
    expect(sectionsNaming(index, 'en', ['anna', 'berg']).map((d) => d.section.name)).to.deep.equal(['One', 'Two', 'Four']);
    expect(sectionsNaming(index, 'en', ['berg', 'tom']).map((d) => d.section.name)).to.deep.equal(['Two']);
    expect(sectionsNaming(index, 'en', ['anna']).map((d) => d.section.name)).to.deep.equal(['Team', 'One', 'Two']);
  });
});

describe('withBoldNames', () => {
  it('lists the section that introduces the person above a short passing mention', () => {
    expect(ask('Who is Mara Kellenberger?')[0]).to.equal('/en/about/#s0');
  });
  it(`lifts it to ${BOLD_NAME_FLOOR} of the best hit`, () => {
    const index = site();
    const hits = searchIndex(index, { query: 'traverse', lang: 'en', today: '2026-11-23' }).hits.map((h) => ({ ...h }));
    const top = Math.max(...hits.map((h) => h.raw));
    const lifted = withBoldNames(index, hits, ['sepp', 'hornsteiner'], 'en');
    expect(lifted.find((h) => h.section.path === '/en/about/#s0')?.raw).to.equal(top * BOLD_NAME_FLOOR);
  });
});

describe('listsPeople', () => {
  it('reads a section with two or more bold names followed by a comma as one that introduces people', () => {
    const index = site();
    const docs = index.byLang.get('en')!.docs;
    expect(docs.filter((d) => listsPeople(index, d)).map((d) => d.section.path)).to.deep.equal(['/en/about/#s0']);
  });
  it('lifts it under a question for a person, above a shorter section that names the same one in passing', () => {
    const index = fixtureIndex([
      {
        path: '/en/faq/',
        title: 'FAQ',
        intro: 'Questions.',
        sections: [['Can I bring my dog?', 'Dogs are welcome on most tours if they are used to snow and to other dogs; Kaspar will greet yours.']],
      },
      {
        path: '/en/about/',
        title: 'About me',
        type: 'AboutPage',
        intro: 'Mountain guide.',
        sections: [['The people', '- **Florian Adlwarth**, my partner, a doctor in the rescue team; his dog is Kaspar.\n- **Sepp Hornsteiner**, my mentor, guides in summer.']],
      },
    ]);
    expect(searchIndex(index, { query: 'Who is Kaspar?', lang: 'en', today: '2026-11-23' }).hits[0].section.path).to.equal('/en/about/#s0');
  });
  it('lowers it under a question that names a date and asks about no person: its years say who joined when ("What happened in 2019?")', () => {
    const index = fixtureIndex([
      {
        path: '/en/team/',
        title: 'Team',
        intro: 'The people in the shop.',
        sections: [['The team', '| name | role | since |\n|---|---|---|\n| Greta Lindqvist | bookings | 2019 |\n| Rainer Kock | deliveries | 2019 |']],
      },
      {
        path: '/en/about/',
        title: 'About',
        intro: 'A florist in Lüneburg.',
        sections: [['Timeline', '| year | what happened |\n|---|---|\n| 2016 | the shop opens |\n| 2019 | second place at the floristry cup |']],
      },
    ]);
    const raw = (query: string, path: string) => searchIndex(index, { query, lang: 'en', today: '2026-11-23' }).hits.find((h) => h.page.path === path)!.raw;
    const lead = (query: string) => raw(query, '/en/about/') / raw(query, '/en/team/');
    expect(DATED_PEOPLE_LIST).to.be.below(1);
    expect(searchIndex(index, { query: 'What happened in 2019?', lang: 'en', today: '2026-11-23' }).hits[0].page.path).to.equal('/en/about/');
    // Asked of a person, the list keeps its weight: "Who joined in 2019?" is a question for people.
    expect(lead('Who joined in 2019?')).to.be.below(lead('What happened in 2019?'));
  });
  it('leaves a list of people that states no date as it was under a question that names one: no years, no one joining when', () => {
    const index = fixtureIndex([
      {
        path: '/en/team/',
        title: 'Team',
        intro: 'The people of the flower shop.',
        sections: [['In the shop', '- **Greta Lindqvist**, bookings in the flower shop\n- **Rainer Kock**, deliveries for the flower shop']],
      },
      { path: '/en/weddings/', title: 'Weddings', intro: 'Bouquets from the flower shop for weddings.' },
    ]);
    const ratio = (query: string) => {
      const hits = searchIndex(index, { query, lang: 'en', today: '2026-11-23' }).hits;
      return hits.find((h) => h.page.path === '/en/team/')!.raw / hits.find((h) => h.page.path === '/en/weddings/')!.raw;
    };
    expect(listsPeople(index, searchIndex(index, { query: 'flower shop', lang: 'en', today: '2026-11-23' }).hits.find((h) => h.page.path === '/en/team/')!)).to.equal(true);
    // Not to the last digit: the year is a kept word, and the learned word weights (word-weights.ts) weigh each word against the question's others.
    expect(ratio('What happened at the flower shop in 2019?')).to.be.closeTo(ratio('What happened at the flower shop?'), 1e-3);
  });
});
