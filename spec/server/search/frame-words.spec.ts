/** A follow-up's price, unit of time, "how long" or "how often" names no topic of its own: the previous question's topic keeps its weight. */
import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import { isFrameWord, withoutFrameWords } from '../../../server/search/frame-words.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { loadSite } from '../../../server/site/load-site.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

describe('isFrameWord', () => {
  it('is true for price words, units of time and the words of "how long" and "how often", in the languages given', () => {
    for (const word of ['kostet', 'cost', 'monat', 'month', 'jahr', 'week', 'lange', 'long', 'oft', 'often', 'alter', 'age']) expect(isFrameWord(word, ['en', 'de']), word).to.equal(true);
    expect(isFrameWord('kostet', ['en'])).to.equal(false);
  });
  it('not for words that name a topic', () => {
    for (const word of ['showgruppe', 'eintritt', 'prescription', 'team', 'gutscheine']) expect(isFrameWord(word, ['en', 'de']), word).to.equal(false);
  });
  it('lets a follow-up that asks "how long" keep the previous question\'s topic (the seventeenth development site: the team page, not how the office works)', () => {
    const site = loadSite(fileURLToPath(new URL('../../../bench/eval/seventeenth-site', import.meta.url))).search;
    const hits = searchIndex(site, { query: 'how long has she worked for you?', lang: 'en', prev: ['Who is Svenja Albers?'], today: '2026-11-26' }).hits;
    expect(hits[0].page.path).to.equal('/en/team/');
  });
  it('lets "ab welchem Alter?" ask about the previous question\'s courses: the price list that names a bag "Aller" (a near form) does not come close', () => {
    const index = fixtureIndex([
      { path: '/de/preise/', lang: 'de', title: 'Preise', intro: 'Gürtel nach Maß ab 95 Euro, Umhängetasche Aller 480 Euro, Handtasche Dom 380 Euro. Die Preise der Kurse stehen unter Kurse.' },
      { path: '/de/kurse/', lang: 'de', title: 'Kurse', intro: 'Kurse am Samstag, für Kinder von 10 bis 14 Jahren: ein Hundehalsband in drei Stunden, 45 Euro.' },
      { path: '/de/journal/neue-maschine/', lang: 'de', title: 'Eine neue Maschine', intro: 'Die alte Maschine näht wieder, nach einer langen Instandsetzung.' },
    ]);
    const hits = searchIndex(index, { query: 'ab welchem Alter?', lang: 'de', prev: ['Machen Sie auch Kurse für Kinder?'], today: '2026-11-26' }).hits;
    // "Alter" as a word of its own weighed the previous question at 0.75: the courses 1.06 times the prices, now 1.42 times.
    expect(hits[0].page.path).to.equal('/de/kurse/');
    expect(hits[0].raw).to.be.above(1.3 * hits.find((h) => h.page.path === '/de/preise/')!.raw);
  });
});

describe('withoutFrameWords', () => {
  it("drops the previous question's price and time words, and returns the same array when it has none", () => {
    expect(withoutFrameWords(['was', 'kostet', 'ein', 'trauerkranz'], ['de'])).to.deep.equal(['was', 'ein', 'trauerkranz']);
    const none = ['gibt', 'es', 'eine', 'showgruppe'];
    expect(withoutFrameWords(none, ['de'])).to.equal(none);
  });
  it('lets a follow-up that asks its own question find its topic, not the price list (the nineteenth development site)', () => {
    const florist = loadSite(fileURLToPath(new URL('../../../bench/eval/nineteenth-site', import.meta.url))).search;
    const hits = searchIndex(florist, { query: 'und bis wann muss ich bestellen?', lang: 'de', prev: ['Was kostet ein Trauerkranz?'], today: '2026-11-26' }).hits;
    expect(hits[0].page.path).to.equal('/de/trauerfloristik/');
  });
});
