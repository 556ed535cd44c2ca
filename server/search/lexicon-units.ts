/**
 * The parallel units a translation lexicon learns from (translation-lexicon.ts): what a
 * translated page and its translation both say, as term ids. Collected only up to the work
 * budget the EM rounds use: a unit past the pair-update budget was never learnt from, and on a
 * large site reading (and deriving the text of) those sections was most of the build.
 */
import { analyzerFor, tokenize, type Analyzer } from './analyzer.ts';
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { Page, Section } from '../site/site-types.ts';

/** The work budget of one lexicon's build (translation-lexicon.ts's LEXICON_LIMITS). */
export interface UnitLimits {
  units: number;
  pairUpdates: number;
}

/** One unit: the distinct term ids of each side, in order of first use. */
export interface TermUnit {
  from: Int32Array;
  to: Int32Array;
}

/** Pages read per step of a sliced build. */
const PAGES_PER_STEP = 2;

/**
 * One language's lexicon vocabulary: each distinct token analysed once (stop word, stem,
 * number), each term numbered once, a text's distinct terms found with a stamp per term
 * instead of a Set per text, and each text's terms found once (both directions of a
 * language pair read the same texts).
 */
export class LexiconTerms {
  /** Term names by id. */
  readonly names: string[] = [];
  /** Token -> term id, -1 for a stop word, a number or no term. */
  private readonly tokens = new Map<string, number>();
  private readonly texts = new Map<string, Int32Array>();
  private readonly analyzer: Analyzer;
  private seen = new Int32Array(1024);
  private stamp = 0;

  /** `max`: most terms of a text kept; `ids`: term -> id, empty at first (parallelUnits's callers read it). */
  constructor(
    lang: string,
    private readonly max: number,
    readonly ids: Map<string, number> = new Map(),
  ) {
    this.analyzer = analyzerFor(lang);
  }

  /** The distinct ids of the text's terms, in order (what analyze() gives, minus numbers), at most `max`. */
  of(text: string): Int32Array {
    let ids = this.texts.get(text);
    if (!ids) this.texts.set(text, (ids = this.termsOf(text)));
    return ids;
  }

  /** How many distinct texts were analysed. */
  get textsRead(): number {
    return this.texts.size;
  }

  private termsOf(text: string): Int32Array {
    const tokens = tokenize(text);
    const out = new Int32Array(Math.min(this.max, tokens.length));
    // A stamp per text marks the ids it has given (a fresh one, so nothing is cleared).
    const stamp = ++this.stamp;
    let n = 0;
    for (let i = 0; i < tokens.length && n < out.length; i++) {
      const id = this.idOf(tokens[i]);
      if (id < 0 || this.seen[id] === stamp) continue;
      this.seen[id] = stamp;
      out[n++] = id;
    }
    return n === out.length ? out : out.slice(0, n);
  }

  private idOf(token: string): number {
    let id = this.tokens.get(token);
    if (id !== undefined) return id;
    const term = this.analyzer.stopwords.has(token) ? '' : this.analyzer.stem(token);
    if (!term || /^\d+$/.test(term)) id = -1;
    else {
      id = this.ids.get(term);
      if (id === undefined) {
        this.ids.set(term, (id = this.names.length));
        this.names.push(term);
        if (id === this.seen.length) {
          const grown = new Int32Array(2 * id);
          grown.set(this.seen);
          this.seen = grown;
        }
      }
    }
    this.tokens.set(token, id);
    return id;
  }
}

/** The vocabularies of every language, shared by the builds of one warm-up (each language's texts are read by two directions). */
export class LexiconVocabularies {
  private readonly byLang = new Map<string, LexiconTerms>();

  constructor(private readonly termsPerUnit: number) {}

  of(lang: string): LexiconTerms {
    let terms = this.byLang.get(lang);
    if (!terms) this.byLang.set(lang, (terms = new LexiconTerms(lang, this.termsPerUnit)));
    return terms;
  }
}

/** The units of one language pair, added until the budget of units or of pair updates is reached. */
export class ParallelUnits {
  readonly units: TermUnit[] = [];
  /** Pair updates of one EM round over the units: (sources + 1) * targets per unit. */
  updates = 0;
  /** The budget is reached: no later unit would be learnt from. */
  full = false;

  constructor(
    readonly source: LexiconTerms,
    readonly target: LexiconTerms,
    private readonly limits: UnitLimits,
  ) {}

  /** Adds the unit of a text and its translation, when both have terms and it fits the budget. */
  add(a: string, b: string): void {
    if (this.full) return;
    const from = this.source.of(a);
    if (!from.length) return;
    const to = this.target.of(b);
    if (!to.length) return;
    const cost = (from.length + 1) * to.length;
    // The EM rounds take units in order while they fit: the first that does not ends the list.
    if (this.updates + cost > this.limits.pairUpdates) {
      this.full = true;
      return;
    }
    this.updates += cost;
    this.units.push({ from, to });
    if (this.units.length >= this.limits.units) this.full = true;
  }

  /** Sentences (and list items) pair up when both sides have as many; else the whole text is one unit. */
  addSentences(a: string, b: string): void {
    const mine = sentences(a);
    const theirs = sentences(b);
    if (mine.length > 1 && mine.length === theirs.length) {
      for (let i = 0; i < mine.length && !this.full; i++) this.add(mine[i], theirs[i]);
    } else this.add(a, b);
  }
}

/** Adds the parallel units of a language pair to `units`, yielding after every PAGES_PER_STEP pages. */
export function* unitSteps(index: SearchIndex, from: string, to: string, units: ParallelUnits): Generator<void> {
  const source = index.byLang.get(from);
  const target = index.byLang.get(to);
  if (!source || !target) return;
  const pages = new Set<Page>(source.docs.map((d: SearchDoc) => d.page));
  let read = 0;
  for (const page of pages) {
    // The budget is reached: reading (and deriving the text of) the remaining sections would add nothing.
    if (units.full) break;
    if (++read % PAGES_PER_STEP === 0) yield;
    const path = page.translations[to];
    const other = path ? target.introByPath.get(path)?.page : undefined;
    if (!other) continue;
    units.add(page.title, other.title);
    units.add(page.description, other.description);
    for (const kind of ['section', 'photo'] as const) {
      const mine = sectionsOf(page, kind);
      const theirs = sectionsOf(other, kind);
      // Sections pair up only when both pages have as many: then they are each other's translation.
      if (mine.length !== theirs.length) continue;
      for (let i = 0; i < mine.length && !units.full; i++) {
        if (mine[i].level > 1) units.add(mine[i].name, theirs[i].name);
        units.addSentences(mine[i].text.slice(0, 2000), theirs[i].text.slice(0, 2000));
      }
    }
  }
}

export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?:;])\s+|\n+/).filter((x) => x.trim());
}

export function sectionsOf(page: Page, kind: 'section' | 'photo'): Section[] {
  return page.sections.filter((s) => (s.kind ?? 'section') === kind);
}
