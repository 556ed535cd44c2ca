/** "Where did she train?": a section headed as the owner's biography answers a life question as the About page does (a fixture). */
import { expect } from 'chai';
import { biographies, biographyScans, BIOGRAPHY_FLOOR, namesBiography, withBiographies } from '../../../server/search/biographies.ts';
import { searchIndex, type SearchHit } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const site = () =>
  fixtureIndex([
    { path: '/en/', title: 'Home', intro: 'Wooden boats built and mended on the Schlei.' },
    { path: '/en/about/', title: 'About', type: 'AboutPage', intro: 'I build wooden boats on the Schlei.' },
    {
      path: '/en/press/',
      title: 'Press',
      intro: 'Material for journalists.',
      sections: [
        ['Short biography', 'Jens Petersen (born 1975 in Kappeln) trained as a boatbuilder in Hamburg and worked in Maine for six years.'],
        ['Press photos', 'Portraits and photos of the yard, free for articles about the yard.'],
      ],
    },
    { path: '/en/courses/', title: 'Courses', intro: 'Learn to build a canoe: a course where you train your hands in a week.', sections: [['Dates', 'Every summer, train with us.']] },
    { path: '/en/journal/training-day/', title: 'Training day', intro: 'We train volunteers to caulk the cutter: a training day at the yard.' },
    { path: '/en/services/', title: 'Services', intro: 'Repairs, surveys, and we train owners to care for their boats.' },
  ]);

describe('namesBiography', () => {
  it('reads a heading that names a biography, German compounds that end in the word too', () => {
    expect(namesBiography('Short biography', 2, 'en')).to.equal(true);
    expect(namesBiography('Long bio', 3, 'en')).to.equal(true);
    expect(namesBiography('Kurzbiografie', 2, 'de')).to.equal(true);
    expect(namesBiography('Lebenslauf in Kürze', 2, 'de')).to.equal(true);
  });
  it('reads no page title (level 1), no other heading, and not German "bio" (organic)', () => {
    expect(namesBiography('Biography', 1, 'en')).to.equal(false);
    expect(namesBiography('Press photos', 2, 'en')).to.equal(false);
    expect(namesBiography('Ist Ihr Honig bio?', 2, 'de')).to.equal(false);
    expect(namesBiography('Biodiversity', 2, 'en')).to.equal(false);
  });
});

describe('biographies', () => {
  it("finds a language's biography sections once per index", () => {
    const index = site();
    const before = biographyScans.count;
    expect(biographies(index, 'en').map((d) => d.section.name)).to.deep.equal(['Short biography']);
    expect(biographies(index, 'en')).to.have.length(1);
    expect(biographyScans.count - before).to.equal(1);
  });
});

describe('withBiographies', () => {
  it(`lists the biography section at least at ${BIOGRAPHY_FLOOR} of the best hit, added when it did not match`, () => {
    const index = site();
    const [doc] = biographies(index, 'en');
    const courses = index.byLang.get('en')!.introByPath.get('/en/courses/')!;
    const hits: SearchHit[] = [{ ...courses, score: 2, raw: 2, terms: new Set(), viaTranslation: false }];
    const out = withBiographies(index, hits, 'en');
    expect(out.find((h) => h.section === doc.section)?.raw).to.equal(2 * BIOGRAPHY_FLOOR);
  });
  it('lists the press biography among the first answers to a career question by a pronoun, not for a question about the work', () => {
    const index = site();
    const hits = (query: string) => searchIndex(index, { query, lang: 'en', today: '2026-11-23' }).hits;
    // Without it the pages that say "train" more often come before it.
    expect(
      hits('Where did he train?')
        .slice(0, 2)
        .map((h) => h.page.path),
    ).to.include('/en/press/');
    const work = hits('When can I train with you in a course?');
    expect(work.find((h) => h.page.path === '/en/press/')!.raw).to.be.below(BIOGRAPHY_FLOOR * work[0].raw);
  });
  it('lists it among the first answers to how the business began, asked without a pronoun ("Seit wann gibt es die Werkstatt?")', () => {
    const index = fixtureIndex([
      { path: '/de/', lang: 'de', title: 'Start', intro: 'Bücher binden und reparieren in der Werkstatt in Gudow.' },
      {
        path: '/de/ueber-mich/',
        lang: 'de',
        title: 'Über mich',
        type: 'AboutPage',
        intro: 'Ich binde und repariere Bücher.',
        sections: [['Wie ich dazu kam', 'Nach der Lehre in Lübeck war ich sechs Jahre in Leipzig.']],
      },
      {
        path: '/de/presse/',
        lang: 'de',
        title: 'Presse',
        intro: 'Material für Journalisten.',
        sections: [['Kurzbiografie', 'Anna Berg (geboren 1980 in Mölln) ist Buchbindermeisterin; 2012 machte sie sich in Gudow selbständig.']],
      },
      { path: '/de/kurse/', lang: 'de', title: 'Kurse', intro: 'Buchbinden lernen in der Werkstatt: ein Kurs an zwei Tagen.', sections: [['Termine', 'Jeden Monat ein Kurs in der Werkstatt.']] },
      { path: '/de/journal/offene-werkstatt/', lang: 'de', title: 'Offene Werkstatt', intro: 'Die Werkstatt steht am Samstag allen offen.' },
    ]);
    // Without it the biography, which does not say "Werkstatt", is not listed at all.
    const hits = searchIndex(index, { query: 'Seit wann gibt es die Werkstatt?', lang: 'de', today: '2026-11-23' }).hits;
    expect(hits.slice(0, 3).map((h) => h.section.path)).to.include('/de/presse/#s0');
  });
});
