import { expect } from 'chai';
import { analyzeWord, compoundModifier, holdsItself, isContentWord, joinedWords, largestIdf, nearBeginning, sharedBeginning, viewKey } from '../../../server/search/word-analysis.ts';
import { analyzerFor } from '../../../server/search/analyzer.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { findSorted } from '../../../server/search/search-index.ts';
import { fixtureDir, sample } from '../../helpers/sites.ts';
import { loadSite } from '../../../server/site/load-site.ts';
import { warmingCaches } from '../../../server/search/word-table.ts';
import { RARE_SECTIONS, RARE_SHARE } from '../../../server/search/concepts.ts';
import { LIMITS, newSearchStats } from '../../../server/search/search-query.ts';
import { stemCounting } from '../../helpers/join-rules.ts';

describe('analyzeWord', () => {
  const en = () => sample().search.byLang.get('en')!;
  const de = () => sample().search.byLang.get('de')!;
  it('gives the exact term of a word the site uses, at full weight', () => {
    const word = analyzeWord(en(), 'exhibitions', { reach: 'full', from: 'en' });
    expect(word.content).to.equal(true);
    expect(word.alternatives[0].weight).to.equal(1);
    expect(en().terms[word.alternatives[0].terms[0]]).to.equal('exhibit');
  });
  it('carries the largest idf of its alternatives, as the question word is weighed (0 for none)', () => {
    const word = analyzeWord(de(), 'fotografie', { reach: 'full', from: 'de' });
    expect(word.alternatives.length).to.be.above(1);
    const idfs = word.alternatives.flatMap((a) => a.terms.map((t) => de().idf[t]));
    expect(word.idf).to.equal(Math.max(...idfs));
    expect(analyzeWord(de(), 'xqzvw', { reach: 'exact', from: 'de' }).idf).to.equal(0);
  });
  it('says a stop word, a chatty word or a single letter names no topic, unless stop words are kept', () => {
    for (const token of ['the', 'whether', 'a']) expect(analyzeWord(en(), token, { reach: 'full', from: 'en' }).content, token).to.equal(false);
    expect(analyzeWord(en(), 'the', { reach: 'exact', keepStops: true }).content).to.equal(true);
    expect(analyzeWord(en(), 'a', { reach: 'exact', keepStops: true }).content).to.equal(false);
  });
  it('names the concepts of a word the site does not use, and none for a word it uses', () => {
    expect(analyzeWord(en(), 'fees', { reach: 'full', from: 'en' }).concepts.length).to.be.above(0);
    expect(analyzeWord(en(), 'exhibitions', { reach: 'full', from: 'en' }).concepts).to.deep.equal([]);
  });
  it('counts the correction of a one-edit typo in a long word nearly as the word (0.8 less the share of letters changed)', () => {
    const li = en();
    li.scratch.splitBudget = 100;
    const word = analyzeWord(li, 'exhibitiuns', { reach: 'full', from: 'en' });
    const typo = word.alternatives.find((a) => li.terms[a.terms[0]] === 'exhibit');
    expect(typo?.weight).to.be.above(0.65).and.below(0.8);
  });
  it('counts a site word one slip of typing away (a letter left out, a doubled letter, two letters swapped) as the word itself', () => {
    const li = en();
    li.scratch.splitBudget = 100;
    for (const slip of ['exhibitoins', 'exhibtions', 'exhibittions']) {
      const word = analyzeWord(li, slip, { reach: 'full', from: 'en' });
      expect(word.alternatives.find((a) => li.terms[a.terms[0]] === 'exhibit')?.weight, slip).to.equal(1);
    }
  });
  it('counts a long site word two slips of typing away as the word itself, not as a guess', () => {
    const li = en();
    li.scratch.splitBudget = 100;
    // "exhibitions": a letter doubled and one left out; two neighbours swapped and one left out.
    for (const slips of ['exhibbitons', 'exihbitons']) {
      const word = analyzeWord(li, slips, { reach: 'full', from: 'en' });
      expect(word.alternatives.find((a) => li.terms[a.terms[0]] === 'exhibit')?.weight, slips).to.equal(1);
    }
  });
  it('counts a slip as the word itself when the typed stem already began the word meant (a prefix, at a prefix weight)', () => {
    for (const [li, slip, meant] of [
      [en(), 'addres', 'address'],
      [de(), 'adrese', 'adresse'],
    ] as const) {
      li.scratch.splitBudget = 100;
      const term = li.surfaceTerm[li.surfaces.indexOf(meant)];
      // The typed stem begins the meant term: the prefix expansion reached it first.
      expect(li.terms[term].startsWith(li.analyzer.stem(slip)), slip).to.equal(true);
      const word = analyzeWord(li, slip, { reach: 'full', from: li.lang });
      expect(Math.max(...word.alternatives.filter((a) => a.terms.length === 1 && a.terms[0] === term).map((a) => a.weight)), slip).to.equal(1);
    }
  });
  it('reads a German compound with a typo in one part, which no whole word is near, as its two parts (compound-typos.ts)', () => {
    const li = de();
    li.scratch.splitBudget = 100;
    const word = analyzeWord(li, 'hochwasserfotso', { reach: 'full', from: 'de' });
    const parts = word.alternatives.find((a) => a.terms.length === 2);
    expect(parts?.terms.map((t) => li.terms[t])).to.deep.equal(['hochwass', 'foto']);
    expect(parts?.weight).to.be.above(0.7).and.below(0.8);
    // The question finds the flood story, as "Hochwasserfotos" does.
    expect(
      searchIndex(sample().search, { query: 'Hochwasserfotso', lang: 'de' })
        .hits.slice(0, 3)
        .map((h) => h.page.path),
    ).to.include('/de/portfolio/nach-der-flut/');
  });
  it("fills the caches passed in (a warm-up's own), not the index's recent-query caches", () => {
    const li = loadSite(fixtureDir('minimal')).search.byLang.get('en')!;
    // A whole compound-split budget: an analysis that the budget cut short is not cached.
    li.scratch.splitBudget = 100;
    const own = warmingCaches();
    const before = li.expansions.size;
    const word = analyzeWord(li, 'licensing', { reach: 'full' }, undefined, own);
    expect(word.alternatives.length).to.be.above(0);
    expect(own.expansions.size).to.be.above(0);
    expect(li.expansions.size).to.equal(before);
    // The same analysis with the index's own caches.
    expect(analyzeWord(li, 'licensing', { reach: 'full' })).to.deep.equal(word);
    expect(li.expansions.size).to.be.above(before);
  });
  it('stems as it goes, keeping no stems between words: a misspelt word analysed again (its expansion forgotten) is stemmed as often, and its stems stay within the split budget', () => {
    const { index, stems } = stemCounting(sample().search.byLang.get('de')!);
    const analyse = () => {
      index.scratch.splitBudget = LIMITS.splitStems;
      index.expansions.clear();
      const before = stems();
      const word = analyzeWord(index, 'hochwaserfotos', { reach: 'full' });
      return { word, stems: stems() - before };
    };
    const first = analyse();
    const again = analyse();
    expect(again.word).to.deep.equal(first.word);
    expect(again.stems).to.equal(first.stems);
    // The whole token, its retry forms, the compound's splits and its head: within the budget (each split probe a stem).
    expect(first.stems).to.be.above(10);
    expect(first.stems).to.be.at.most(LIMITS.splitStems + 8);
  });
  it("across languages, finds an English word as the site's German translation of it", () => {
    const index = sample().search;
    const word = analyzeWord(de(), 'exhibition', { reach: 'exact', from: 'en', index });
    expect(word.alternatives.map((a) => de().terms[a.terms[0]])).to.include('ausstell');
  });
  it('reads a word across languages the same whichever view (with or without translations) came first', () => {
    const index = sample().search;
    de().expansions.clear();
    const alone = analyzeWord(de(), 'exhibition', { reach: 'exact', from: 'en' });
    const withIndex = analyzeWord(de(), 'exhibition', { reach: 'exact', from: 'en', index });
    expect(alone.alternatives.map((a) => de().terms[a.terms[0]])).to.not.include('ausstell');
    expect(withIndex.alternatives.map((a) => de().terms[a.terms[0]])).to.include('ausstell');
  });
});

describe('analyzeWord: short stems', () => {
  const index = () =>
    fixtureIndex([
      { path: '/en/about/', title: 'About', intro: 'She passed the master examination in 2010.' },
      { path: '/en/workshops/', title: 'Workshops', intro: 'Workshops for beginners.' },
      { path: '/de/kurse/', lang: 'de', title: 'Kurse', intro: 'Ein Fotobuch ist ein Buch.' },
    ]);
  it('in English stand for words of their own family (exam -> examination), not for other words (work -> workshop)', () => {
    const en = index().byLang.get('en')!;
    const terms = (token: string) => analyzeWord(en, token, { reach: 'full', from: 'en' }).alternatives.map((a) => en.terms[a.terms[0]]);
    expect(terms('exam')).to.include('examin');
    expect(terms('work')).to.not.include('workshop');
  });
  it('in German stand for the compounds they begin (Foto -> Fotobuch)', () => {
    const de = index().byLang.get('de')!;
    const terms = analyzeWord(de, 'foto', { reach: 'full', from: 'de' }).alternatives.map((a) => de.terms[a.terms[0]]);
    expect(terms).to.include('fotobuch');
  });
});

describe('isContentWord', () => {
  it("reads stop words of the index's and the question's language", () => {
    expect(isContentWord(de(), 'where', 'en')).to.equal(false);
    expect(isContentWord(de(), 'wer', 'de')).to.equal(false);
    expect(isContentWord(de(), 'ausstellung', 'de')).to.equal(true);
  });
  function de() {
    return sample().search.byLang.get('de')!;
  }
});

describe('joinedWords', () => {
  const site = () =>
    fixtureIndex([
      { path: '/en/shop/', lang: 'en', title: 'Shop', translations: { de: '/de/laden/' }, intro: 'The sale of seconds is in spring.', sections: [['Sale', 'Every sale is final.']] },
      {
        path: '/de/laden/',
        lang: 'de',
        title: 'Laden',
        translations: { en: '/en/shop/' },
        intro: 'Der Verkauf zweiter Wahl ist im Frühling.',
        sections: [['Verkauf', 'Jeder Verkauf ist endgültig.']],
      },
      { path: '/de/adventsverkauf/', lang: 'de', title: 'Adventsverkauf', intro: 'Am 19. Dezember mit Glühwein im Hof.' },
      { path: '/de/fotobuch/', lang: 'de', title: 'Fotobuch', intro: 'Ein Bildband.' },
    ]);
  it('joins two question words the site writes as one, in its own language', () => {
    const de = site().byLang.get('de')!;
    const t = joinedWords(de, { reach: 'full', from: 'de' }, 'foto', [], 'buch', []);
    expect(de.terms[t]).to.equal('fotobuch');
  });
  it("joins a question's words of another language through their translations (advent sale -> Adventsverkauf)", () => {
    const index = site();
    const de = index.byLang.get('de')!;
    const view = { reach: 'exact' as const, from: 'en', index };
    const sale = analyzeWord(de, 'sale', view);
    expect(de.terms[joinedWords(de, view, 'advent', [], 'sale', sale.alternatives)]).to.equal('adventsverkauf');
    expect(searchIndex(index, { query: 'advent sale', lang: 'en' }).hits[0].page.path).to.equal('/de/adventsverkauf/');
  });
});

describe('largestIdf', () => {
  it('is the largest idf over every term of every alternative, 0 for none', () => {
    const li = sample().search.byLang.get('en')!;
    const [a, b, c] = [0, 1, 2].map((i) => li.terms.length - 1 - i);
    expect(
      largestIdf(li, [
        { terms: [a], weight: 1 },
        { terms: [b, c], weight: 0.8 },
      ]),
    ).to.equal(Math.max(li.idf[a], li.idf[b], li.idf[c]));
    expect(largestIdf(li, [])).to.equal(0);
  });
});

describe('viewKey', () => {
  it('tells apart the views whose analyses differ', () => {
    const keys = new Set([viewKey({ reach: 'full', from: 'en' }), viewKey({ reach: 'exact', from: 'en' }), viewKey({ reach: 'exact', from: 'de' }), viewKey({ reach: 'exact', keepStops: true })]);
    expect(keys.size).to.equal(4);
    expect(viewKey({ reach: 'exact', from: 'en', index: undefined })).to.equal(viewKey({ reach: 'exact', from: 'en' }));
    // Only a view with the index reads the site's translations.
    expect(viewKey({ reach: 'exact', from: 'en', index: sample().search })).to.not.equal(viewKey({ reach: 'exact', from: 'en' }));
  });
});

describe('analyzeWord: a word the site uses only in passing (RARE_SECTIONS)', () => {
  const site = () =>
    fixtureIndex([
      {
        path: '/en/lettering/',
        title: 'Lettering',
        intro: 'Letters cut in stone by hand.',
        sections: [['Drawing', 'The drawing is transferred onto the stone with carbon paper, then every letter is cut by hand with a chisel.']],
      },
      { path: '/en/terms/', title: 'Terms of business', intro: 'What applies to courses and commissions.', sections: [['Courses', 'If you cannot come, a friend may take part as a substitute.']] },
      { path: '/en/courses/', title: 'Courses', intro: 'Carving for beginners, lettering, a summer week.' },
    ]);
  it(`looks for its concept too, at ${RARE_SHARE} of the concept weight, when the site uses it in at most ${RARE_SECTIONS} sections`, () => {
    const li = site().byLang.get('en')!;
    const transfer = analyzeWord(li, 'transfer', { reach: 'full' });
    expect(transfer.alternatives[0].weight).to.equal(1);
    expect(transfer.concepts).not.to.be.empty;
    // "courses" is in more sections: it names no concept, as before.
    expect(analyzeWord(li, 'courses', { reach: 'full' }).concepts).to.deep.equal([]);
  });
  it('lists the terms that answer "transfer my course" before the page that uses the word in another sense', () => {
    // Without it the lettering page ("transferred onto the stone") comes first.
    expect(searchIndex(site(), { query: 'Can I transfer my course?', lang: 'en' }).hits[0].page.path).to.equal('/en/terms/');
  });
});

describe('compoundModifier', () => {
  const de = analyzerFor('de');
  const knows = (...words: string[]) => {
    const stems = new Set(words.map((w) => de.stem(w.toLowerCase())));
    let looks = 0;
    return { vocabulary: { has: (t: string) => (looks++, stems.has(t)) }, looks: () => looks };
  };
  it('is the longest beginning of a compound the site writes, with or without a linking s', () => {
    expect(compoundModifier(de, knows('Tauben').vocabulary, 'taubenabwehr', 'de')).to.equal(de.stem('tauben'));
    expect(compoundModifier(de, knows('Gesang').vocabulary, 'gesangscoach', 'de')).to.equal(de.stem('gesang'));
    expect(compoundModifier(de, knows('Motor', 'Motorrad').vocabulary, 'motorradklamotten', 'de')).to.equal(de.stem('motorrad'));
  });
  it('is none for a verb with its particle, a short word or a beginning the site lacks, and looks up at most two stems per cut (with and without a linking s)', () => {
    expect(compoundModifier(de, knows('Ausbildung').vocabulary, 'ausbildungsplatz', 'de')).to.equal(undefined);
    expect(compoundModifier(de, knows('Tau').vocabulary, 'taubad', 'de')).to.equal(undefined);
    const site = knows('Garten');
    expect(compoundModifier(de, site.vocabulary, 'drahtesel', 'de')).to.equal(undefined);
    // Cuts from 5 letters ("draht") down to 4 ("drah"), each without and, after an s, with its linking s left out.
    expect(site.looks()).to.be.at.most(2 * ('drahtesel'.length - 4 - 3));
  });
});

describe('analyzeWord: a compound nothing reads', () => {
  const site = () =>
    fixtureIndex([
      { path: '/de/tauben/', lang: 'de', title: 'Tauben', intro: 'Wir vertreiben Tauben von Dächern und Balkonen, ohne den Vögeln zu schaden.' },
      { path: '/de/kosten/', lang: 'de', title: 'Kosten', intro: 'Was die Arbeit kostet.' },
      { path: '/de/gluehwein/', lang: 'de', title: 'Glühwein', intro: 'Unser Glühwein aus eigenem Wein.' },
      { path: '/en/market/', lang: 'en', title: 'Christmas market', intro: 'Find our Glühweinstand at the Christmas market.' },
    ]);
  it('reads it by the longest beginning the site writes (0.4), unless a list holds it or another language of the site reads it', () => {
    const index = site();
    const de = index.byLang.get('de')!;
    const read = (token: string) => {
      de.scratch.splitBudget = LIMITS.splitStems;
      return analyzeWord(de, token, { reach: 'full', from: undefined, index, keepStops: false }).alternatives.map((a) => [de.terms[a.terms[0]], a.weight]);
    };
    expect(read('taubenabwehr')).to.deep.equal([[de.analyzer.stem('tauben'), 0.4]]);
    expect(searchIndex(index, { query: 'Macht ihr auch Taubenabwehr?', lang: 'de' }).hits[0]?.page.path).to.equal('/de/tauben/');
    // A word of the concept lists (the prices) is read as its concept, not as its "Kosten".
    expect(read('kostenvoranschlag')).to.deep.equal([]);
    // The English page writes the compound: it answers there.
    expect(read('glühweinstand')).to.deep.equal([]);
  });
});

describe('analyzeWord: a compound read by its head', () => {
  it('reads a head that holds the derivational ending whole, never a word inside the ending (derivational-endings.ts)', () => {
    const index = fixtureIndex([
      { path: '/de/agb/', lang: 'de', title: 'AGB', intro: 'Wir haften nur für Vorsatz.' },
      { path: '/de/spaziergang/', lang: 'de', title: 'Spaziergang', intro: 'Jeder bleibt an der Leine.' },
    ]);
    const de = index.byLang.get('de')!;
    const read = (token: string) => {
      de.scratch.splitBudget = LIMITS.splitStems;
      return analyzeWord(de, token, { reach: 'full', from: undefined, index, keepStops: false }).alternatives.flatMap((a) => a.terms.map((term) => de.terms[term]));
    };
    // "-schaften" ends the word: the site's "haften" inside it is not its head.
    expect(read('hochzeitsgesellschaften')).to.not.include(de.analyzer.stem('haften'));
    // A word that only looks like an ending is a head (Leine, not the diminutive -lein).
    expect(read('hundeleine')).to.include(de.analyzer.stem('leine'));
  });
});

describe('sharedBeginning', () => {
  it('is seven tenths of the stem, and never fewer than six letters', () => {
    expect(sharedBeginning('mitschneid')).to.equal(7);
    expect(sharedBeginning('lektori')).to.equal(6);
    expect(sharedBeginning('kurz')).to.equal(6);
  });
});

describe('nearBeginning', () => {
  const site = () =>
    fixtureIndex([
      { path: '/de/mitschnitte/', lang: 'de', title: 'Mitschnitte', intro: 'Wir schneiden Konzerte mit: ein Mitschnitt in der Kirche, in der Aula, im Saal.' },
      { path: '/de/team/', lang: 'de', title: 'Team', intro: 'Unsere Lektorin liest jedes Buch, bevor es gedruckt wird.' },
    ]);
  it("is the site's terms that share the stem's long beginning but do not begin with the whole stem, and counts what it kept", () => {
    const de = site().byLang.get('de')!;
    const stats = newSearchStats();
    expect(nearBeginning(de, de.analyzer.stem('mitschneiden'), stats).map((t) => de.terms[t])).to.deep.equal([de.analyzer.stem('mitschnitt')]);
    expect(stats.prefixScanned).to.equal(1);
    expect(nearBeginning(de, de.analyzer.stem('lektoriert')).map((t) => de.terms[t])).to.deep.equal([de.analyzer.stem('lektorin')]);
  });
  it('counts every term its scan reads, the ones the whole stem begins as well as the ones kept', () => {
    const de = fixtureIndex([{ path: '/de/mitschnitte/', lang: 'de', title: 'Mitschnitte', intro: 'Ein Mitschnitt: wir mitschneiden jedes Konzert.' }]).byLang.get('de')!;
    const stem = de.analyzer.stem('mitschneiden');
    const stats = newSearchStats();
    expect(nearBeginning(de, stem, stats).map((t) => de.terms[t])).to.deep.equal([de.analyzer.stem('mitschnitt')]);
    expect(de.terms.filter((t) => t.startsWith(stem))).to.have.length(1);
    expect(stats.prefixScanned).to.equal(2);
  });
  it('is none for a stem no longer than the shared beginning, nor for a term the whole stem begins (the prefix expansion has those)', () => {
    const de = site().byLang.get('de')!;
    expect(nearBeginning(de, de.analyzer.stem('mitsch'))).to.deep.equal([]);
    expect(nearBeginning(de, 'mitschn')).to.deep.equal([]);
  });
});

describe('analyzeWord: a word nothing reads, by the site words that share its long beginning', () => {
  // Path, title and introduction of each page; the language is the path's first part.
  const pages = [
    ['/de/mitschnitte/', 'Aufnahmen vor Ort', 'Wir machen Mitschnitte vor Ort, in Kirchen und Sälen.'],
    ['/de/studio/', 'Studio', 'Unser Studio für Aufnahmen von Schulen: ein Konzert, ein Chor, eine Band.'],
    ['/de/preise/', 'Preise', 'Was ein Tag im Studio kostet.'],
    ['/en/team/', 'Team', 'Our editor reads the lektorierungen of every book.'],
  ];
  const site = () => fixtureIndex(pages.map(([path, title, intro]) => ({ path, lang: path.slice(1, 3), title, intro })));
  const read = (index: ReturnType<typeof site>, token: string) => {
    const de = index.byLang.get('de')!;
    de.scratch.splitBudget = LIMITS.splitStems;
    return analyzeWord(de, token, { reach: 'full', from: 'de', index, keepStops: false }).alternatives.map((a) => [de.terms[a.terms[0]], Number(a.weight.toFixed(3))]);
  };
  it('reads it as those words, at 0.5 times the square root of the shared letters over the word found; not a word another language of the site reads, nor one a concept holds', () => {
    const index = site();
    expect(read(index, 'mitschneiden')).to.deep.equal([[index.byLang.get('de')!.analyzer.stem('mitschnitte'), Number((0.5 * Math.sqrt(7 / 10)).toFixed(3))]]);
    // Without it nothing answers: no other word of the question names a topic.
    expect(searchIndex(index, { query: 'Könnt ihr bei uns mitschneiden?', lang: 'de' }).hits[0]?.page.path).to.equal('/de/mitschnitte/');
    // Not when another language of the site reads the word: the English page writes it as it is.
    expect(read(index, 'lektorierungen')).to.deep.equal([]);
    // A word of the price concept is read as its concept, not as the site's words that begin like it.
    expect(read(index, 'kostenvoranschlag')).to.deep.equal([]);
  });
  it('reads no word of the word lists so: a word spelt right is its own word, not a look-alike of the site (as for the compound modifier)', () => {
    const index = fixtureIndex([
      { path: '/en/hours/', lang: 'en', title: 'Opening hours', intro: 'We are closed on Christi Himmelfahrt and on the Christian holidays.' },
      { path: '/de/zeiten/', lang: 'de', title: 'Öffnungszeiten', intro: 'Geschlossen an Feiertagen.' },
    ]);
    const en = index.byLang.get('en')!;
    en.scratch.splitBudget = LIMITS.splitStems;
    // "Christmas" is listed (christmas / Weihnachten): not read as "Christi" nor "Christian", though both share its "christ".
    expect(nearBeginning(en, en.analyzer.stem('christmas'))).to.have.length.above(0);
    expect(analyzeWord(en, 'christmas', { reach: 'full', from: 'en', index, keepStops: false }).alternatives).to.deep.equal([]);
  });
});

describe('holdsItself', () => {
  it('is true only for an exact whole term the index holds in more than RARE_SECTIONS sections', () => {
    const li = fixtureIndex([
      { path: '/en/', title: 'Pottery studio', intro: 'We throw pots and teach in the studio.' },
      { path: '/en/courses/', title: 'Courses', intro: 'Courses in the studio every week.' },
      { path: '/en/visit/', title: 'Visiting', intro: 'The studio is on the ground floor.' },
      { path: '/en/clay/', title: 'Clay', intro: 'We sell clay in bags.', sections: [['Glazes', 'Our glazes are lead free.']] },
    ]).byLang.get('en')!;
    const term = (stem: string) => findSorted(li.terms, stem);
    const studio = term('studio');
    const glaze = term('glaze');
    expect(holdsItself(li, [{ terms: [studio], weight: 1 }])).to.equal(true);
    expect(holdsItself(li, [{ terms: [glaze], weight: 1 }])).to.equal(false);
    expect(holdsItself(li, [{ terms: [studio], weight: 0.5 }])).to.equal(false);
  });
});
