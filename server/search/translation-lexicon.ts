/**
 * Translations of question words learned from the site itself: a page and its translation
 * say the same thing, so their titles, descriptions, headings and sections (position by
 * position, when both have as many) are parallel text. IBM Model 1 (a few rounds of EM over
 * those pairs) gives, for each word of one language, the words of the other that it is
 * written as. A question in English then finds a page that exists only in German (and the
 * other way round) through the site's own vocabulary, with no dictionary to ship or tune.
 *
 * Built once per index and language pair, on first use, within a fixed work budget
 * (units, terms per unit, pair updates); kept beside the index in a WeakMap, so it never
 * outlives its site.
 */
import { analyzerFor } from './analyzer.ts';
import { emSteps } from './lexicon-em.ts';
import { LexiconTerms, LexiconVocabularies, ParallelUnits, unitSteps } from './lexicon-units.ts';
import { findTerm, type LanguageIndex, type SearchIndex } from './search-index.ts';

/** Weight of a learned translation against the word itself (a concept counts 0.6). */
export const TRANSLATION_WEIGHT = 0.6;
/** Least translation probability kept, and translations kept per word. */
export const MIN_PROBABILITY = 0.2;
export const PER_WORD = 3;
/** Work budget of one build: parallel units, distinct terms per unit, pair updates per EM round. */
export const LEXICON_LIMITS = { units: 4000, termsPerUnit: 60, pairUpdates: 1_000_000, rounds: 5 } as const;

/** Source stem -> target stems with their probability, best first. */
export type Lexicon = Map<string, { term: string; p: number }[]>;

interface Unit {
  from: number[];
  to: number[];
}

/** An index's lexicons by language pair (`from>to`), and how many were built for it (tests show a snapshot's are used, not rebuilt). */
interface Lexicons {
  byPair: Map<string, Lexicon>;
  builds: number;
}
const built = new WeakMap<SearchIndex, Lexicons>();

function lexiconsOf(index: SearchIndex): Lexicons {
  let lexicons = built.get(index);
  if (!lexicons) built.set(index, (lexicons = { byPair: new Map(), builds: 0 }));
  return lexicons;
}

/** Lexicon look-ups made while answering, for tests that bound them without a clock. */
export interface LexiconStats {
  reads: number;
}

/**
 * The lexicon from one language's words to another's for this index, built now if the warm-up
 * has not built it: for warm-ups, snapshots and tests, never on the request path (there
 * `readyLexicon`).
 */
export function lexiconOf(index: SearchIndex, from: string, to: string, vocabularies?: LexiconVocabularies): Lexicon {
  const { byPair } = lexiconsOf(index);
  const key = `${from}>${to}`;
  let lexicon = byPair.get(key);
  if (!lexicon) byPair.set(key, (lexicon = buildLexicon(index, from, to, vocabularies)));
  return lexicon;
}

/**
 * The lexicon the warm-up (or a snapshot) has already built, else undefined: a question that
 * comes before the warm-up got to it is answered without the site's translations, never made
 * to wait for a build.
 */
export function readyLexicon(index: SearchIndex, from: string, to: string, stats?: LexiconStats): Lexicon | undefined {
  if (stats) stats.reads++;
  return built.get(index)?.byPair.get(`${from}>${to}`);
}

/** Whether every language pair's lexicon of the index is built (analyses read without one are not kept). */
export function lexiconsReady(index: SearchIndex): boolean {
  const n = index.languages.length;
  return (built.get(index)?.byPair.size ?? 0) >= n * (n - 1);
}

/** How many lexicons were built for this index (not read from a snapshot or adopted). */
export function lexiconBuilds(index: SearchIndex): number {
  return built.get(index)?.builds ?? 0;
}

/**
 * Every language pair's lexicon of the index (built now where not built yet), keyed
 * `from>to`: what a snapshot stores, so a restart builds none (index-cache.ts).
 */
export function buildLexicons(index: SearchIndex): Map<string, Lexicon> {
  warmLexicons(index);
  return new Map(lexiconsOf(index).byPair);
}

/** Lexicons built before (read from a snapshot, or made by a build process) become this index's. */
export function adoptLexicons(index: SearchIndex, lexicons: ReadonlyMap<string, Lexicon>): void {
  lexiconsOf(index).byPair = new Map(lexicons);
}

/**
 * The build of every language pair's lexicon in small steps (a few pages' parallel units, or
 * one EM round, per call), for a background warm-up in slices: start-up does not wait and no
 * step holds the event loop for long. Each call does one step; false when all are built.
 */
export function lexiconSteps(index: SearchIndex): () => boolean {
  const pairs: [string, string][] = [];
  for (const from of index.languages) for (const to of index.languages) if (from !== to) pairs.push([from, to]);
  let pair = 0;
  let build: Iterator<void, Lexicon> | undefined;
  // Shared by the pairs' builds, and let go once they are done (the warm-up goes on with other work).
  let vocabularies: LexiconVocabularies | undefined;
  return () => {
    while (pair < pairs.length) {
      const [from, to] = pairs[pair];
      const { byPair } = lexiconsOf(index);
      const key = `${from}>${to}`;
      if (byPair.has(key)) {
        pair++;
        build = undefined;
        continue;
      }
      build ??= lexiconBuild(index, from, to, (vocabularies ??= new LexiconVocabularies(LEXICON_LIMITS.termsPerUnit)));
      const step = build.next();
      if (step.done) {
        byPair.set(key, step.value);
        pair++;
        build = undefined;
      }
      return true;
    }
    vocabularies = undefined;
    return false;
  };
}

export interface Translated {
  /** The site's translations of the word that this index holds. */
  alternatives: { terms: number[]; weight: number; bridge: true }[];
  /** The site translates the word (it is a word of its own language here). */
  known: boolean;
  /** One of its translations is written alike (a name, a loanword). */
  same: boolean;
  /** The lexicon was built: false before the warm-up got to it (then nothing is known, and nothing may be kept). */
  ready: boolean;
  /** The word's stem in its own language (what other word lists are read by). */
  source: string;
}

/**
 * Builds the lexicons of every language pair of the index now (for a start-up or background
 * warm-up, so no question pays for the build); returns how many pairs were built.
 */
export function warmLexicons(index: SearchIndex): number {
  let built = 0;
  const vocabularies = new LexiconVocabularies(LEXICON_LIMITS.termsPerUnit);
  for (const from of index.languages) {
    for (const to of index.languages) {
      if (from === to) continue;
      lexiconOf(index, from, to, vocabularies);
      built++;
    }
  }
  return built;
}

/** Alternatives for a question token of language `from` in the index `li` (another language), from a lexicon already built. */
export function translationsOf(index: SearchIndex, li: LanguageIndex, token: string, from: string): Translated {
  const source = analyzerFor(from).stem(token);
  const lexicon = readyLexicon(index, from, li.lang);
  const out: Translated = { alternatives: [], known: false, same: false, ready: lexicon !== undefined, source };
  for (const { term, p } of lexicon?.get(source) ?? []) {
    out.known = true;
    if (term === source) out.same = true;
    const id = findTerm(li, term);
    if (id >= 0) out.alternatives.push({ terms: [id], weight: TRANSLATION_WEIGHT * Math.min(1, p / 0.5), bridge: true });
  }
  return out;
}

/** Parallel units of the site for a language pair (within the work budget): what each translated page and its translation both say. */
export function parallelUnits(index: SearchIndex, from: string, to: string, vocab: [Map<string, number>, Map<string, number>]): Unit[] {
  const { termsPerUnit } = LEXICON_LIMITS;
  const units = new ParallelUnits(new LexiconTerms(from, termsPerUnit, vocab[0]), new LexiconTerms(to, termsPerUnit, vocab[1]), LEXICON_LIMITS);
  for (const _ of unitSteps(index, from, to, units));
  return units.units.map((u) => ({ from: [...u.from], to: [...u.to] }));
}

/** IBM Model 1: t(target | source) by EM over the parallel units, with an empty source word. */
export function buildLexicon(index: SearchIndex, from: string, to: string, vocabularies = new LexiconVocabularies(LEXICON_LIMITS.termsPerUnit)): Lexicon {
  const build = lexiconBuild(index, from, to, vocabularies);
  for (;;) {
    const step = build.next();
    if (step.done) return step.value;
  }
}

/** The build of one lexicon, yielding between steps (a few pages' units, the slots, each EM round). */
function* lexiconBuild(index: SearchIndex, from: string, to: string, vocabularies: LexiconVocabularies): Generator<void, Lexicon> {
  lexiconsOf(index).builds++;
  const units = new ParallelUnits(vocabularies.of(from), vocabularies.of(to), LEXICON_LIMITS);
  yield* unitSteps(index, from, to, units);
  return yield* emSteps(units.units, units.updates, units.source, units.target, { rounds: LEXICON_LIMITS.rounds, minProbability: MIN_PROBABILITY, perWord: PER_WORD });
}
