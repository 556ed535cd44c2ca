/** "My 12 year old …", "Mein Sohn ist 13 …": a child's age asks for what there is for young people (a fixture). */
import { expect } from 'chai';
import { withoutYoungAge, withYoungConcept, YOUNG_BELOW, youngAgeTokens } from '../../../server/search/young-age.ts';
import { asksAboutLife } from '../../../server/search/question-words.ts';
import { conceptWords } from '../../../server/search/concepts.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const age = (q: string, lang = 'en') => youngAgeTokens(tokenize(q, { joined: false }), [lang]);

describe('youngAgeTokens', () => {
  it('finds an age given as years old, as -jährig, or after a child and a form of "to be"', () => {
    expect(age('My 12 year old is obsessed with chisels')).to.deep.equal(['12', 'year', 'old']);
    expect(age('Mein 13-jähriger Sohn will mit', 'de')).to.deep.equal(['13', 'jähriger']);
    expect(age('hi! my daughter is 7 and mad about bees')).to.deep.equal(['7']);
    expect(age("my daughter's 7")).to.deep.equal(['7']);
    expect(age('Servus! Mein Sohn ist 13 und will unbedingt mal auf Skitour', 'de')).to.deep.equal(['13']);
    expect(age('Meine kleine Tochter ist 9', 'de')).to.deep.equal(['9']);
  });
  it(`finds none for an adult's age (${YOUNG_BELOW} or more), a family word without an age, or another number`, () => {
    expect(age('my son is 25 and wants to learn')).to.deep.equal([]);
    expect(age('I am 40 years old, too old to start?')).to.deep.equal([]);
    expect(age('my son will be ill for two weeks')).to.deep.equal([]);
    expect(age('the course is 3 days long')).to.deep.equal([]);
    expect(age('Das Boot ist 12 Meter lang', 'de')).to.deep.equal([]);
  });
});

describe('withYoungConcept', () => {
  it('adds the concept of young people (not the family concept that "children" also belongs to) when an age is stated', () => {
    const asked = withYoungConcept([], ['7']);
    expect(asked).to.have.length(1);
    expect(conceptWords(asked[0], 'en')).to.include.members(['children', 'teenagers']);
    expect(conceptWords(asked[0], 'en')).not.to.include('husband');
    expect(withYoungConcept([asked[0]], ['7'])).to.deep.equal([asked[0]]);
  });
  it('returns what the phrases asked, unchanged, without an age', () => {
    const asked = [3];
    expect(withYoungConcept(asked, [])).to.equal(asked);
    expect(asked).to.deep.equal([3]);
  });
  it("lists what the site offers young people first for a parent's question that gives the age, not the page that shares its other words", () => {
    const index = fixtureIndex([
      { path: '/en/about/', title: 'About', type: 'AboutPage', intro: 'I carve stone. As a girl I was obsessed with stone.' },
      { path: '/en/projects/font/', title: 'A font of sandstone', intro: 'Carved with chisels from sandstone.' },
      {
        path: '/en/courses/',
        title: 'Courses',
        intro: 'Stone carving for beginners and a lettering week.',
        sections: [['Saturdays for young people', 'For teenagers aged 12 to 16, with an adult within call: carving a star in soft stone.']],
      },
    ]);
    const first = (query: string) => searchIndex(index, { query, lang: 'en', today: '2026-11-23' }).hits[0].page.path;
    // Without the age read as such, the project page (chisels) comes first for both.
    expect(first('My 12 year old is obsessed with rocks and chisels, is there anything to join?')).to.equal('/en/courses/');
    expect(first('hi, my son is 12 and mad about chisels, is there anything he could do?')).to.equal('/en/courses/');
  });
});

describe('withoutYoungAge', () => {
  const tokens = (q: string) => tokenize(q, { joined: false });
  it('drops the words that state a child\'s age, so its "old" is no word of the owner\'s private life', () => {
    const q = tokens('My 12 year old is obsessed with chisels, is there anything she could join?');
    expect(asksAboutLife(q, ['en'])).to.equal(true);
    expect(withoutYoungAge(q, ['en'])).not.to.include.members(['12', 'old']);
    expect(asksAboutLife(withoutYoungAge(q, ['en']), ['en'])).to.equal(false);
  });
  it('keeps every token of a question that states no young age, and its life question', () => {
    const q = tokens('How old is she?');
    expect(withoutYoungAge(q, ['en'])).to.equal(q);
    expect(asksAboutLife(withoutYoungAge(q, ['en']), ['en'])).to.equal(true);
  });
});
