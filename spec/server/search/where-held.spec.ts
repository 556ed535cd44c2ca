/** "Wo findet der Vortrag statt?": where a thing is held is told where it is dated (a fixture). */
import { expect } from 'chai';
import { asksWhereHeld } from '../../../server/search/where-held.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { tokenize } from '../../../server/search/analyzer.ts';

const held = (query: string, lang = 'de') => asksWhereHeld(tokenize(query, { joined: false }), [lang]);

describe('asksWhereHeld', () => {
  it('reads where something is held: the where-word first and "statt", "held" or "take place"', () => {
    expect(held('Wo findet der Vortrag in Dresden statt?')).to.equal(true);
    expect(held('Wo fand die Gruppenausstellung statt?')).to.equal(true);
    expect(held('Where is the Yoga Day held?', 'en')).to.equal(true);
    expect(held('Where does the holiday week take place?', 'en')).to.equal(true);
    // The past of "to be" right after the where-word: where a past occasion was.
    expect(held('Wo war die Hochzeit mit dem Blumenbogen?')).to.equal(true);
    expect(held('Where was the loden coat photographed?', 'en')).to.equal(true);
  });
  it('not without the where-word first, nor a place that is no event', () => {
    expect(held('Wann findet der nächste Kurs statt?')).to.equal(false);
    expect(held('Can I take a place on the course?', 'en')).to.equal(false);
    expect(held('Where can I take my bike?', 'en')).to.equal(false);
    expect(held('Wo ist die Werkstatt?')).to.equal(false);
    expect(held('Wo kann ich hier was essen?', 'de')).to.equal(false);
  });
  it('reads a place asked with the day, the month, the evening or the season of it, whatever the verb', () => {
    expect(held('Wo ist der Vortrag am Donnerstag?')).to.equal(true);
    expect(held('Wo spielt ihr am Sonntag in Gotha?')).to.equal(true);
    expect(held('Wo wird der kleine Bär im März vorgestellt?')).to.equal(true);
    expect(held('Where is the talk tonight?', 'en')).to.equal(true);
    expect(held('Where is your stall at Christmas?', 'en')).to.equal(true);
    // A preposition and "which" first ask a place too.
    expect(held('In welcher Kirche nehmen Sie am Samstag auf?')).to.equal(true);
    expect(held('Auf welcher Messe sind Sie im Frühjahr?')).to.equal(true);
    // Not a time word that is another word: "may" is the modal, "new" begins "New Year" but is no holiday alone; nor a day without a place asked.
    expect(held('Where may I park my car?', 'en')).to.equal(false);
    expect(held('Where is the ferry from your new film?', 'en')).to.equal(false);
    // A time word in the name of a thing, with no word that sets a time before it.
    expect(held('Where do the Sunday rides start from?', 'en')).to.equal(false);
    expect(held('Where is the winter hall?', 'en')).to.equal(false);
    expect(held('Haben Sie am Samstag geöffnet?')).to.equal(false);
    expect(held('Was machen Sie am Sonntag?')).to.equal(false);
    expect(held('In welcher Stadt liegt die Werkstatt?')).to.equal(false);
  });
  it('reads the time words after every form of "this", "next", "last" and "a", in both languages alike', () => {
    expect(held('Where is your market stand this weekend?', 'en')).to.equal(true);
    expect(held('Wo ist euer Marktstand dieses Wochenende?')).to.equal(true);
    expect(held('Wo seid ihr nächstes Frühjahr?')).to.equal(true);
    expect(held('Where can I find your stall on a Saturday?', 'en')).to.equal(true);
    expect(held('Wo finde ich Ihren Stand an einem Samstag?')).to.equal(true);
    expect(held('Wo steht ihr während Ostern?')).to.equal(true);
    expect(held('Where is the market from Monday?', 'en')).to.equal(true);
    // Every evening is no day of an occasion, in either language.
    expect(held('Wo trainiert ihr abends?')).to.equal(false);
    expect(held('Where do you train in the evenings?', 'en')).to.equal(false);
  });
  it('not where a thing stands nowadays ("heute" of where-now.ts), nor a time asked by "which" ("An welchem Wochenende …")', () => {
    expect(held('Wo steht das restaurierte Sofa heute?')).to.equal(false);
    expect(held('Where is the chronometer kept today?', 'en')).to.equal(false);
    expect(held('Wo ist der Vortrag heute?')).to.equal(true);
    expect(held('An welchem Wochenende im Januar hat Ihre Praxis Notdienst?')).to.equal(false);
    expect(held('An welchen Tagen geht der Nachtwächter im Dezember?')).to.equal(false);
    expect(held('On which day in May is the open day?', 'en')).to.equal(false);
    expect(held('An welchem Stand sind Sie am Samstag?')).to.equal(true);
  });
  it('not the morning of a greeting ("guten Morgen"), wherever it stands', () => {
    expect(held('Wo genau steht ihr, guten Morgen übrigens')).to.equal(false);
    expect(held('Wo ist der Markt morgen?')).to.equal(true);
  });
  it('lists the events row of a talk asked by its weekday before the page about the talk, though the row does not write the weekday', () => {
    const index = fixtureIndex([
      {
        path: '/de/vortraege/',
        lang: 'de',
        title: 'Für Reitvereine',
        intro: 'Ich halte den Vortrag über Koliken beim Pferd für Reitvereine und Ställe: was Sie tun, bis die Tierärztin da ist.',
      },
      { path: '/de/termine/', lang: 'de', title: 'Termine', intro: 'Was als Nächstes ansteht.', sections: [['Demnächst', '3. Dezember 2026, 19 Uhr: Vortrag in der Stadtbibliothek Verden, Saal 2.']] },
    ]);
    const first = (query: string) => searchIndex(index, { query, lang: 'de', today: '2026-11-27' }).hits[0]?.page.path;
    expect(first('Wo ist der Vortrag am Donnerstag?')).to.equal('/de/termine/');
    expect(first('Wo ist der Vortrag?')).to.equal('/de/vortraege/');
  });
  it('lists the dated entry of the events page before the page that only describes the talk', () => {
    const index = fixtureIndex([
      {
        path: '/de/vortraege/',
        lang: 'de',
        title: 'Für Reitvereine',
        intro: 'Ich halte den Vortrag über Koliken beim Pferd für Reitvereine und Ställe: was Sie tun, bis die Tierärztin da ist.',
      },
      {
        path: '/de/termine/',
        lang: 'de',
        title: 'Termine',
        intro: 'Was als Nächstes ansteht.',
        sections: [['Koliken', '12. März 2027, 19 Uhr: Vortrag in der Stadtbibliothek Verden, Saal 2, mit Fragen der Reitvereine und Ställe aus dem Landkreis.']],
      },
    ]);
    const first = searchIndex(index, { query: 'Wo findet der Vortrag statt?', lang: 'de', today: '2026-11-26' }).hits[0]?.page.path;
    expect(first).to.equal('/de/termine/');
  });
});
