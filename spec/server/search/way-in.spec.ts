/** The way to or into the owner's place (parking, a stop, a wheelchair): the contact page, when it tells that kind of way in (fixtures). */
import { expect } from 'chai';
import { askedWayIn, PARKING, STEP_FREE, TRANSIT, tellsWayIn, wayInScans, wayInsTold } from '../../../server/search/way-in.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex, type FixturePage } from '../../helpers/search-fixture.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { prepareRanking } from '../../../server/search/ranking-tables.ts';

const asked = (query: string, lang = 'de') => askedWayIn(tokenize(query, { joined: false }), [lang]);

/** A smithy whose team page and forging days share the question's words; the contact page tells parking and the stop. */
const SMITHY: FixturePage[] = [
  {
    path: '/de/team/',
    lang: 'de',
    title: 'Das Team',
    intro: 'In der Schmiede arbeiten zwei Schmiede und eine Schmiedin; die Schmiede ist ihr zweites Zuhause, und wer parken will, findet bei der Schmiede immer einen Platz zum Reden.',
  },
  { path: '/de/markttage/', lang: 'de', title: 'Markttage', intro: 'An Markttagen schmieden wir vor der Schmiede auf dem Marktplatz.' },
  {
    path: '/de/kontakt/',
    lang: 'de',
    title: 'Kontakt',
    type: 'ContactPage',
    intro: 'Hauptstraße 4, 21391 Reppenstedt.',
    sections: [['Anfahrt', 'Zwei Parkplätze im Hof. Die Haltestelle Dorfmitte (Bus 5011) ist 200 m entfernt. Der Eingang ist stufenlos.']],
  },
];
/** The same smithy, its contact page an address only: the page on visiting tells the way in. */
const VISITING: FixturePage[] = [
  ...SMITHY.slice(0, 2),
  { path: '/de/kontakt/', lang: 'de', title: 'Kontakt', type: 'ContactPage', intro: 'Hauptstraße 4, 21391 Reppenstedt. Telefon 04131 123456.' },
  { path: '/de/besuch/', lang: 'de', title: 'Besuch', intro: 'Parken können Sie im Hof; zur Schmiede sind es zwei Schritte.' },
];
const first = (pages: FixturePage[], query: string) => searchIndex(fixtureIndex(pages), { query, lang: 'de', today: '2026-11-26' }).hits[0]?.page.path;

describe('askedWayIn', () => {
  it('reads the kind of way in asked: parking, steps and wheels, a stop of public transport', () => {
    expect(asked('Kann man bei der Schmiede parken?')).to.equal(PARKING);
    expect(asked('Komme ich mit dem Rollstuhl ins Studio?')).to.equal(STEP_FREE);
    expect(asked('Welche Bushaltestelle ist am nächsten an der Werkstatt?')).to.equal(TRANSIT);
    expect(asked('Can I get to you by public transport?', 'en')).to.equal(TRANSIT);
    expect(asked('Komme ich mit dem Kinderwagen in den Laden?')).to.equal(STEP_FREE);
    // Beside the place and the way, at most two words of a visitor's errand ("Holz abholen").
    expect(asked('Wo kann ich parken, wenn ich Holz abhole?')).to.equal(PARKING);
    // A vehicle left is parked, though the question never says so.
    expect(asked('Where can I leave my car?', 'en')).to.equal(PARKING);
    expect(asked('Wo kann ich mein Fahrrad abstellen?')).to.equal(PARKING);
    expect(asked('Kann ich mein Rad reparieren lassen?')).to.equal(0);
  });
  it('not a picture of a stop, nor a question about something else that names parking in passing', () => {
    expect(asked('das Foto mit dem Bus an der verschneiten Haltestelle')).to.equal(0);
    expect(asked('Wie viel kostet der Schmiedekurs für zwei Tage, und kann ich dabei parken?')).to.equal(0);
    expect(asked('Was kostet ein Messer?')).to.equal(0);
  });
  it("not the way into a place or an occasion of someone else's, unless it is called the owner's", () => {
    expect(asked('Ist das Stadtmuseum barrierefrei?')).to.equal(0);
    expect(asked('Is there parking for the concert?', 'en')).to.equal(0);
    expect(asked('Kann man bei der Messe parken?')).to.equal(0);
    expect(asked('Is your museum wheelchair accessible?', 'en')).to.equal(STEP_FREE);
  });
  it('not a wheelchair or a pram the owner works on: "Do you build wheelchair ramps?", "Reparieren Sie auch Kinderwagen?"', () => {
    expect(asked('Do you build wheelchair ramps?', 'en')).to.equal(0);
    expect(asked('Reparieren Sie auch Kinderwagen?')).to.equal(0);
    expect(asked('Kann ich den Kinderwagen mitbringen?')).to.equal(STEP_FREE);
  });
  it('not the English verbs "stop" and "transport", nor "park" the place: only the stop of a bus, public transport, parking', () => {
    expect(asked('Did you stop painting?', 'en')).to.equal(0);
    expect(asked('Where does the tour stop?', 'en')).to.equal(0);
    expect(asked('Do you transport the piano?', 'en')).to.equal(0);
    expect(asked('Can we do the shoot in the park?', 'en')).to.equal(0);
    expect(asked('Which tram stop is nearest to you?', 'en')).to.equal(TRANSIT);
    expect(asked('Can I get there by public transport?', 'en')).to.equal(TRANSIT);
    expect(asked('Where can our coach park?', 'en')).to.equal(PARKING);
    expect(asked('Is there a car park near you?', 'en')).to.equal(PARKING);
    expect(asked('Is there somewhere to park?', 'en')).to.equal(PARKING);
  });
});

/** A painter whose contact page tells the bus, parking and the step at the door; the pages on the painting and the shoots answer the questions that use those words of something else. */
const PAINTER: FixturePage[] = [
  { path: '/en/about/', title: 'About me', type: 'AboutPage', intro: 'I painted in oils for twenty years; in 2019 I stopped painting and took up the camera.' },
  { path: '/en/shoots/', title: 'Outdoor shoots', intro: 'Family shoots outdoors: in the park by the river, in the woods or in your garden.' },
  { path: '/en/pianos/', title: 'Moving pianos', intro: 'We transport pianos and grand pianos to and from the studio for recordings.' },
  {
    path: '/en/contact/',
    title: 'Contact',
    type: 'ContactPage',
    intro: '12 Mill Lane, Hebden.',
    sections: [['Getting here', 'Bus 590 stops at the door; parking in the yard; one step at the entrance.']],
  },
];

/** A studio whose contact page speaks of business and busy days, not of the bus; its page on visiting tells the stop. */
const BUSY: FixturePage[] = [
  { path: '/en/studio/', title: 'The studio', intro: 'The studio is a converted barn where we record bands, choirs and audiobooks.' },
  {
    path: '/en/contact/',
    title: 'Contact',
    type: 'ContactPage',
    intro: 'For business enquiries write to hello@example.com; we are busy on Saturdays, so allow a day for an answer. Training days for sound engineers are booked by phone.',
  },
  { path: '/en/visiting/', title: 'Visiting', intro: 'Bus 23 stops at Mill Lane, two minutes from the studio door.' },
];

/** A painter whose studio is up a stair; the page on the exhibition in the town museum tells that the museum is step-free. */
const EXHIBITION: FixturePage[] = [
  { path: '/de/atelier/', lang: 'de', title: 'Atelier', intro: 'Das Atelier liegt im zweiten Stock eines alten Speichers.' },
  {
    path: '/de/ausstellungen/stadtmuseum/',
    lang: 'de',
    title: 'Ausstellung im Stadtmuseum Celle',
    intro: 'Vom 3. März bis 30. April 2027 zeige ich neue Bilder im Stadtmuseum Celle. Das Museum ist barrierefrei, mit Aufzug zu allen Sälen.',
  },
  {
    path: '/de/kontakt/',
    lang: 'de',
    title: 'Kontakt',
    type: 'ContactPage',
    intro: 'Speicherstraße 2, Lüneburg.',
    sections: [['Anfahrt', 'Das Atelier ist nur über eine Treppe zu erreichen, leider gibt es keinen Aufzug. Parkplätze am Hafen.']],
  },
];

describe('wayInsTold', () => {
  it('reads the kinds of way in the contact page tells, once per index and language, when the index is loaded', () => {
    const before = wayInScans.count;
    const index = fixtureIndex(SMITHY);
    const scanned = wayInScans.count - before;
    expect(wayInsTold(index, 'de')).to.equal(PARKING | STEP_FREE | TRANSIT);
    wayInsTold(index, 'de');
    // At most the one contact page, read once (prepared at load, or on the first call): never again per question.
    expect(wayInScans.count - before).to.equal(1);
    expect(scanned).to.be.at.most(1);
    expect(wayInsTold(fixtureIndex(VISITING), 'de')).to.equal(0);
  });
  it('is read when the index is loaded (prepareRanking), so no question reads a page', () => {
    const index = fixtureIndex(SMITHY);
    const before = wayInScans.count;
    prepareRanking(index);
    expect(wayInScans.count - before).to.equal(1);
    tellsWayIn(index, 'de', PARKING);
    expect(wayInScans.count - before).to.equal(1);
  });
  it('not from words that only begin like a way in: "business", "busy", "training"', () => {
    expect(wayInsTold(fixtureIndex(BUSY), 'en')).to.equal(0);
    // A street named after a park or a station is an address, not a car park nor a station nearby.
    expect(wayInsTold(fixtureIndex([{ path: '/de/kontakt/', lang: 'de', title: 'Kontakt', type: 'ContactPage', intro: 'Parkstraße 4 (Hof), Ecke Bahnhofstr. 12, Celle.' }]), 'de')).to.equal(0);
    expect(searchIndex(fixtureIndex(BUSY), { query: 'Which bus stop is closest to the studio?', lang: 'en', today: '2026-11-26' }).hits[0]?.page.path).to.equal('/en/visiting/');
  });
});

describe('tellsWayIn', () => {
  it('says whether the contact page tells a kind the question asks', () => {
    const index = fixtureIndex(VISITING.slice(0, 3));
    expect(tellsWayIn(index, 'de', PARKING)).to.equal(false);
    expect(tellsWayIn(fixtureIndex(SMITHY), 'de', PARKING)).to.equal(true);
    expect(tellsWayIn(fixtureIndex(SMITHY), undefined, TRANSIT)).to.equal(true);
  });
  it('lists the contact page first when it tells the way in, and leaves the page on visiting first when the contact page does not', () => {
    expect(first(SMITHY, 'Kann man bei der Schmiede parken?')).to.equal('/de/kontakt/');
    expect(first(VISITING, 'Kann man bei der Schmiede parken?')).to.not.equal('/de/kontakt/');
  });
  it('lists the page on the exhibition first under "Ist das Stadtmuseum barrierefrei?", and the contact page under the way into the studio', () => {
    expect(first(EXHIBITION, 'Ist das Stadtmuseum barrierefrei?')).to.equal('/de/ausstellungen/stadtmuseum/');
    expect(first(EXHIBITION, 'Komme ich mit dem Rollstuhl in die Ausstellung in Celle?')).to.equal('/de/ausstellungen/stadtmuseum/');
    expect(first(EXHIBITION, 'Komme ich mit dem Rollstuhl ins Atelier?')).to.equal('/de/kontakt/');
  });
  it('lists the page on ramps first under "Do you build wheelchair ramps?" on a joiner\'s site whose contact page tells the step at its door', () => {
    const joiner: FixturePage[] = [
      { path: '/en/ramps/', title: 'Ramps and thresholds', intro: 'We build oak ramps for wheelchairs and prams, and level thresholds for front doors.' },
      { path: '/en/contact/', title: 'Contact', type: 'ContactPage', intro: 'The workshop, 4 Church Lane.', sections: [['Getting here', 'One step at the workshop door; parking in the lane.']] },
    ];
    expect(searchIndex(fixtureIndex(joiner), { query: 'Do you build wheelchair ramps?', lang: 'en', today: '2026-11-26' }).hits[0]?.page.path).to.equal('/en/ramps/');
  });
  it('leaves the contact page where it was under a question that says "stop", "park" or "transport" of something else', () => {
    const top = (query: string) => searchIndex(fixtureIndex(PAINTER), { query, lang: 'en', today: '2026-11-26' }).hits[0]?.page.path;
    expect(top('Did you stop painting?')).to.equal('/en/about/');
    expect(top('Can we do the shoot in the park?')).to.equal('/en/shoots/');
    expect(top('Do you transport the piano?')).to.equal('/en/pianos/');
    expect(top('Where can I park?')).to.equal('/en/contact/');
  });
});
