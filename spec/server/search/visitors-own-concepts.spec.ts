/**
 * The visitors' own concepts: everyday words for who comes, how they feel and what they carry,
 * where the owner writes the trade's word (a fixture; `today` fixed).
 */
import { expect } from 'chai';
import { searchIndex } from '../../../server/search/search-query.ts';
import { CONCEPTS } from '../../../server/search/concept-lists.ts';
import { VISITORS_OWN_CONCEPTS } from '../../../server/search/visitors-own-concepts.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const site = () =>
  fixtureIndex([
    { path: '/en/', title: 'Home', intro: 'Climbing and hiking days in the hills above Lenggries, and a small shop for outdoor things.', translations: { de: '/de/' } },
    { path: '/de/', lang: 'de', title: 'Start', intro: 'Kletter- und Wandertage in den Bergen über Lenggries, und ein kleiner Laden.', translations: { en: '/en/' } },
    { path: '/en/first-steps/', title: 'First steps', intro: 'Timid? Our beginners day goes gently: we take our time, and nobody has to climb higher than they like.' },
    { path: '/en/what-to-bring/', title: 'What to bring', intro: 'Please bring sturdy shoes, a rain jacket and something to drink; helmets are lent.' },
    { path: '/en/safes/', title: 'Lockers', intro: 'At the hut your valuables go into a safe in the office.' },
    { path: '/de/kinder/', lang: 'de', title: 'Kinder', intro: 'Spielerische Klettertage für Kinder ab drei Jahren, mit Eltern.' },
    { path: '/de/agb/', lang: 'de', title: 'AGB', intro: 'Mängel an Leihgeräten melden Sie bitte innerhalb von 14 Tagen; wir tauschen sie aus.' },
    { path: '/de/impressum/', lang: 'de', title: 'Impressum', intro: 'Angaben gemäß § 5 TMG: Bergschule Anna Berg, Hofweg 3, Lenggries.' },
    { path: '/en/allergies/', title: 'Allergies', intro: 'Tell us about allergies and intolerances when you book the hut dinner.' },
    { path: '/de/unterkunft/', lang: 'de', title: 'Unterkunft', intro: 'Zimmer im Gästehaus am Hof, auch für eine Nacht.' },
    { path: '/de/trauer/', lang: 'de', title: 'Gedenkwege', intro: 'Stille Wege zum Gedenken: Wir begleiten Trauerfeiern am Berg.' },
  ]);
const top = (query: string, lang: string) => searchIndex(site(), { query, lang, today: '2026-11-23' }).hits[0]?.page.path;

describe('VISITORS_OWN_CONCEPTS', () => {
  it('come last in the concept list (the older concepts keep their ids)', () => {
    expect(CONCEPTS.slice(CONCEPTS.length - VISITORS_OWN_CONCEPTS.length)).to.deep.equal(VISITORS_OWN_CONCEPTS);
  });
  it("read a visitor's fear as the owner's word for it (timid)", () => {
    expect(top("I'm a bit scared of heights, could I still come?", 'en')).to.equal('/en/first-steps/');
  });
  it('read gear and kit as what to bring', () => {
    expect(top('What gear do I need?', 'en')).to.equal('/en/what-to-bring/');
  });
  it('read a strongbox as a safe, a Knirps as a child', () => {
    expect(top('Is there a strongbox?', 'en')).to.equal('/en/safes/');
    expect(top('Mein Knirps ist zwei, darf er mit?', 'de')).to.equal('/de/kinder/');
  });
  it("read a complaint as the terms' defects, who runs the website as the legal notice, a Beisetzung as a funeral", () => {
    expect(top('Kann ich mich beschweren, wenn das Seil kaputt ist?', 'de')).to.equal('/de/agb/');
    expect(top('Wer betreibt diese Website?', 'de')).to.equal('/de/impressum/');
    expect(top('Begleiten Sie auch eine Beisetzung?', 'de')).to.equal('/de/trauer/');
  });
});

describe('CONCEPTS: everyday words added to the older concepts', () => {
  it('read gluten-free as allergies, a Ferienwohnung as accommodation', () => {
    expect(top('Can you do gluten-free?', 'en')).to.equal('/en/allergies/');
    expect(top('Gibt es eine Ferienwohnung?', 'de')).to.equal('/de/unterkunft/');
  });
});
