/** "Wo steht das Sofa heute?": where a thing stands now, not what is on now (a fixture). */
import { expect } from 'chai';
import { asksWhereNow } from '../../../server/search/where-now.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const reads = (query: string, lang = 'de') => asksWhereNow(tokenize(query, { joined: false }), [lang]);

describe('asksWhereNow', () => {
  it('reads where or why a thing stands, hangs or is kept now', () => {
    expect(reads('Wo steht das restaurierte Sofa heute?')).to.equal(true);
    expect(reads('Wo stand die Standuhr und wo steht sie jetzt?')).to.equal(true);
    expect(reads('Warum steht auf dem Brunnen jetzt eine Kopie?')).to.equal(true);
    expect(reads('Where is the chronometer you restored kept now?', 'en')).to.equal(true);
  });
  it('not what is on now, nor a thing without the present', () => {
    expect(reads('Where can I see the exhibition right now?', 'en')).to.equal(false);
    expect(reads('Was ist heute los?')).to.equal(false);
    expect(reads('Wo steht das Sofa?')).to.equal(false);
  });
  it("not which exhibition is on now, nor where today's tour ends", () => {
    expect(reads('Wo sind deine Bilder gerade ausgestellt?')).to.equal(false);
    expect(reads('Where are your paintings displayed now?', 'en')).to.equal(false);
    expect(reads('Where does the tour end today?', 'en')).to.equal(false);
  });
  it('not where a show, a market or the current exhibition is now', () => {
    expect(reads('Where is the exhibition located now?', 'en')).to.equal(false);
    expect(reads('Where is your market stand today?', 'en')).to.equal(false);
    expect(reads('Wo befindet sich die aktuelle Ausstellung?')).to.equal(false);
    expect(reads('Wo befindet sich das Original heute?')).to.equal(true);
  });
  it('lists the project that tells where the piece went, not the list of what is on', () => {
    const index = fixtureIndex([
      {
        path: '/de/termine/',
        lang: 'de',
        title: 'Termine',
        intro: 'Was heute und demnächst in der Werkstatt los ist.',
        sections: [['Demnächst', '- 3. Dezember 2026: Polsterkurs\n- 10. Dezember 2026: Offene Werkstatt']],
      },
      {
        path: '/de/projekte/sofa-celle/',
        lang: 'de',
        title: 'Biedermeiersofa aus Celle',
        intro: 'Das restaurierte Biedermeiersofa steht wieder im Museum in Celle, neu gepolstert mit Rosshaar.',
      },
    ]);
    const first = searchIndex(index, { query: 'Wo steht das restaurierte Biedermeiersofa heute?', lang: 'de', today: '2026-11-26' }).hits[0].page.path;
    expect(first).to.equal('/de/projekte/sofa-celle/');
  });
});
