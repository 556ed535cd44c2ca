/**
 * The everyday concepts: household and shopping words a visitor uses where the owner writes
 * another (a fixture; `today` fixed).
 */
import { expect } from 'chai';
import { searchIndex } from '../../../server/search/search-query.ts';
import { CONCEPTS } from '../../../server/search/concept-lists.ts';
import { EVERYDAY_CONCEPTS } from '../../../server/search/everyday-concepts.ts';
import { VISITOR_CONCEPTS } from '../../../server/search/visitor-concepts.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const site = () =>
  fixtureIndex([
    { path: '/en/', title: 'Home', intro: 'Mushrooms grown on our farm near Meschede, sold at the farm and at markets.', translations: { de: '/de/' } },
    { path: '/de/', lang: 'de', title: 'Start', intro: 'Pilze von unserem Hof bei Meschede, im Hofladen und auf Märkten.', translations: { en: '/en/' } },
    { path: '/en/restaurants/', title: 'Restaurants', intro: 'We supply restaurants twice a week: order by Monday, delivery on Wednesday.' },
    { path: '/en/farm-shop/', title: 'Farm shop', intro: 'Open on Saturdays from 9 to 13; we sell fresh mushrooms and dried ones.' },
    { path: '/en/curtains/', title: 'Curtains and blinds', intro: 'We make curtains and roller blinds to measure and hang them for you.' },
    { path: '/de/bedingungen/', lang: 'de', title: 'Bedingungen', intro: 'Für Mietgeräte nehmen wir eine Anzahlung von 50 Euro, die Sie bei Rückgabe zurückbekommen.' },
    { path: '/de/geraete/', lang: 'de', title: 'Geräte', intro: 'Wir verleihen Raclettegrills und Dörrgeräte für Feiern zu Hause.' },
    { path: '/de/kontakt/', lang: 'de', title: 'Kontakt', intro: 'Hofweg 3, Meschede. Mit Bus und Bahn: Haltestelle Hofweg, Linie 5. Parken können Sie im Hof.' },
  ]);
const top = (query: string, lang: string) => searchIndex(site(), { query, lang, today: '2026-11-23' }).hits[0]?.page.path;

describe('EVERYDAY_CONCEPTS', () => {
  it('are part of the concept list, right before the visitor concepts (the older concepts keep their ids)', () => {
    const at = CONCEPTS.indexOf(VISITOR_CONCEPTS[0]);
    expect(CONCEPTS.slice(at - EVERYDAY_CONCEPTS.length, at)).to.deep.equal(EVERYDAY_CONCEPTS);
  });
  it("bridge a visitor's eateries to the owner's restaurants, and drapes to curtains", () => {
    expect(top('do you sell wholesale to eateries', 'en')).to.equal('/en/restaurants/');
    expect(top('Do you do drapes?', 'en')).to.equal('/en/curtains/');
    expect(top('Machen Sie auch Jalousien?', 'de')).to.equal('/en/curtains/');
  });
  it('read a Kaution as the deposit the terms ask for', () => {
    expect(top('Gibt es eine Kaution?', 'de')).to.equal('/de/bedingungen/');
  });
});

describe('CONCEPTS: everyday words of the older concepts', () => {
  it('read the Öffis as the way there by bus and train, Kundenparkplätze as parking', () => {
    expect(top('Wie komme ich mit den Öffis zu euch?', 'de')).to.equal('/de/kontakt/');
    expect(top('Gibt es Kundenparkplätze?', 'de')).to.equal('/de/kontakt/');
  });
  const pottery = () =>
    fixtureIndex([
      { path: '/en/', title: 'Home', intro: 'A pottery in Bielefeld: tableware, courses and commissions.', translations: { de: '/de/' } },
      { path: '/de/', lang: 'de', title: 'Start', intro: 'Eine Töpferei in Bielefeld: Geschirr, Kurse und Aufträge.', translations: { en: '/en/' } },
      { path: '/en/terms/', title: 'Terms', intro: 'We accept cash and cards. Orders are made to measure.' },
      { path: '/en/courses/', title: 'Courses', intro: 'Wheel-throwing for beginners on Tuesday evenings.' },
      { path: '/de/termine/', lang: 'de', title: 'Kurstermine', intro: 'Die Buchung der Kursplätze läuft über unseren Kalender.' },
      { path: '/de/werkstatt/', lang: 'de', title: 'Werkstatt', intro: 'Unsere Werkstatt: zwei Öfen, Glasuren und vier Drehscheiben.' },
      { path: '/de/kontakt/', lang: 'de', title: 'Kontakt', intro: 'Rollstuhlgerecht mit Aufzug, Hunde sind willkommen.' },
    ]);
  const first = (query: string, lang: string) => searchIndex(pottery(), { query, lang, today: '2026-11-27' }).hits[0]?.page.path;
  it('read a card named by its brand as paying (Visa), a cat as a pet, hard of hearing as getting in, signing up as booking (forty-eighth round)', () => {
    expect(first('Can I pay with Visa?', 'en')).to.equal('/en/terms/');
    expect(first('Darf meine Katze mit?', 'de')).to.equal('/de/kontakt/');
    expect(first('Kommen Schwerhörige bei euch zurecht?', 'de')).to.equal('/de/kontakt/');
    expect(first('Muss ich mich anmelden?', 'de')).to.equal('/de/termine/');
  });
  it('read visually impaired and partially sighted as getting in', () => {
    const studio = fixtureIndex([
      { path: '/en/courses/', title: 'Courses', intro: 'Wheel-throwing for beginners on Tuesday evenings; visitors welcome to watch.' },
      { path: '/en/visiting/', title: 'Visiting', intro: 'The studio is step-free, with a lift to the first floor.' },
    ]);
    const top = (query: string) => searchIndex(studio, { query, lang: 'en' }).hits[0]?.page.path;
    expect(top('Can visually impaired visitors find their way around?')).to.equal('/en/visiting/');
    expect(top('Is it fine for partially sighted visitors?')).to.equal('/en/visiting/');
  });
});
