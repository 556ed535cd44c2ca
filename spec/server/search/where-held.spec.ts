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
