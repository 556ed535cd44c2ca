/** "Bei wem hat Theresa Kienle gelernt?": a team member's section is about them, not about the person the question names (a fixture). */
import { expect } from 'chai';
import { aboutOtherPerson, namedPeople, nameOf, OTHER_PERSON, peopleScans, peopleSections } from '../../../server/search/other-people.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const site = () =>
  fixtureIndex([
    { path: '/de/', lang: 'de', title: 'Start', intro: 'Küchen und Möbel aus der Werkstatt Kienle in Freiburg.' },
    {
      path: '/de/ueber-mich/',
      lang: 'de',
      title: 'Über mich',
      type: 'AboutPage',
      intro: 'Theresa Kienle, Schreinermeisterin.',
      sections: [['Werdegang', 'Gelernt habe ich als Schreinerin bei Möbelbau Riegger in Emmendingen, danach kam die Meisterschule in Freiburg und zwei Jahre in einer Werkstatt in Basel.']],
    },
    {
      path: '/de/team/',
      lang: 'de',
      title: 'Team',
      intro: '| Name | Aufgabe |\n|---|---|\n| Theresa Kienle | Inhaberin |\n| Lukas Beha | Geselle, Montage |\n| Finn Gutmann | Auszubildender |',
      sections: [
        ['Lukas Beha', 'Lukas hat in Waldkirch gelernt und baut die meisten unserer Küchen.'],
        ['Finn Gutmann', 'Finn lernt bei uns im zweiten Jahr.'],
        ['Partner', 'Glaserei Hofmann, Steinmetz Vogt.'],
      ],
    },
  ]);

describe('nameOf', () => {
  const listed = new Set(['lukas', 'beha', 'theresa', 'kienle', 'partner']);
  const stops = new Set(['das', 'the']);
  it('reads a heading of two to four capitalised words, each named by the list of people', () => {
    expect(nameOf('Lukas Beha', listed, stops)).to.deep.equal(['lukas', 'beha']);
  });
  it('reads no single word, no word the list does not name, no stop word and no lower-case word', () => {
    expect(nameOf('Partner', listed, stops)).to.equal(undefined);
    expect(nameOf('Lukas Müller', listed, stops)).to.equal(undefined);
    expect(nameOf('Das Team', new Set(['das', 'team']), stops)).to.equal(undefined);
    expect(nameOf('Lukas and Beha', new Set([...listed, 'and']), stops)).to.equal(undefined);
  });
});

describe('peopleSections', () => {
  it("finds the sections headed by a name of the page's list of people, once per index and language", () => {
    const index = site();
    const before = peopleScans.count;
    const { names, words } = peopleSections(index, 'de');
    expect([...names.keys()].map((s) => s.name)).to.deep.equal(['Lukas Beha', 'Finn Gutmann']);
    expect([...words].sort()).to.deep.equal(['beha', 'finn', 'gutmann', 'lukas']);
    peopleSections(index, 'de');
    expect(peopleScans.count - before).to.equal(1);
  });
});

describe('namedPeople', () => {
  it("holds the question's words that name a person of the site or the owner, none otherwise", () => {
    const index = site();
    expect(namedPeople(index, ['bei', 'wem', 'hat', 'theresa', 'kienle', 'gelernt'], new Set(['theresa', 'kienle']))).to.deep.equal(['theresa', 'kienle']);
    expect(namedPeople(index, ['wo', 'hat', 'lukas', 'gelernt'], undefined)).to.deep.equal(['lukas']);
    expect(namedPeople(index, ['wo', 'haben', 'sie', 'gelernt'], new Set(['theresa']))).to.have.length(0);
  });
  it('holds no stop word of the owner\'s name ("von" of "Theresa von Kienle")', () => {
    const index = site();
    expect(namedPeople(index, ['wer', 'kommt', 'zur', 'montage', 'von', 'der', 'küche'], new Set(['theresa', 'von', 'kienle']))).to.have.length(0);
    expect(namedPeople(index, ['wo', 'hat', 'theresa', 'von', 'kienle', 'gelernt'], new Set(['theresa', 'von', 'kienle']))).to.deep.equal(['theresa', 'kienle']);
  });
});

describe('aboutOtherPerson', () => {
  it('is true of a person section whose name the question does not hold', () => {
    const index = site();
    const [lukas] = peopleSections(index, 'de').names.keys();
    const page = index.byLang.get('de')!.docs.find((d) => d.section === lukas)!.page;
    const hit = { page, section: lukas, score: 1, raw: 1, terms: new Set<string>(), viaTranslation: false };
    expect(aboutOtherPerson(index, hit, ['theresa'])).to.equal(true);
    expect(aboutOtherPerson(index, hit, ['lukas'])).to.equal(false);
  });
  it(`counts ${OTHER_PERSON}: the owner's own training comes before a team member's`, () => {
    const index = site();
    const hits = (query: string) => searchIndex(index, { query, lang: 'de', subject: 'Theresa Kienle', today: '2026-11-23' }).hits;
    // Without it Lukas's "hat in Waldkirch gelernt" scores about 0.8 of the owner's own training (it holds the same word of the
    // question); since the thirty-fifth round's word coverage the list that names her, which holds only her name, comes after both.
    const found = hits('Bei wem hat Theresa Kienle gelernt?');
    const score = (path: string) => found.find((h) => h.section.path === path)?.score ?? 0;
    expect(found[0].section.path).to.equal('/de/ueber-mich/#s0');
    expect(score('/de/team/#s0')).to.be.below(0.5 * score('/de/ueber-mich/#s0'));
    // Asked of Lukas, his section leads.
    expect(hits('Wo hat Lukas Beha gelernt?')[0].section.name).to.equal('Lukas Beha');
  });
  it('counts nothing under a question for who does a thing at the owner it names: the answer is another person', () => {
    const index = site();
    const hits = (query: string) => searchIndex(index, { query, lang: 'de', subject: 'Theresa Kienle', today: '2026-11-23' }).hits;
    // Finn's section is not halved: well above the page about the owner (without the rule's exception, about twice as high).
    const asked = hits('Wer lernt bei Theresa Kienle?');
    const score = (path: string) => asked.find((h) => h.section.path === path)?.score ?? 0;
    expect(asked[0].section.name).to.equal('Finn Gutmann');
    expect(score('/de/team/#s1')).to.be.above(3 * score('/de/ueber-mich/'));
  });
});
