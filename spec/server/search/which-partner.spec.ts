/** A partner of the owner asked by its kind ("Which bakery makes your cakes?"): the team page names it (fixtures). */
import { expect } from 'chai';
import { asksWhichPartner } from '../../../server/search/which-partner.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { fixtureIndex, type FixturePage } from '../../helpers/search-fixture.ts';

const asks = (query: string, lang = 'en') => asksWhichPartner(tokenize(query, { joined: false }), [lang]);

/** A café whose wedding page tells of cakes at length; the team page names the bakery in its partners' table. */
const CAFE: FixturePage[] = [
  {
    path: '/en/weddings/',
    title: 'Weddings',
    intro: 'Coffee, cakes and a buffet for your wedding.',
    sections: [
      ['Cakes', 'Wedding cakes in three tiers, sheet cakes and small cakes for the coffee table, made by a bakery in town; we bring the cakes, set them up and cut them for your guests.'],
      ['Coffee', 'Filter coffee and espresso from our own machine, tea and cocoa for the children.'],
    ],
  },
  {
    path: '/en/team/',
    title: 'Team',
    intro: 'The people behind the café.',
    sections: [
      ['The team', '| name | role |\n|---|---|\n| Anna Sommer | owner, kitchen |\n| Ben Krüger | service |'],
      ['Partners', '| partner | what they do for us |\n|---|---|\n| Bäckerei Hollmann | bakery: our cakes and bread |\n| Hof Wiese | vegetables |'],
    ],
  },
];

describe('asksWhichPartner', () => {
  it('reads a which-word first whose kind is the subject', () => {
    expect(asks('Which bakery makes your cakes?')).to.equal(true);
    expect(asks('Which instructor does the training for trailers?')).to.equal(true);
    expect(asks('Welches Labor fertigt eure Ohrpassstücke?', 'de')).to.equal(true);
    expect(asks('Welche Schreinerei liefert Ihre Türen?', 'de')).to.equal(true);
  });
  it("reads the partner's preposition before the which-word or at the end", () => {
    expect(asks('Mit welcher Physiotherapeutin arbeiten Sie zusammen?', 'de')).to.equal(true);
    expect(asks('Von welchem Hof bekommt ihr euer Gemüse?', 'de')).to.equal(true);
    expect(asks('Which ENT doctor do you work with?')).to.equal(true);
  });
  it('not a way to get there: a verb of going right after the kind ("Which bus goes …", "Welche Bahn fährt …")', () => {
    expect(asks('Which bus goes to your workshop?')).to.equal(false);
    expect(asks('Which tram runs out to the farm?')).to.equal(false);
    expect(asks('Welche Bahn fährt zu euch?', 'de')).to.equal(false);
    expect(asks('Which bakery makes your cakes?')).to.equal(true);
  });

  it('not a thing whose subject is the visitor, the owner or an existence', () => {
    expect(asks('Welche Daten speichern Sie, wenn ich mich anmelde?', 'de')).to.equal(false);
    expect(asks('Welche Ausrüstung brauche ich für die Lofoten?', 'de')).to.equal(false);
    expect(asks('Welche Sorten Austernpilze gibt es bei euch?', 'de')).to.equal(false);
    expect(asks('Which colours do you have in stock?')).to.equal(false);
  });
  it('not "what", "which of", "which one", a price, or a which-word later in the question', () => {
    expect(asks('What happened in 2019?')).to.equal(false);
    expect(asks('Which of the cabins is closest to the jetty?')).to.equal(false);
    expect(asks('Which one is cheaper?')).to.equal(false);
    expect(asks('Which bakery charges the least for a cake?')).to.equal(false);
    expect(asks('Do you know which bakery makes them?')).to.equal(false);
  });
  it('not a thing whose subject is the owner by "she" or "he", in English as in German, nor "welcher von" or "welches der"', () => {
    expect(asks('Which countries does she travel to for assignments?')).to.equal(false);
    expect(asks('Which languages does he speak?')).to.equal(false);
    expect(asks('Welche Sprachen spricht er?', 'de')).to.equal(false);
    expect(asks('Welches der Zimmer hat einen Balkon?', 'de')).to.equal(false);
    expect(asks('Welcher von den Kursen passt für Anfänger?', 'de')).to.equal(false);
  });
  it('lists the team page that names the bakery first, not the page on weddings', () => {
    const hits = searchIndex(fixtureIndex(CAFE), { query: 'Which bakery makes your cakes?', lang: 'en' }).hits;
    expect(hits[0]?.page.path).to.equal('/en/team/');
  });
});
