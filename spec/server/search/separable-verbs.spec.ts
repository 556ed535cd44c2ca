/** "Wie läuft das ab?": a German verb and its particle, split by the clause, read as the one word the site writes. */
import { expect } from 'chai';
import { withSeparableVerbs } from '../../../server/search/separable-verbs.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { fixtureIndex, type FixturePage } from '../../helpers/search-fixture.ts';

const page = (path: string, title: string, intro: string, sections: [string, string][] = []): FixturePage => ({ path, title, intro, sections, lang: 'de' });
const site = () =>
  fixtureIndex([
    page('/de/auftraege/', 'Aufträge', 'Wie ein Auftrag abläuft, vom ersten Besuch bis zum fertigen Schild.', [
      ['Ablauf eines Auftrags', 'Zuerst eine Skizze, dann ein Festpreisangebot und eine Anzahlung von 30 Prozent.'],
    ]),
    page('/de/schilder/', 'Schilder', 'Ich male Schilder für Läden, Wirtshäuser und Werkstätten.'),
    page('/de/journal/lauftreff/', 'Lauftreff im Park', 'Jeden Samstag läuft eine kleine Gruppe vom Laden ab Marktplatz durch den Park; das Schild am Tor zeigt die Strecke.'),
    page('/de/journal/winter/', 'Winter in der Werkstatt', 'Im Winter läuft der Ofen, und ab Januar malen wir die Schilder für den Frühling.'),
  ]);
const tokens = (question: string) => tokenize(question, { joined: false });

describe('withSeparableVerbs', () => {
  const index = site();
  const li = index.byLang.get('de');
  it('joins the verb after a question word and its particle at the end of the clause, only when the site writes the joined word', () => {
    expect(withSeparableVerbs(tokens('Wie läuft das ab, wenn ich ein Schild bestelle?'), 'Wie läuft das ab, wenn ich ein Schild bestelle?', 'de', li)).to.deep.equal([
      'wie',
      'abläuft',
      'das',
      'wenn',
      'ich',
      'ein',
      'schild',
      'bestelle',
    ]);
    // A dash or an ellipsis closes the clause too.
    expect(withSeparableVerbs(tokens('Wie läuft das ab – und was kostet ein Schild?'), 'Wie läuft das ab – und was kostet ein Schild?', 'de', li)).to.deep.equal([
      'wie',
      'abläuft',
      'das',
      'und',
      'was',
      'kostet',
      'ein',
      'schild',
    ]);
    expect(withSeparableVerbs(tokens('Wie läuft das ab…'), 'Wie läuft das ab…', 'de', li)).to.deep.equal(['wie', 'abläuft', 'das']);
    // Not when the site does not write the joined word, after a modal verb, with the verb first (a yes/no question), or in English.
    const q = (s: string, lang = 'de') => withSeparableVerbs(tokens(s), s, lang, li);
    expect(q('Wie sieht ein Schild bei Ihnen aus?')).to.deep.equal(tokens('Wie sieht ein Schild bei Ihnen aus?'));
    expect(q('Darf mein Hund mit?')).to.deep.equal(tokens('Darf mein Hund mit?'));
    expect(q('Wie läuft das ab?', 'en')).to.deep.equal(tokens('Wie läuft das ab?'));
    expect(q('Läuft der Ofen ab?')).to.deep.equal(tokens('Läuft der Ofen ab?'));
  });
});

describe('separable verbs in a search', () => {
  it('lists the page that tells how an order goes first, not the posts where something runs', () => {
    const hits = searchIndex(site(), { query: 'Wie läuft das ab, wenn ich ein Schild bestelle?', lang: 'de', today: '2026-11-23' }).hits;
    expect(hits[0].page.path).to.equal('/de/auftraege/');
  });
});
