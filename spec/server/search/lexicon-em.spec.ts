import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { generateSite } from '../../../bench/generate-site.ts';
import { emSteps } from '../../../server/search/lexicon-em.ts';
import { LexiconVocabularies, ParallelUnits, unitSteps } from '../../../server/search/lexicon-units.ts';
import { wireLanguages, wireLexicons } from '../../../server/search/parallel-build.ts';
import type { SearchIndex } from '../../../server/search/search-index.ts';
import { buildLexicon, buildLexicons, LEXICON_LIMITS, MIN_PROBABILITY, PER_WORD, type Lexicon } from '../../../server/search/translation-lexicon.ts';
import { loadSite } from '../../../server/site/load-site.ts';
import { referenceLexicon } from '../../helpers/lexicon-reference.ts';
import { sample, SAMPLE_DIR, site } from '../../helpers/sites.ts';

const evalSite = (name: string) => fileURLToPath(new URL(`../../../bench/eval/${name}`, import.meta.url));
const plain = (lexicons: ReadonlyMap<string, Lexicon>) => [...lexicons].map(([pair, lexicon]) => [pair, [...lexicon]]);

/** Every pair's lexicon as the former build (spec/helpers/lexicon-reference.ts) learns it. */
function reference(index: SearchIndex): Map<string, Lexicon> {
  const out = new Map<string, Lexicon>();
  for (const from of index.languages) for (const to of index.languages) if (from !== to) out.set(`${from}>${to}`, referenceLexicon(index, from, to));
  return out;
}

const settings = { rounds: LEXICON_LIMITS.rounds, minProbability: MIN_PROBABILITY, perWord: PER_WORD };

describe('emSteps', () => {
  it("learns the former build's lexicons, every entry, term and probability in order: sample site and the four evaluation sites", function () {
    this.timeout(60_000);
    for (const dir of [SAMPLE_DIR, evalSite('second-site'), evalSite('third-site'), evalSite('fourth-site'), evalSite('fifth-site')]) {
      const index = site(dir).search;
      const expected = plain(reference(index));
      expect(expected.length, dir).to.equal(2);
      // A fresh index: the built lexicons are kept per index.
      expect(plain(buildLexicons(loadSite(dir).search)), dir).to.deep.equal(expected);
      // Each pair on its own (no vocabulary shared with the other direction), and from the wire form (a build process).
      for (const [pair, lexicon] of expected) expect([...buildLexicon(index, ...((pair as string).split('>') as [string, string]))], `${dir} ${pair}`).to.deep.equal(lexicon);
      expect(plain(wireLexicons(wireLanguages(site(dir)))), dir).to.deep.equal(expected);
    }
  });

  it('learns the same on a generated site large enough to reach the pair-update budget, from the units within it', function () {
    this.timeout(120_000);
    const dir = generateSite(sample(), 1_000, SAMPLE_DIR);
    try {
      const index = loadSite(dir).search;
      const units = new ParallelUnits(new LexiconVocabularies(LEXICON_LIMITS.termsPerUnit).of('en'), new LexiconVocabularies(LEXICON_LIMITS.termsPerUnit).of('de'), LEXICON_LIMITS);
      for (const _ of unitSteps(index, 'en', 'de', units));
      expect(units.full, 'the budget is reached').to.equal(true);
      expect(units.units.length).to.be.below(LEXICON_LIMITS.units);
      expect(units.updates).to.be.within(LEXICON_LIMITS.pairUpdates - 61 * 60, LEXICON_LIMITS.pairUpdates);
      expect(plain(buildLexicons(index))).to.deep.equal(plain(reference(loadSite(dir).search)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('yields before the slots and before each EM round, and learns nothing from no units', () => {
    const vocabularies = new LexiconVocabularies(LEXICON_LIMITS.termsPerUnit);
    const units = new ParallelUnits(vocabularies.of('en'), vocabularies.of('de'), LEXICON_LIMITS);
    for (const _ of unitSteps(sample().search, 'en', 'de', units));
    const steps = emSteps(units.units, units.updates, units.source, units.target, settings);
    let yields = 0;
    while (!steps.next().done) yields++;
    expect(yields).to.equal(1 + LEXICON_LIMITS.rounds);
    const none = emSteps([], 0, units.source, units.target, settings).next();
    expect(none.done).to.equal(true);
    expect(none.value).to.deep.equal(new Map());
  });
});
