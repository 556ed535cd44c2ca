import { expect } from 'chai';
import { buildLexicon, LEXICON_LIMITS, lexiconOf, parallelUnits, translationsOf, warmLexicons } from '../../../server/search/translation-lexicon.ts';
import { analyzerFor } from '../../../server/search/analyzer.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { sample } from '../../helpers/sites.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const stem = (lang: string, word: string) => analyzerFor(lang).stem(word.toLowerCase());

/** A page and its translation teach parcel = Paket and tracking = Sendungsverfolgung; a third page exists only in German. */
const site = () =>
  fixtureIndex([
    {
      path: '/en/prints/',
      lang: 'en',
      title: 'Prints',
      translations: { de: '/de/drucke/' },
      intro: 'Signed prints are sent as an insured parcel.',
      sections: [['Shipping', 'Every parcel has tracking.']],
    },
    {
      path: '/de/drucke/',
      lang: 'de',
      title: 'Drucke',
      translations: { en: '/en/prints/' },
      intro: 'Signierte Drucke gehen als versichertes Paket.',
      sections: [['Versand', 'Jedes Paket hat Sendungsverfolgung.']],
    },
    { path: '/en/tableware/', lang: 'en', title: 'Plates', translations: { de: '/de/geschirr/' }, intro: 'Plates and bowls for every day.' },
    { path: '/de/geschirr/', lang: 'de', title: 'Teller', translations: { en: '/en/tableware/' }, intro: 'Teller und Schalen für jeden Tag.' },
    { path: '/de/sommerfest/', lang: 'de', title: 'Sommerfest', intro: 'Zum Sommerfest gibt es Sendungsverfolgung für alle Bestellungen.' },
    { path: '/en/stories/', lang: 'en', title: 'Stories', intro: 'The storyteller tells of the coast.' },
  ]);

describe('lexiconOf', () => {
  it("learns the site's translations from its translated pages (sample site)", () => {
    const lexicon = lexiconOf(sample().search, 'en', 'de');
    expect(lexicon.get(stem('en', 'exhibition'))?.[0].term).to.equal(stem('de', 'Ausstellung'));
    expect(lexiconOf(sample().search, 'de', 'en').get(stem('de', 'Ausstellung'))?.[0].term).to.equal(stem('en', 'exhibition'));
  });
  it('is built once per index and language pair', () => {
    const index = site();
    expect(lexiconOf(index, 'en', 'de')).to.equal(lexiconOf(index, 'en', 'de'));
  });
});

describe('parallelUnits', () => {
  it('pairs titles, descriptions and sections of a page and its translation, within the unit cap', () => {
    const units = parallelUnits(site(), 'en', 'de', [new Map(), new Map()]);
    expect(units.length).to.be.within(4, LEXICON_LIMITS.units);
  });
  it('gives nothing for a language the site does not have', () => {
    expect(parallelUnits(site(), 'en', 'fr', [new Map(), new Map()])).to.deep.equal([]);
    expect(buildLexicon(site(), 'en', 'fr').size).to.equal(0);
  });
});

describe('translationsOf', () => {
  it('gives the index terms a word of the other language is written as', () => {
    const index = site();
    const de = index.byLang.get('de')!;
    const found = translationsOf(index, de, 'parcel', 'en');
    expect(found.known).to.equal(true);
    expect(found.alternatives.map((a) => de.terms[a.terms[0]])).to.include(stem('de', 'Paket'));
  });
  it('an English question finds a page that exists only in German', () => {
    const hits = searchIndex(site(), { query: 'summer tracking', lang: 'en' }).hits.map((h) => h.page.path);
    expect(hits).to.include('/de/sommerfest/');
  });
  it('a word the site translates does not match look-alike letters in the other language (Teller is not "tells")', () => {
    const hits = searchIndex(site(), { query: 'Teller', lang: 'de' }).hits.map((h) => h.page.path);
    expect(hits[0]).to.equal('/de/geschirr/');
    expect(hits).to.not.include('/en/stories/');
  });
});

describe('warmLexicons', () => {
  it('builds every language pair once, so no question pays for it', () => {
    const index = site();
    expect(warmLexicons(index)).to.equal(2);
    const built = lexiconOf(index, 'de', 'en');
    warmLexicons(index);
    expect(lexiconOf(index, 'de', 'en')).to.equal(built);
  });
});
