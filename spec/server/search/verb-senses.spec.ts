/** "How do I book her?": "book" the verb is read as hiring, "her book" stays the owner's book (the sample site). */
import { expect } from 'chai';
import { withVerbSenses } from '../../../server/search/verb-senses.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fileURLToPath } from 'node:url';
import { sample, site } from '../../helpers/sites.ts';

const evalSite = (name: string) => site(fileURLToPath(new URL(`../../../bench/eval/${name}`, import.meta.url)));

const read = (q: string) => withVerbSenses(tokenize(q, { joined: false }), ['en', 'de']).join(' ');

describe('withVerbSenses', () => {
  it('reads "book" after a subject or modal, or before an object, and "booking" anywhere, as hiring', () => {
    expect(read('How do I book her?')).to.equal('how do i hire her');
    expect(read('Can we book a fitting?')).to.equal('can we hire a fitting');
    expect(read('book her for a wedding')).to.equal('hire her for a wedding');
    expect(read('booking a session')).to.equal('hire a session');
  });
  it('reads "hiring" after "are you" or "still" as asking for a vacancy, and "hiring" elsewhere as hiring', () => {
    const cases: [string, string][] = [
      ['Are you hiring?', 'are you vacancy'],
      ['Is the café still hiring staff?', 'is the cafe still vacancy staff'],
      ['hiring a photographer for a wedding', 'hiring a photographer for a wedding'],
      ['Are you looking for an apprentice?', 'are you vacancy for an apprentice'],
      ['I am looking for a gift', 'i am looking for a gift'],
    ];
    for (const [query, reading] of cases) expect(read(query), query).to.equal(reading);
  });
  it('not "hiring" right after "is": the gerund, commissioning the owner', () => {
    expect(read('How much is hiring you for a day?').split(' ')).to.include('hiring').and.not.include('vacancy');
  });
  it('answers "Are you hiring?" in English with the German-only job advertisement of a site that has one', () => {
    const physio = evalSite('twenty-sixth-site');
    expect(searchIndex(physio.search, { query: 'Are you hiring?', lang: 'en' }).hits[0].page.path).to.equal('/de/stellenangebot/');
    const baker = evalSite('twenty-fourth-site');
    expect(searchIndex(baker.search, { query: 'Are you hiring weekend staff for the café?', lang: 'en' }).hits[0].page.path).to.equal('/de/journal/aushilfen-gesucht/');
  });
  it('reads "getting married", "to marry", "wir heiraten" as a wedding, and "Is she married?", "Wo kann man heiraten?" as themselves', () => {
    expect(read('my sister is getting married next summer')).to.equal('my sister is getting wedding next summer');
    expect(read('Can we marry on the beach?')).to.equal('can we wedding on the beach');
    expect(read('Is she married?')).to.equal('is she married');
    expect(read('Are you married?')).to.equal('are you married');
    expect(read('Wir heiraten im Juli')).to.equal('wir hochzeit im juli');
    expect(read('Wo kann man in Lüneburg heiraten?')).to.equal('wo kann man in lüneburg heiraten');
  });
  it("answers a visitor's wedding plans with the wedding course, not the team page of a married couple", () => {
    const jeweller = evalSite('twelfth-site');
    const query = 'We are getting married in May and would love to make our rings ourselves, is that possible?';
    expect(searchIndex(jeweller.search, { query, lang: 'en' }).hits[0].page.path).to.equal('/en/ring-course/');
  });
  it('reads German paying by card ("mit Karte zahlen", "EC-Karte") as card payment, and "Karte" alone as itself', () => {
    expect(read('Kann ich mit Karte zahlen?')).to.equal('kann ich mit kartenzahlung kartenzahlung');
    expect(read('Nehmen Sie EC-Karte?')).to.equal('nehmen sie kartenzahlung karte');
    expect(read('Was kostet eine Karte für das Konzert?')).to.equal('was kostet eine karte für das konzert');
    expect(read('Was zahlen Sie für alte Bücher?')).to.equal('was zahlen sie für alte bücher');
    expect(read('Kann ich per Karte zahlen?')).to.equal('kann ich per kartenzahlung kartenzahlung');
    // "mit Karte" without paying is a greeting card.
    expect(read('Kommt der Strauß mit Karte?')).to.equal('kommt der strauss mit karte');
  });
  it('reads German "Preis" before a verb of winning or receiving as a prize ("Welche Preise bekommt sie?", "einen Preis gewonnen"), and "Preise" alone or "bekomme ich" as prices', () => {
    expect(read('und welche Preise bekommt sie?')).to.equal('und welche auszeichnung bekommt sie');
    expect(read('Hat er einen Preis gewonnen?')).to.equal('hat er einen auszeichnung gewonnen');
    expect(read('Welche Preise haben Sie?')).to.equal('welche preise haben sie');
    expect(read('Welchen Preis bekomme ich für mein altes Rad?')).to.equal('welchen preis bekomme ich für mein altes rad');
    expect(read('Welchen Preis bekommen wir für unser altes Rad?')).to.equal('welchen preis bekommen wir für unser altes rad');
    expect(read('Welche Preise bekommt man als Student?')).to.equal('welche preise bekommt man als student');
  });
  it('answers a bunch "mit Karte" with the shop\'s cards, not the means of payment', () => {
    const florist = evalSite('nineteenth-site');
    const hits = searchIndex(florist.search, { query: 'Kommt der Strauß mit Karte, wenn ich ihn verschenke?', lang: 'de' }).hits.slice(0, 4);
    // Read as paying, the page on paying from abroad took the shop's "Karten und Kleinigkeiten" place.
    expect(hits.map((h) => h.page.path)).to.include('/de/laden/');
    expect(hits.map((h) => h.page.path)).not.to.include('/en/flowers-from-abroad/');
  });
  it('answers "Kann ich bei Ihnen mit Karte zahlen?" with the FAQ that lists the means of payment, not the page of what the owner pays or the tickets', () => {
    const books = evalSite('twenty-first-site');
    expect(searchIndex(books.search, { query: 'Kann ich bei Ihnen mit Karte zahlen?', lang: 'de' }).hits[0].page.path).to.equal('/de/haeufige-fragen/');
  });
  it('leaves the noun a noun, and a question without the words the same array', () => {
    expect(read('Where can I buy her book?')).to.equal('where can i buy her book');
    expect(read('Is the book still available?')).to.equal('is the book still available');
    const tokens = tokenize('prices for prints', { joined: false });
    expect(withVerbSenses(tokens, ['en'])).to.equal(tokens);
  });
  it('answers "How do I book her?" with the assignments page, not the photo book', () => {
    const first = searchIndex(sample().search, { query: 'How do I book her?', lang: 'en', subject: sample().person?.name }).hits[0];
    expect(first.page.path).to.equal('/en/assignments/');
  });
  it('answers "Where can I buy the book?" with the publications page, not the page whose keywords say "booking"', () => {
    const first = searchIndex(sample().search, { query: 'Where can I buy the book?', lang: 'en', subject: sample().person?.name }).hits[0];
    expect(first.page.path).to.equal('/en/publications/');
    const german = searchIndex(sample().search, { query: 'Wo kann ich das Buch kaufen?', lang: 'de', subject: sample().person?.name }).hits[0];
    expect(german.page.path).to.equal('/de/publikationen/');
  });
});
