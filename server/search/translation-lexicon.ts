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
import { analyzerFor, tokenize } from './analyzer.ts';
import { findSorted, type LanguageIndex, type SearchDoc, type SearchIndex } from './search-index.ts';
import type { Page, Section } from '../site/site-types.ts';

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
export function lexiconOf(index: SearchIndex, from: string, to: string): Lexicon {
  const { byPair } = lexiconsOf(index);
  const key = `${from}>${to}`;
  let lexicon = byPair.get(key);
  if (!lexicon) byPair.set(key, (lexicon = buildLexicon(index, from, to)));
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

/** Pages read per step of a sliced build. */
const PAGES_PER_STEP = 2;

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
      build ??= lexiconBuild(index, from, to);
      const step = build.next();
      if (step.done) {
        byPair.set(key, step.value);
        pair++;
        build = undefined;
      }
      return true;
    }
    return false;
  };
}

export interface Translated {
  /** The site's translations of the word that this index holds. */
  alternatives: { terms: number[]; weight: number }[];
  /** The site translates the word (it is a word of its own language here). */
  known: boolean;
  /** One of its translations is written alike (a name, a loanword). */
  same: boolean;
  /** The lexicon was built: false before the warm-up got to it (then nothing is known, and nothing may be kept). */
  ready: boolean;
}

/**
 * Builds the lexicons of every language pair of the index now (for a start-up or background
 * warm-up, so no question pays for the build); returns how many pairs were built.
 */
export function warmLexicons(index: SearchIndex): number {
  let built = 0;
  for (const from of index.languages) {
    for (const to of index.languages) {
      if (from === to) continue;
      lexiconOf(index, from, to);
      built++;
    }
  }
  return built;
}

/** Alternatives for a question token of language `from` in the index `li` (another language), from a lexicon already built. */
export function translationsOf(index: SearchIndex, li: LanguageIndex, token: string, from: string): Translated {
  const source = analyzerFor(from).stem(token);
  const lexicon = readyLexicon(index, from, li.lang);
  const out: Translated = { alternatives: [], known: false, same: false, ready: lexicon !== undefined };
  for (const { term, p } of lexicon?.get(source) ?? []) {
    out.known = true;
    if (term === source) out.same = true;
    const id = findSorted(li.terms, term);
    if (id >= 0) out.alternatives.push({ terms: [id], weight: TRANSLATION_WEIGHT * Math.min(1, p / 0.5) });
  }
  return out;
}

/** Parallel units of the site for a language pair: what each translated page and its translation both say. */
export function parallelUnits(index: SearchIndex, from: string, to: string, vocab: [Map<string, number>, Map<string, number>]): Unit[] {
  const units: Unit[] = [];
  for (const _ of unitSteps(index, from, to, vocab, units));
  return units;
}

/** Adds the parallel units of a language pair to `units`, yielding after every PAGES_PER_STEP pages. */
function* unitSteps(index: SearchIndex, from: string, to: string, vocab: [Map<string, number>, Map<string, number>], units: Unit[]): Generator<void> {
  const source = index.byLang.get(from);
  const target = index.byLang.get(to);
  if (!source || !target) return;
  // A site repeats its words: each distinct token is stemmed once per build, not once per occurrence.
  const memos: [TokenMemo, TokenMemo] = [new Map(), new Map()];
  const add = (a: string, b: string) => {
    if (units.length >= LEXICON_LIMITS.units) return;
    const unit = { from: termIds(a, from, vocab[0], memos[0]), to: termIds(b, to, vocab[1], memos[1]) };
    if (unit.from.length && unit.to.length) units.push(unit);
  };
  // Sentences (and list items) pair up when both sides have as many; else the whole text is one unit.
  const addSentences = (a: string, b: string) => {
    const mine = sentences(a);
    const theirs = sentences(b);
    if (mine.length > 1 && mine.length === theirs.length) mine.forEach((m, i) => add(m, theirs[i]));
    else add(a, b);
  };
  const pages = new Set<Page>(source.docs.map((d: SearchDoc) => d.page));
  let read = 0;
  for (const page of pages) {
    // The budget is reached: reading (and deriving the text of) the remaining sections would add nothing.
    if (units.length >= LEXICON_LIMITS.units) break;
    if (++read % PAGES_PER_STEP === 0) yield;
    const path = page.translations[to];
    const other = path ? target.introByPath.get(path)?.page : undefined;
    if (!other) continue;
    add(page.title, other.title);
    add(page.description, other.description);
    for (const kind of ['section', 'photo'] as const) {
      const mine = sectionsOf(page, kind);
      const theirs = sectionsOf(other, kind);
      // Sections pair up only when both pages have as many: then they are each other's translation.
      if (mine.length !== theirs.length) continue;
      mine.forEach((s, i) => {
        if (s.level > 1) add(s.name, theirs[i].name);
        addSentences(s.text.slice(0, 2000), theirs[i].text.slice(0, 2000));
      });
    }
  }
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?:;])\s+|\n+/).filter((x) => x.trim());
}

function sectionsOf(page: Page, kind: 'section' | 'photo'): Section[] {
  return page.sections.filter((s) => (s.kind ?? 'section') === kind);
}

/** A token's vocabulary id in one build (-1: a stop word, a number or no term). */
type TokenMemo = Map<string, number>;

/** The distinct ids of the text's terms, in order (what analyze() gives, minus numbers), at most termsPerUnit. */
function termIds(text: string, lang: string, vocab: Map<string, number>, memo: TokenMemo): number[] {
  const ids = new Set<number>();
  const analyzer = analyzerFor(lang);
  for (const token of tokenize(text)) {
    let id = memo.get(token);
    if (id === undefined) {
      const term = analyzer.stopwords.has(token) ? '' : analyzer.stem(token);
      if (!term || /^\d+$/.test(term)) id = -1;
      else {
        id = vocab.get(term);
        if (id === undefined) vocab.set(term, (id = vocab.size));
      }
      memo.set(token, id);
    }
    if (id < 0) continue;
    ids.add(id);
    if (ids.size >= LEXICON_LIMITS.termsPerUnit) break;
  }
  return [...ids];
}

/** IBM Model 1: t(target | source) by EM over the parallel units, with an empty source word. */
export function buildLexicon(index: SearchIndex, from: string, to: string): Lexicon {
  const build = lexiconBuild(index, from, to);
  for (;;) {
    const step = build.next();
    if (step.done) return step.value;
  }
}

/** The build of one lexicon, yielding between steps (a few pages' units, the slots, each EM round). */
function* lexiconBuild(index: SearchIndex, from: string, to: string): Generator<void, Lexicon> {
  lexiconsOf(index).builds++;
  const vocab: [Map<string, number>, Map<string, number>] = [new Map(), new Map()];
  const units: Unit[] = [];
  yield* unitSteps(index, from, to, vocab, units);
  const lexicon: Lexicon = new Map();
  if (!units.length) return lexicon;
  yield;
  const NULL = vocab[0].size;
  const width = vocab[1].size;
  // One pass gives every (source, target) pair of every unit a slot; the EM rounds then run on typed arrays.
  // The rows (one per target word of a unit: its sources' slots) lie end to end in one array.
  let updates = 0;
  let used = 0;
  for (const unit of units) {
    const cost = (unit.from.length + 1) * unit.to.length;
    if (updates + cost > LEXICON_LIMITS.pairUpdates) break;
    updates += cost;
    used++;
  }
  const slots = new SlotTable(updates, width);
  const rowSlots = new Int32Array(updates);
  const rowEnds: number[] = [];
  let at = 0;
  for (let u = 0; u < used; u++) {
    const unit = units[u];
    for (const f of unit.to) {
      for (const e of unit.from) rowSlots[at++] = slots.slot(e, f);
      rowSlots[at++] = slots.slot(NULL, f);
      rowEnds.push(at);
    }
  }
  const slotSource = slots.sources();
  const slotTarget = slots.targets();
  const t = new Float64Array(slotSource.length).fill(1);
  const count = new Float64Array(slotSource.length);
  const total = new Float64Array(NULL + 1);
  for (let round = 0; round < LEXICON_LIMITS.rounds; round++) {
    yield;
    count.fill(0);
    total.fill(0);
    let from = 0;
    for (const end of rowEnds) {
      let denom = 0;
      for (let i = from; i < end; i++) denom += t[rowSlots[i]];
      for (let i = from; i < end; i++) {
        const slot = rowSlots[i];
        const c = t[slot] / denom;
        count[slot] += c;
        total[slotSource[slot]] += c;
      }
      from = end;
    }
    for (let slot = 0; slot < t.length; slot++) t[slot] = count[slot] / total[slotSource[slot]];
  }
  const sourceTerms = [...vocab[0].keys()];
  const targetTerms = [...vocab[1].keys()];
  for (let slot = 0; slot < t.length; slot++) {
    const e = slotSource[slot];
    if (e === NULL || t[slot] < MIN_PROBABILITY) continue;
    const key = sourceTerms[e];
    const list = lexicon.get(key) ?? [];
    list.push({ term: targetTerms[slotTarget[slot]], p: t[slot] });
    lexicon.set(key, list);
  }
  for (const list of lexicon.values()) list.sort((a, b) => b.p - a.p).splice(PER_WORD);
  return lexicon;
}

/**
 * The slot of each (source, target) pair, numbered in order of first use: an open-addressing
 * hash table in typed arrays, sized once for the most pairs a build may have (a Map of a
 * million numbers would allocate, and leave behind, tens of MB in the JavaScript heap).
 */
class SlotTable {
  private readonly keys: Float64Array;
  private readonly values: Int32Array;
  private readonly mask: number;
  private readonly source: Int32Array;
  private readonly target: Int32Array;
  private count = 0;

  constructor(
    maxPairs: number,
    private readonly width: number,
  ) {
    let size = 16;
    while (size < 2 * maxPairs) size *= 2;
    this.keys = new Float64Array(size).fill(-1);
    this.values = new Int32Array(size);
    this.mask = size - 1;
    this.source = new Int32Array(Math.max(1, maxPairs));
    this.target = new Int32Array(Math.max(1, maxPairs));
  }

  slot(e: number, f: number): number {
    const key = e * this.width + f;
    for (let h = Math.imul(key | 0, 0x9e3779b1) & this.mask; ; h = (h + 1) & this.mask) {
      if (this.keys[h] === key) return this.values[h];
      if (this.keys[h] === -1) {
        this.keys[h] = key;
        this.source[this.count] = e;
        this.target[this.count] = f;
        return (this.values[h] = this.count++);
      }
    }
  }

  sources(): Int32Array {
    return this.source.subarray(0, this.count);
  }

  targets(): Int32Array {
    return this.target.subarray(0, this.count);
  }
}
