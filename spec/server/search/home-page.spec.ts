/** Under a long, chatty question the home page, which shares its story words by chance, counts less. */
import { expect } from 'chai';
import { isHomePage, LONG_QUESTION_ABOUT, LONG_QUESTION_HOME, UNTIMED_HOME } from '../../../server/search/home-page.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

/** A page of the fixture: address, title, introduction, and its type when it has one. */
type Row = [path: string, title: string, intro: string, type?: string];
const REPAIRS: Row = ['/en/repairs/', 'Repairs', 'Cracks, pegs, bridges and bows: repairs to every violin, viola and cello.'];
const workshop = (...rows: Row[]) => fixtureIndex([...rows, REPAIRS].map(([path, title, intro, type]) => ({ path, title, intro, type })));

const site = () =>
  workshop(
    [
      '/en/',
      'Violin workshop Obermaier',
      'We build violins, repair them and rent them out. Families whose daughters and sons are playing their first violin, students and orchestras come to us, and every summer we hold a birthday concert for the workshop.',
    ],
    ['/en/gift-vouchers/', 'Gift vouchers', 'A voucher for a care set, a bow rehair or a trial lesson makes a present any player will love.'],
    ['/en/rentals/', 'Rental violins', 'Rent a violin from 25 € a month, a cello from 45 € a month.'],
  );
const first = (query: string) => searchIndex(site(), { query, lang: 'en', today: '2026-11-23' }).hits[0].page.path;

describe('isHomePage', () => {
  it("is true for the site's root and each language's root only", () => {
    expect(isHomePage({ path: '/en/', lang: 'en' })).to.equal(true);
    expect(isHomePage({ path: '/', lang: 'en' })).to.equal(true);
    expect(isHomePage({ path: '/de/', lang: 'en' })).to.equal(false);
    expect(isHomePage({ path: '/en/about/', lang: 'en' })).to.equal(false);
  });
});

describe('LONG_QUESTION_HOME', () => {
  it('is a discount', () => {
    expect(LONG_QUESTION_HOME).to.be.above(0).and.below(1);
  });
  it('lists the page that answers a long question above the home page that shares its story words', () => {
    expect(first('my daughter turns ten next month and she loves playing her violin, I would like to give her a present for her birthday, any ideas?')).to.equal('/en/gift-vouchers/');
  });
  it('leaves a short question that names the home page alone', () => {
    expect(first('birthday concert')).to.equal('/en/');
  });
});

describe('UNTIMED_HOME', () => {
  const teaser = () =>
    fixtureIndex(
      [
        ['/en/', 'Violin workshop Obermaier', 'We build violins, repair cracked cellos and rent instruments out to families, students and orchestras. Visit the workshop in Mittenwald.'],
        ['/en/rentals/', 'Rental instruments', 'Students and families rent a violin from 25 € a month, a cello from 45 € a month; the rent counts towards buying.'],
        REPAIRS,
      ].map(([path, title, intro]) => ({ path, title, intro })),
    );
  it('is a discount, milder than under a long question', () => {
    expect(UNTIMED_HOME).to.be.above(LONG_QUESTION_HOME).and.below(1);
  });
  it("lists the page that tells a short question's topic above the home page's line on it", () => {
    // Without it the home page, which names students and cellos in one line, came first (0.83 against 0.79).
    const hits = searchIndex(teaser(), { query: 'cello for students', lang: 'en', today: '2026-11-23' }).hits;
    expect(hits.map((h) => h.page.path).slice(0, 2)).to.deep.equal(['/en/rentals/', '/en/']);
  });
});

describe('LONG_QUESTION_ABOUT', () => {
  const owner = () =>
    workshop(
      ['/en/', 'Violin workshop Obermaier', 'We build violins, repair them and rent them out.'],
      [
        '/en/about/',
        'About me',
        'I grew up in Mittenwald, where my mother taught music; after my training I moved to Munich with my wife and our daughter in 2009 and have built violins here ever since.',
        'AboutPage',
      ],
      ['/en/rentals/', 'Rental violins', 'Rent an instrument to learn on: a violin from 25 € a month, a cello from 45 € a month; the rent counts towards buying.'],
    );
  const top = (query: string) => searchIndex(owner(), { query, lang: 'en', today: '2026-11-23' }).hits[0].page.path;
  it('lists the page that answers a long question above the page about the owner that shares its story words', () => {
    expect(LONG_QUESTION_ABOUT).to.be.above(0).and.below(1);
    expect(top('my wife and I just moved to Munich with our daughter after my training, our daughter is nine and wants to learn an instrument, could we rent one?')).to.equal('/en/rentals/');
  });
  it('leaves a question about a person or a life alone', () => {
    expect(top('did he have to rent an instrument by the month to learn on when he grew up in Mittenwald, before he moved to Munich?')).to.equal('/en/about/');
  });
});
