import { expect } from 'chai';
import { buildLexicon, LEXICON_LIMITS, lexiconBuilds, lexiconOf, lexiconSteps, parallelUnits, readyLexicon, translationsOf, warmLexicons } from '../../../server/search/translation-lexicon.ts';
import { analyzerFor } from '../../../server/search/analyzer.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { sample, SAMPLE_DIR } from '../../helpers/sites.ts';
import { loadSite } from '../../../server/site/load-site.ts';
import { fixtureIndex, PRINTS_PAIR } from '../../helpers/search-fixture.ts';

const stem = (lang: string, word: string) => analyzerFor(lang).stem(word.toLowerCase());

/** A page and its translation teach parcel = Paket and tracking = Sendungsverfolgung; a third page exists only in German. */
const site = (warm = true) =>
  fixtureIndex(
    [
      ...PRINTS_PAIR,
      { path: '/en/tableware/', lang: 'en', title: 'Plates', translations: { de: '/de/geschirr/' }, intro: 'Plates and bowls for every day.' },
      { path: '/de/geschirr/', lang: 'de', title: 'Teller', translations: { en: '/en/tableware/' }, intro: 'Teller und Schalen für jeden Tag.' },
      { path: '/de/sommerfest/', lang: 'de', title: 'Sommerfest', intro: 'Zum Sommerfest gibt es Sendungsverfolgung für alle Bestellungen.' },
      { path: '/en/stories/', lang: 'en', title: 'Stories', intro: 'The storyteller tells of the coast.' },
    ],
    { warm },
  );

describe('readyLexicon', () => {
  it('gives only a lexicon already built, counting its reads in the stats passed in; it builds none', () => {
    const index = site(false);
    const stats = { reads: 0 };
    expect(readyLexicon(index, 'en', 'de', stats)).to.equal(undefined);
    expect(stats.reads).to.equal(1);
    expect(lexiconBuilds(index)).to.equal(0);
    warmLexicons(index);
    expect(readyLexicon(index, 'en', 'de', stats)).to.equal(lexiconOf(index, 'en', 'de'));
    expect(lexiconBuilds(index)).to.equal(2);
  });
  it('a question before the warm-up builds no lexicon, and what it read without one is not kept: after the warm-up the same question finds the translation', () => {
    const index = site(false);
    const ask = () => searchIndex(index, { query: 'summer tracking', lang: 'en' }).hits.map((h) => h.page.path);
    expect(ask()).to.not.include('/de/sommerfest/');
    expect(lexiconBuilds(index)).to.equal(0);
    warmLexicons(index);
    expect(ask()).to.include('/de/sommerfest/');
  });
});

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

describe('lexiconSteps', () => {
  it('builds every language pair in small steps, the same lexicons as a build at once, and then has nothing left', () => {
    const index = loadSite(SAMPLE_DIR).search;
    const step = lexiconSteps(index);
    let steps = 0;
    while (step()) steps++;
    // Two pairs, each: pages in groups, the slots, the EM rounds.
    expect(steps).to.be.above(2 * (LEXICON_LIMITS.rounds + 1));
    const warmed = lexiconOf(index, 'en', 'de');
    expect([...warmed.entries()]).to.deep.equal([...buildLexicon(index, 'en', 'de').entries()]);
    expect(lexiconSteps(index)()).to.equal(false);
  });
});
