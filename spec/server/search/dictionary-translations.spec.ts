/** The general word list read both ways, for words and compound parts the site never translates. */
import { expect } from 'chai';
import {
  dictionaryOf,
  dictionaryTranslations,
  DICTIONARY_SHARE,
  LEARNED_TRANSLATIONS,
  LEARNED_SHARE,
  learnedDictionaryOf,
  listedStem,
  listedTerms,
} from '../../../server/search/dictionary-translations.ts';
import { LEARNED_WORDS } from '../../../server/search/learned-dictionary-table.ts';
import { analyzerFor, foldToken } from '../../../server/search/analyzer.ts';
import { questionStops } from '../../../server/search/question-words.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { analyzeWord } from '../../../server/search/word-analysis.ts';
import { TRANSLATION_WEIGHT } from '../../../server/search/translation-lexicon.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

// As a question's tokens reach the list: folded, then stemmed.
const de = (t: string) => analyzerFor('de').stem(foldToken(t.toLowerCase()));
const en = (t: string) => analyzerFor('en').stem(foldToken(t.toLowerCase()));

// Garden/Garten and Prices/Preise teach the site's own translations; the guided walks are written
// only in English, the exam only in German, and neither page's words are ones the site translates.
const site = () =>
  fixtureIndex([
    { path: '/en/gardens/', title: 'Gardens', translations: { de: '/de/gaerten/' }, intro: 'We plan gardens and courtyards.', sections: [['Prices', 'Garden plans are priced by the hour.']] },
    { path: '/de/gaerten/', lang: 'de', title: 'Gärten', translations: { en: '/en/gardens/' }, intro: 'Wir planen Gärten und Höfe.', sections: [['Preise', 'Gartenpläne kosten nach Stunden.']] },
    { path: '/en/walks/', title: 'Walks in English', intro: 'Guided tours of the old garden for visitors and groups, April to October.' },
    { path: '/de/pruefung/', lang: 'de', title: 'Prüfung', intro: 'Die Prüfung hat dreißig Fragen; bestanden ist sie mit vierundzwanzig richtigen.' },
    { path: '/de/kurse/', lang: 'de', title: 'Kurse', intro: 'Kurse im Garten für Gruppen und Familien, im Sommer und im Winter.' },
    { path: '/en/courses/', title: 'Courses', intro: 'Courses for families in summer and winter, with questions answered at the end.' },
  ]);
const paths = (query: string, lang: string) => searchIndex(site(), { query, lang }).hits.map((h) => h.page.path);

describe('dictionaryOf', () => {
  it('reads each entry both ways, by stem, the most usual word first', () => {
    expect(dictionaryOf('de', 'en')!.get(de('Führungen'))?.[0]).to.equal(en('tour'));
    expect(dictionaryOf('en', 'de')!.get(en('exams'))).to.include(de('Prüfung'));
  });
  it('covers only its two languages, and holds no stop word (it could never be asked, nor looked for)', () => {
    expect(dictionaryOf('de', 'fr')).to.equal(undefined);
    expect(dictionaryOf('en', 'en')).to.equal(undefined);
    for (const targets of dictionaryOf('de', 'en')!.values()) expect(targets).to.not.include.members(['the', 'up', 'of']);
  });
  it('reads no weekday as another word: Montag is not Montage (installation), which the German stemmer makes the same', () => {
    expect(dictionaryOf('de', 'en')!.get(de('Montag')) ?? []).to.not.include(en('installation'));
    expect(dictionaryOf('en', 'de')!.get(en('installation')) ?? []).to.not.include(de('Montag'));
  });
});

describe('learnedDictionaryOf', () => {
  it('reads each learned pair both ways, by stem, the best supported first', () => {
    expect(learnedDictionaryOf('de', 'en')!.get(de('Wochen'))?.[0]).to.equal(en('week'));
    expect(learnedDictionaryOf('en', 'de')!.get(en('weeks'))?.[0]).to.equal(de('Woche'));
  });
  it('covers only its two languages, at most LEARNED_TRANSLATIONS translations per word', () => {
    expect(learnedDictionaryOf('de', 'fr')).to.equal(undefined);
    expect(learnedDictionaryOf('en', 'en')).to.equal(undefined);
    for (const lang of ['de', 'en']) for (const targets of learnedDictionaryOf(lang, lang === 'de' ? 'en' : 'de')!.values()) expect(targets.length).to.be.within(1, LEARNED_TRANSLATIONS);
  });
  it('is a table of a few thousand pairs, each supported by several sites, no stop word on either side', () => {
    expect(LEARNED_WORDS.length).to.be.within(500, 3000);
    for (const [, , sites] of LEARNED_WORDS) expect(sites).to.be.at.least(4);
    expect(learnedDictionaryOf('de', 'en')!.has('der')).to.equal(false);
    expect(learnedDictionaryOf('en', 'de')!.has('the')).to.equal(false);
  });
  it('holds no stem of a stop word of either language, on either side (German "und" is no English word either)', () => {
    const stops = new Set(['de', 'en'].flatMap((lang) => [...analyzerFor(lang).stopwords, ...questionStops(lang)].map((w) => analyzerFor(lang).stem(w))));
    for (const [german, english] of LEARNED_WORDS)
      expect(
        [german, english].filter((w) => stops.has(w)),
        `${german} ${english}`,
      ).to.deep.equal([]);
  });
  it("keeps a further meaning only when at least a tenth as many sites support it as the word's best (no Englisch -> german)", () => {
    const best = new Map<string, number>();
    for (const [german, english, sites] of LEARNED_WORDS) for (const key of [`de:${german}`, `en:${english}`]) best.set(key, Math.max(best.get(key) ?? 0, sites));
    for (const [german, english, sites] of LEARNED_WORDS) {
      expect(sites, german).to.be.at.least(0.1 * (best.get(`de:${german}`) ?? 0));
      expect(sites, english).to.be.at.least(0.1 * (best.get(`en:${english}`) ?? 0));
    }
    expect(learnedDictionaryOf('de', 'en')!.get(de('Englisch'))).to.not.include(en('German'));
  });
});

describe('listedStem', () => {
  it('tells a part the list can read (Führung of Gartenführung) from one it cannot', () => {
    expect(listedStem('de', 'en', de('Führung'))).to.equal(true);
    expect(listedStem('de', 'en', de('Quatschwort'))).to.equal(false);
  });
});

describe('dictionaryTranslations', () => {
  it("gives the listed translations the index holds, at the list's share of a learned translation", () => {
    const index = site();
    const li = index.byLang.get('en')!;
    const found = dictionaryTranslations(li, 'de', de('Führungen'));
    expect(found.map((a) => li.terms[a.terms[0]])).to.include(en('tour'));
    for (const a of found) expect(a).to.include({ weight: TRANSLATION_WEIGHT * DICTIONARY_SHARE, bridge: true });
    expect(dictionaryTranslations(li, 'de', de('Honig'))).to.deep.equal([]);
  });
  it("reads a word the list lacks through the learned dictionary, at the learned dictionary's share", () => {
    const index = site();
    const li = index.byLang.get('en')!;
    const found = dictionaryTranslations(li, 'de', de('Sommer'));
    expect(found.map((a) => li.terms[a.terms[0]])).to.deep.equal([en('summer')]);
    // Sommer is a word of the list: read at the list's share; Woche is not (summer and week are both on the site's English pages).
    expect(found[0].weight).to.equal(TRANSLATION_WEIGHT * DICTIONARY_SHARE);
    expect(dictionaryOf('de', 'en')!.has(de('Woche'))).to.equal(false);
    const weekly = fixtureIndex([
      { path: '/en/gardens/', title: 'Gardens', translations: { de: '/de/gaerten/' }, intro: 'We plan gardens.' },
      { path: '/de/gaerten/', lang: 'de', title: 'Gärten', translations: { en: '/en/gardens/' }, intro: 'Wir planen Gärten.' },
      { path: '/en/walks/', title: 'Walks', intro: 'Guided walks twice a week, for groups of six.' },
    ]).byLang.get('en')!;
    const learned = dictionaryTranslations(weekly, 'de', de('Woche'));
    expect(learned.map((a) => weekly.terms[a.terms[0]])).to.deep.equal([en('week')]);
    expect(learned[0]).to.include({ weight: TRANSLATION_WEIGHT * LEARNED_SHARE, bridge: true });
  });
  it('lets a German question find the page that exists only in English through a learned pair', () => {
    const index = fixtureIndex([
      { path: '/en/gardens/', title: 'Gardens', translations: { de: '/de/gaerten/' }, intro: 'We plan gardens.' },
      { path: '/de/gaerten/', lang: 'de', title: 'Gärten', translations: { en: '/en/gardens/' }, intro: 'Wir planen Gärten.' },
      { path: '/en/walks/', title: 'Walks', intro: 'Guided walks twice a week, for groups of six.' },
      { path: '/de/kurse/', lang: 'de', title: 'Kurse', intro: 'Kurse für Gruppen im Garten.' },
    ]);
    expect(searchIndex(index, { query: 'Wie oft pro Woche?', lang: 'de' }).hits.map((h) => h.page.path)[0]).to.equal('/en/walks/');
  });
  it("leaves a word the site translates to the site's translation (Höfe -> courtyard, not the list's court)", () => {
    const index = fixtureIndex([
      { path: '/en/yards/', title: 'Courtyards', translations: { de: '/de/hoefe/' }, intro: 'We plan courtyards.', sections: [['Courtyards', 'Small courtyards in the old town.']] },
      { path: '/de/hoefe/', lang: 'de', title: 'Höfe', translations: { en: '/en/yards/' }, intro: 'Wir planen Höfe.', sections: [['Höfe', 'Kleine Höfe in der Altstadt.']] },
      { path: '/en/tennis/', title: 'Tennis', intro: 'The tennis court behind the garden.' },
    ]);
    const li = index.byLang.get('en')!;
    const read = (token: string) => analyzeWord(li, token, { reach: 'exact', from: 'de', index }).alternatives.flatMap((a) => a.terms.map((t) => li.terms[t]));
    expect(read('höfe')).to.deep.equal([en('courtyard')]);
    // A word the site does not translate is read through the list.
    expect(read('führung')).to.deep.equal([]);
    expect(read('garten')).to.deep.equal([en('garden')]);
  });
  it('lets a German question find the page that exists only in English, through a compound whose part the site never writes alone', () => {
    const list = paths('Was kostet eine Gartenführung für Gruppen?', 'de');
    expect(list[0]).to.equal('/en/walks/');
  });
  it('lets an English question find the page that exists only in German', () => {
    const list = paths('How many questions are in the exam?', 'en');
    expect(list).to.include('/de/pruefung/');
    expect(list.indexOf('/de/pruefung/')).to.be.below(list.indexOf('/de/kurse/') < 0 ? Infinity : list.indexOf('/de/kurse/'));
  });
});

describe('listedTerms', () => {
  it('finds a listed head the other language writes only inside a compound (competition -> Wettbewerb, of a Zeichenwettbewerb)', () => {
    const index = fixtureIndex([
      { path: '/de/journal/zeichenwettbewerb/', lang: 'de', title: 'Zeichenwettbewerb für Kinder', intro: 'Der Zeichenwettbewerb läuft bis Januar.' },
      { path: '/en/courses/', lang: 'en', title: 'Courses', intro: 'Drawing courses for adults on Tuesdays.' },
    ]);
    const de = index.byLang.get('de')!;
    const ids = listedTerms(de, 'en', analyzerFor('en').stem('competition'));
    expect(ids.map((id) => de.terms[id])).to.deep.equal([analyzerFor('de').stem('zeichenwettbewerb')]);
  });
});
