/** "Kommen Sie auch nach Telgte raus?": how far the owner travels is told where a distance is stated (a fixture). */
import { expect } from 'chai';
import { asksTravelArea, statesDistance } from '../../../server/search/travel-area.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { numberNeighbourStats } from '../../../server/search/number-neighbours.ts';
import { fixtureIndex, type FixturePage } from '../../helpers/search-fixture.ts';
import { tokenize } from '../../../server/search/analyzer.ts';

const travel = (query: string, lang = 'en') => asksTravelArea(tokenize(query, { joined: false }), [lang]);

/** A hairdresser's site: the about page names the town the visitor asks of, the bridal page states how far she comes. */
const SALON: FixturePage[] = [
  {
    path: '/de/ueber-mich/',
    lang: 'de',
    title: 'Über mich',
    intro: 'Ich bin in Telgte aufgewachsen und habe in Münster gelernt. Seit 2015 frisiere ich Bräute in Münster und Telgte, auch auf Höfen rund um Telgte.',
  },
  {
    path: '/de/brautfrisuren/',
    lang: 'de',
    title: 'Brautfrisuren',
    intro: 'Brautfrisuren mit Probetermin, auch für Brautjungfern.',
    sections: [['Am Hochzeitstag', 'Innerhalb von Münster und bis 15 km komme ich ohne Aufpreis zur Location; weiter weg berechnen wir Fahrtkosten.']],
  },
];

describe('asksTravelArea', () => {
  it('reads how far the owner comes out: "how far", or a verb of coming with "you" and where to', () => {
    expect(travel('How far from Lüneburg will you take on a project?')).to.equal(true);
    expect(travel('Do you come out to Hiltrup?')).to.equal(true);
    expect(travel('Would you deliver to Winsen?')).to.equal(true);
    expect(travel('Kommen Sie für die Brautfrisur auch nach Telgte raus?', 'de')).to.equal(true);
    expect(travel('Wie weit fahrt ihr für Standuhren raus?', 'de')).to.equal(true);
    expect(travel('Fahren Sie auch nach Hiddensee?', 'de')).to.equal(true);
  });
  it('reads a German verb at the end, after a modal or in a clause, with the place before it, and a price asked of the trip', () => {
    expect(travel('Können Sie auch nach Telgte kommen?', 'de')).to.equal(true);
    expect(travel('Was kostet die Fahrt, wenn Sie zu uns nach Achim kommen?', 'de')).to.equal(true);
    expect(travel('Bis in welche Orte fahrt ihr für Hausbesuche?', 'de')).to.equal(true);
    expect(travel('How much do you charge if you come out to Telgte?')).to.equal(true);
    expect(travel('Wann können die Kinder nach Hause kommen?', 'de')).to.equal(false);
  });
  it('not a time ahead, a count, a return, or someone else who goes', () => {
    expect(travel('How far ahead should we book?')).to.equal(false);
    expect(travel('Wie weit im Voraus muss ich buchen?', 'de')).to.equal(false);
    expect(travel('How many offices do you deliver lunch to?')).to.equal(false);
    expect(travel('When did he come back to the farm?')).to.equal(false);
    expect(travel('How should I get my kids ready before they go to the funeral?')).to.equal(false);
    expect(travel('Where does your leather come from?')).to.equal(false);
    expect(travel('Can I come to the studio?')).to.equal(false);
  });
});

describe('statesDistance', () => {
  it('tells a section that states a distance next to a number from one that names the town only', () => {
    const li = fixtureIndex(SALON).byLang.get('de')!;
    expect(
      statesDistance(
        li,
        li.docs.findIndex((d) => d.section.name === 'Am Hochzeitstag'),
      ),
    ).to.equal(true);
    expect(
      statesDistance(
        li,
        li.docs.findIndex((d) => d.page.path === '/de/ueber-mich/'),
      ),
    ).to.equal(false);
  });
  it("lists the page that states the distance before the one that names the visitor's town", () => {
    const index = fixtureIndex(SALON);
    const before = numberNeighbourStats.lookups;
    expect(searchIndex(index, { query: 'Kommen Sie für die Brautfrisur auch nach Telgte raus?', lang: 'de' }).hits[0]?.page.path).to.equal('/de/brautfrisuren/');
    expect(numberNeighbourStats.lookups - before).to.be.greaterThan(0);
  });
});
