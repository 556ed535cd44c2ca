import { expect } from 'chai';
import { WordTable } from '../../../server/search/word-table.ts';
import type { WordAnalysis } from '../../../server/search/word-analysis.ts';
import { newSearchStats, searchIndex, warmWordTables } from '../../../server/search/search-query.ts';
import { loadSite } from '../../../server/site/load-site.ts';
import { lexiconSteps, warmLexicons } from '../../../server/search/translation-lexicon.ts';
import { fixtureDir, SAMPLE_DIR } from '../../helpers/sites.ts';

const analysis = (terms: number[]): WordAnalysis => ({ content: true, alternatives: [{ terms, weight: 1 }], concepts: [], idf: 1 });

describe('WordTable', () => {
  it('keeps one analysis per word and view', () => {
    const table = new WordTable();
    expect(table.set('foto', 'full', analysis([1]))).to.equal(true);
    expect(table.set('foto', 'exact', analysis([2]))).to.equal(true);
    expect(table.get('foto', 'full')?.alternatives[0].terms).to.deep.equal([1]);
    expect(table.get('foto', 'exact')?.alternatives[0].terms).to.deep.equal([2]);
    expect(table.get('foto', 'other')).to.equal(undefined);
    expect(table.size).to.equal(1);
    expect(table.stats).to.deep.equal({ stored: 2, hits: 2 });
  });

  it('refuses entries beyond its byte bound and never passes it', () => {
    const table = new WordTable(2000);
    let stored = 0;
    for (let i = 0; i < 100; i++) if (table.set(`word${i}`, 'full', analysis([i]))) stored++;
    expect(stored).to.be.above(0).and.below(100);
    expect(table.byteSize).to.be.at.most(2000);
    expect(table.get('word99', 'full')).to.equal(undefined);
  });

  it('stores each alternative with its terms, weight and bridge, in one object shape whether it bridges or not', () => {
    const table = new WordTable();
    const bridged: WordAnalysis = {
      content: true,
      alternatives: [
        { terms: [3], weight: 0.7 },
        { terms: [4, 5], weight: 0.5, bridge: true },
      ],
      concepts: [],
      idf: 1,
    };
    table.set('werft', 'full', bridged);
    const [own, across] = table.get('werft', 'full')!.alternatives;
    expect(own).to.deep.equal({ terms: [3], weight: 0.7, bridge: undefined });
    expect(across).to.deep.equal({ terms: [4, 5], weight: 0.5, bridge: true });
    expect(Object.keys(own)).to.deep.equal(Object.keys(across));
    // Copies: the analysis passed in is not shared with the table.
    expect(own.terms).to.not.equal(bridged.alternatives[0].terms);
  });

  it('makes a memo once while its key stays the same', () => {
    const table = new WordTable();
    let made = 0;
    const make = () => ++made;
    table.memo('Mira Albrecht', make);
    table.memo('Mira Albrecht', make);
    expect(made).to.equal(1);
    table.memo('Someone Else', make);
    expect(made).to.equal(2);
  });
});

describe('warmWordTables', () => {
  // Warmed views per language index: no detected language (also the index's own language), and each other language.
  const views = (index: { languages: string[] }) => 1 + index.languages.length - 1;
  const fresh = () => loadSite(SAMPLE_DIR).search;
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('analyses every word of the site once per language index and reach, in the background', async () => {
    const index = fresh();
    const words = new Set([...index.byLang.values()].flatMap((li) => li.surfaces));
    warmWordTables(index, 50);
    for (let i = 0; i < 200 && [...index.byLang.values()].some((li) => li.words.stats.stored < views(index) * words.size); i++) await settle(20);
    for (const li of index.byLang.values()) {
      expect(li.words.size).to.equal(words.size);
      expect(li.words.stats.stored).to.equal(views(index) * words.size);
    }
  });

  it("leaves the index's recent-query cache (expansions) as questions left it", async () => {
    const index = fresh();
    const question = 'Pressefotos Hochwasser exhibitions';
    searchIndex(index, { query: question });
    const before = [...index.byLang.values()].map((li) => li.expansions.size);
    expect(before.every((n) => n > 0)).to.equal(true);
    warmWordTables(index, 50);
    const words = new Set([...index.byLang.values()].flatMap((li) => li.surfaces));
    for (let i = 0; i < 200 && [...index.byLang.values()].some((li) => li.words.stats.stored < views(index) * words.size); i++) await settle(20);
    expect([...index.byLang.values()].map((li) => li.words.stats.stored)).to.deep.equal([...index.byLang.values()].map(() => views(index) * words.size));
    expect([...index.byLang.values()].map((li) => li.expansions.size)).to.deep.equal(before);
  });

  it("learns the site's translations first, in the background: no question builds them", async () => {
    const index = fresh();
    warmWordTables(index, 50);
    const analysed = () => [...index.byLang.values()].some((li) => li.words.stats.stored > 0);
    for (let i = 0; i < 200 && !analysed(); i++) await settle(10);
    // By the time the first word is analysed, every lexicon is built: nothing is left to build.
    expect(analysed()).to.equal(true);
    expect(lexiconSteps(index)()).to.equal(false);
  });

  it('leaves a question of site words nothing to analyse: no split, prefix or typo work per request', async () => {
    const index = fresh();
    warmWordTables(index, 50);
    const words = new Set([...index.byLang.values()].flatMap((li) => li.surfaces));
    for (let i = 0; i < 200 && [...index.byLang.values()].some((li) => li.words.stats.stored < views(index) * words.size); i++) await settle(20);
    const stored = [...index.byLang.values()].map((li) => li.words.stats.stored);
    const stats = newSearchStats();
    // Site words whose analysis would split compounds, scan prefixes and look for typos when computed.
    searchIndex(index, { query: 'Pressefotos Ausstellungen Hochwasser Ahrtal' }, stats);
    searchIndex(index, { query: 'exhibitions photographs licensing', lang: 'en' }, stats);
    expect(stats.words).to.be.above(0);
    expect(stats.splitProbes).to.equal(0);
    expect(stats.prefixScanned).to.equal(0);
    expect(stats.typoProbes).to.equal(0);
    expect([...index.byLang.values()].map((li) => li.words.stats.stored)).to.deep.equal(stored);
  });
});

describe('searchIndex word analysis', () => {
  it('analyses a site word on its first question only, and never stores a word the site does not use', () => {
    const index = loadSite(fixtureDir('minimal')).search;
    // The table keeps only analyses made with the site's translations at hand (built by the warm-up, never by a question).
    warmLexicons(index);
    const stored = () => [...index.byLang.values()].reduce((n, li) => n + li.words.stats.stored, 0);
    searchIndex(index, { query: 'credit line', lang: 'en' });
    const first = stored();
    expect(first).to.be.above(0);
    const stats = newSearchStats();
    searchIndex(index, { query: 'line credit', lang: 'en' }, stats);
    expect(stored()).to.equal(first);
    expect(stats.splitProbes).to.equal(0);
    searchIndex(index, { query: 'zeppelinxylophon', lang: 'en' });
    expect(stored()).to.equal(first);
  });

  it('answers the same with the table as without it', () => {
    const questions = ['Pressefotos herunterladen', 'credit line photo', 'Bildnachweis', 'copyrihgt protectde', 'Test Person', 'and with an agency?'];
    const answer = (index: ReturnType<typeof loadSite>['search'], query: string) =>
      searchIndex(index, { query, prev: ['What credit line should I use?'] }).hits.map((h) => [h.section.path, h.score, [...h.terms].sort().join(' ')]);
    const cold = loadSite(fixtureDir('minimal')).search;
    warmLexicons(cold);
    const coldAnswers = questions.map((query) => {
      for (const li of cold.byLang.values()) li.words.clear();
      return answer(cold, query);
    });
    const warm = loadSite(fixtureDir('minimal')).search;
    warmLexicons(warm);
    for (const query of questions) answer(warm, query);
    expect(questions.map((query) => answer(warm, query))).to.deep.equal(coldAnswers);
    expect([...warm.byLang.values()].every((li) => li.words.stats.hits > 0)).to.equal(true);
  });
});
