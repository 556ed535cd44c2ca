/**
 * The visitor concepts: words a guest from elsewhere asks in their own language that the
 * owner's one-language page for guests never uses (a fixture; `today` fixed).
 */
import { expect } from 'chai';
import { searchIndex } from '../../../server/search/search-query.ts';
import { VISITOR_CONCEPTS } from '../../../server/search/visitor-concepts.ts';
import { CONCEPTS } from '../../../server/search/concept-lists.ts';
import { TERMS_CONCEPTS } from '../../../server/search/terms-concepts.ts';
import { TRADE_CONCEPTS } from '../../../server/search/trade-concepts.ts';
import { INTENT_CONCEPTS } from '../../../server/search/intent-concepts.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { sample } from '../../helpers/sites.ts';
import { VISITORS_OWN_CONCEPTS } from '../../../server/search/visitors-own-concepts.ts';

const site = () =>
  fixtureIndex([
    { path: '/de/', lang: 'de', title: 'Start', intro: 'Kurse und Führungen in den Bergen, für Gruppen und allein.', translations: { en: '/en/' } },
    { path: '/en/', title: 'Home', intro: 'Courses and guided days in the mountains, for groups and on your own.', translations: { de: '/de/' } },
    { path: '/de/preise/', lang: 'de', title: 'Preise', intro: 'Ein Tag kostet 450 Euro, zahlbar vorab.', translations: { en: '/en/prices/' } },
    { path: '/en/prices/', title: 'Prices', intro: 'A day costs 450 euros, paid in advance.', translations: { de: '/de/preise/' } },
    {
      path: '/en/guests-from-abroad/',
      title: 'Guests from abroad',
      intro: 'What guests from other countries usually ask.',
      sections: [
        ['Tipping', 'Tips are not expected; 5 per cent of the day rate is usual.'],
        ['From the airport', 'Take the train from the airport; there is no transfer.'],
        ['What to bring', 'Bring cash for drinks: the huts take no cards.'],
      ],
    },
  ]);
const first = (query: string) => searchIndex(site(), { query, lang: 'de', today: '2026-11-23' }).hits[0]?.section.path;

describe('VISITOR_CONCEPTS', () => {
  it('are part of the concept list, after the older concepts and before the terms, trade and intent concepts (their ids stay)', () => {
    const end = CONCEPTS.length - TERMS_CONCEPTS.length - TRADE_CONCEPTS.length - INTENT_CONCEPTS.length - VISITORS_OWN_CONCEPTS.length;
    expect(CONCEPTS.slice(end - VISITOR_CONCEPTS.length, end)).to.deep.equal(VISITOR_CONCEPTS);
  });
  it("bridge a German visitor's word to the English-only page for guests: Trinkgeld, Flughafen, Bargeld", () => {
    expect(first('Gibt man Trinkgeld?')).to.equal('/en/guests-from-abroad/#s0');
    expect(first('Wie komme ich vom Flughafen her?')).to.equal('/en/guests-from-abroad/#s1');
    expect(first('Brauche ich Bargeld?')).to.equal('/en/guests-from-abroad/#s2');
  });
  it('bridge who comes along within a language: a teenager or a granddaughter to the answer about children', () => {
    const index = fixtureIndex([
      {
        path: '/de/touren/',
        lang: 'de',
        title: 'Touren',
        intro: 'Skitouren im Karwendel: mit 1000 Metern Aufstieg am Tag.',
        sections: [['Wer mitkommt', 'Meist kommen Paare und kleine Gruppen mit.']],
      },
      {
        path: '/de/fragen/',
        lang: 'de',
        title: 'Häufige Fragen',
        intro: 'Was Gäste oft fragen.',
        sections: [['Nehmen Sie Kinder mit?', 'Kinder ab 12 Jahren kommen gern mit, mit einem Elternteil.']],
      },
    ]);
    const top = (query: string) => searchIndex(index, { query, lang: 'de', today: '2026-11-23' }).hits[0]?.section.path;
    expect(top('Kommt ein Jugendlicher mit?')).to.equal('/de/fragen/#s0');
    expect(top('Darf meine Enkelin mit?')).to.equal('/de/fragen/#s0');
  });
  it('bridge moving abroad to the English-only page about it', () => {
    const index = fixtureIndex([
      { path: '/de/unterricht/', lang: 'de', title: 'Unterricht', intro: 'Klavierstunden für Kinder und Erwachsene in Freiburg, 45 oder 60 Minuten.', translations: { en: '/en/lessons/' } },
      { path: '/en/lessons/', title: 'Lessons', intro: 'Piano lessons for children and adults in Freiburg, 45 or 60 minutes.', translations: { de: '/de/unterricht/' } },
      { path: '/en/journal/online-abroad/', title: 'Online lessons from abroad', intro: 'Pupils who move to another country can go on with their lessons online; pupils abroad pay by bank transfer.' },
    ]);
    const top = (query: string) => searchIndex(index, { query, lang: 'de', today: '2026-11-23' }).hits[0]?.page.path;
    expect(top('Ich ziehe weg, geht es weiter?')).to.equal('/en/journal/online-abroad/');
    expect(top('Wie zahlt man aus dem Ausland?')).to.equal('/en/journal/online-abroad/');
  });
  it("bridge a visitor's ticket to the site's admission", () => {
    const index = fixtureIndex([
      { path: '/en/events/', title: 'Events', intro: 'What is on.', sections: [['On now', 'Bees and people, in Eberswalde until March; admission 6 euros.']] },
      { path: '/en/honey/', title: 'Honey', intro: 'Price list of our honey: a 500 g jar costs 9 euros.' },
    ]);
    expect(searchIndex(index, { query: 'how much is a ticket?', lang: 'en', today: '2026-11-23' }).hits[0]?.section.path).to.equal('/en/events/#s0');
  });
  it('read a pram, a buggy, a guide dog or a "Rolli" as getting in without steps (the accessibility concept)', () => {
    const index = fixtureIndex([
      { path: '/de/kontakt/', lang: 'de', title: 'Kontakt', intro: 'So finden Sie uns.', sections: [['Anfahrt', 'Der Laden liegt ebenerdig, ohne Stufen; Straßenbahn 4 bis Markt.']] },
      { path: '/de/laden/', lang: 'de', title: 'Der Laden', intro: 'Im Laden gibt es Garn, Wolle und Stricknadeln.' },
    ]);
    for (const query of ['Komme ich mit dem Kinderwagen rein?', 'Komm ich mit dem Rolli rein?', 'Darf ich meinen Blindenhund mitbringen?'])
      expect(searchIndex(index, { query, lang: 'de', today: '2026-11-23' }).hits[0]?.page.path, query).to.equal('/de/kontakt/');
  });
  it('read "schicken", "zuschicken", "einsenden" as the shipping the site words as Versand (concept-lists.ts)', () => {
    const index = fixtureIndex([
      { path: '/de/versand/', lang: 'de', title: 'Versand', intro: 'Wir versenden Honig in ganz Europa; das Porto steht im Warenkorb.' },
      { path: '/de/honig/', lang: 'de', title: 'Honig', intro: 'Unser Honig aus der Uckermark, im Glas zu 500 g.' },
    ]);
    // Without the words the honey page (Honig) comes first.
    expect(searchIndex(index, { query: 'Kann ich mir Honig nach Wien schicken lassen?', lang: 'de', today: '2026-11-23' }).hits[0]?.page.path).to.equal('/de/versand/');
  });
  it('read a subscription ("Abo", "subscription") as the site\'s membership or club', () => {
    const index = fixtureIndex([
      { path: '/en/wine-club/', title: 'Wine club', intro: 'Six bottles three times a year.', sections: [['Memberships', 'A membership runs for a year and renews unless cancelled.']] },
      { path: '/en/wines/', title: 'Our wines', intro: 'Riesling and Pinot from the slate slopes.' },
    ]);
    // Without the concept the wines page (wine) comes first: "subscription" is no word of the site.
    expect(searchIndex(index, { query: 'Is there a wine subscription?', lang: 'en', today: '2026-11-23' }).hits[0]?.page.path).to.equal('/en/wine-club/');
  });
  it('read watching ("zugucken", "spectators") as the site\'s word for it (zusehen, zuschauen)', () => {
    const index = fixtureIndex([
      { path: '/de/fragen/', lang: 'de', title: 'Fragen', intro: 'Antworten für Eltern.', sections: [['Eltern', 'Eltern dürfen in der ersten Stunde zuschauen.']] },
      { path: '/de/kurse/', lang: 'de', title: 'Kurse', intro: 'Kurse für Hunde und ihre Menschen, dienstags und donnerstags.' },
    ]);
    // Without the concept nothing is found: "zugucken" is no word of the site.
    expect(searchIndex(index, { query: 'Darf ich zugucken?', lang: 'de', today: '2026-11-23' }).hits[0]?.page.path).to.equal('/de/fragen/');
  });
  it("read a visitor's waterproof as the site's water resistance and seals", () => {
    const index = fixtureIndex([
      { path: '/en/service/', title: 'Service', intro: 'A full service: cleaning, new seals and a test of the water resistance.' },
      { path: '/en/shop/', title: 'Shop', intro: 'Restored watches for sale, with a year of guarantee; we make old clocks run again.' },
    ]);
    // Without the concept the service page, which never says "waterproof", is not found at all.
    expect(searchIndex(index, { query: 'Can you make my watch waterproof again?', lang: 'en', today: '2026-11-23' }).hits.map((h) => h.page.path)).to.include('/en/service/');
  });
  it("read a visitor's CV as the owner's biography: the About page or the press kit's short biography (the sample site)", () => {
    // Without the concept nothing at all matches "Gibt es einen CV von ihr?".
    expect(searchIndex(sample().search, { query: 'Gibt es einen CV von ihr?', lang: 'de', today: '2026-11-23' }).hits[0]?.page.path).to.be.oneOf(['/de/ueber-mich/', '/de/presse/']);
  });
  it('read an NDA as the confidentiality the site promises', () => {
    const index = fixtureIndex([
      { path: '/en/faq/', title: 'Questions', intro: 'What clients ask.', sections: [['Is what we say confidential?', 'Yes: everything said in a meeting stays confidential.']] },
      { path: '/en/rates/', title: 'Rates', intro: 'A day costs 900 euros.' },
    ]);
    expect(searchIndex(index, { query: 'Do you sign NDAs?', lang: 'en', today: '2026-11-23' }).hits[0]?.page.path).to.equal('/en/faq/');
  });
  it("bridge a visitor's blog to the site's journal", () => {
    const index = fixtureIndex([
      { path: '/en/journal/', title: 'Journal', intro: 'Notes from the workshop, newest first.' },
      { path: '/en/maps/', title: 'Maps and posters', intro: 'Large maps and posters are flattened and mended in the big press.' },
    ]);
    expect(searchIndex(index, { query: 'latest blog post', lang: 'en', today: '2026-11-23' }).hits[0]?.page.path).to.equal('/en/journal/');
  });
  it('read no fees ("die monatlichen Beiträge") and no notebook sold as the journal', () => {
    const index = fixtureIndex([
      { path: '/de/journal/', lang: 'de', title: 'Journal', intro: 'Notizen aus dem Studio, die neuesten zuerst.' },
      { path: '/de/preise/', lang: 'de', title: 'Preise', intro: 'Die Mitgliedschaft kostet monatlich 79 Euro.' },
      { path: '/de/laden/', lang: 'de', title: 'Laden', intro: 'Ein Notizbuch aus Holz, mit Ihrem Namen graviert.' },
    ]);
    expect(searchIndex(index, { query: 'Wie hoch sind die monatlichen Beiträge?', lang: 'de', today: '2026-11-23' }).hits[0]?.page.path).to.equal('/de/preise/');
    expect(searchIndex(index, { query: 'Ich habe ein Notizbuch aus Holz gesehen, verkaufen Sie das?', lang: 'de', today: '2026-11-23' }).hits[0]?.page.path).to.equal('/de/laden/');
  });
  it('every concept names words in both languages (a bridge needs two ends)', () => {
    for (const concept of VISITOR_CONCEPTS) expect(Object.keys(concept.words)).to.have.members(['en', 'de']);
  });
});
