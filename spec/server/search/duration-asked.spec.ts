/** "Wie lange reift der Bergkäse?": how long a thing takes is told where a stretch of time is stated, not where "lange" is written (a fixture). */
import { expect } from 'chai';
import { asksDuration, statesDuration, withoutSpanWord } from '../../../server/search/duration-asked.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex, type FixturePage } from '../../helpers/search-fixture.ts';
import { tokenize } from '../../../server/search/analyzer.ts';

const tokens = (query: string) => tokenize(query, { joined: false });

/** A cheese dairy's site: the course page says "lange" twice and names the cheese, the cheese page states how long it ripens. */
const DAIRY: FixturePage[] = [
  {
    path: '/de/kaesekurse/',
    lang: 'de',
    title: 'Käsekurse',
    intro: 'Im Grundkurs machen Sie Ihren eigenen Bergkäse. Wer lange dabei ist, weiß: so lange wie möglich rühren, dann lange pressen.',
  },
  {
    path: '/de/unsere-kaese/',
    lang: 'de',
    title: 'Unsere Käse',
    intro: 'Alle Käse aus Heumilch von unseren Kühen.',
    sections: [['Bergkäse', 'Unser Bergkäse reift zwölf Monate im Keller, der kräftige sogar 18 Monate.']],
  },
];

describe('asksDuration', () => {
  it('reads "how long", "how quickly", "wie lange", "wie lang", "wie schnell"', () => {
    expect(asksDuration(tokens('How long does a session take?'), ['en'])).to.equal(true);
    expect(asksDuration(tokens('how quickly can you frame it'), ['en'])).to.equal(true);
    expect(asksDuration(tokens('Wie lange reift der Bergkäse?'), ['de'])).to.equal(true);
    expect(asksDuration(tokens('Wie schnell antwortet sie?'), ['de'])).to.equal(true);
  });
  it('not "long" or "lange" without the question word, nor "how soon"', () => {
    expect(asksDuration(tokens('Do you make long tables?'), ['en'])).to.equal(false);
    expect(asksDuration(tokens('Habt ihr lange offen?'), ['de'])).to.equal(false);
    expect(asksDuration(tokens('How soon can you come?'), ['en'])).to.equal(false);
  });
});

describe('withoutSpanWord', () => {
  it('leaves out the span word after the question word only', () => {
    expect(withoutSpanWord(tokens('wie lange reift der Bergkäse'), ['de'])).to.deep.equal(['wie', 'reift', 'der', 'bergkäse']);
    const none = tokens('do you make long tables');
    expect(withoutSpanWord(none, ['en'])).to.equal(none);
  });
});

describe('statesDuration', () => {
  it('tells a section that states a stretch of time from one that says "lange"', () => {
    const li = fixtureIndex(DAIRY).byLang.get('de')!;
    expect(
      statesDuration(
        li,
        li.docs.findIndex((d) => d.section.name === 'Bergkäse'),
      ),
    ).to.equal(true);
    expect(
      statesDuration(
        li,
        li.docs.findIndex((d) => d.page.path === '/de/kaesekurse/'),
      ),
    ).to.equal(false);
  });
  it('lists the section that states how long before the page that says "lange"', () => {
    const index = fixtureIndex(DAIRY);
    expect(searchIndex(index, { query: 'Wie lange reift der Bergkäse?', lang: 'de' }).hits[0]?.page.path).to.equal('/de/unsere-kaese/');
  });
});
