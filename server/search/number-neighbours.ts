/**
 * The words that stand next to a number in each section, found when the index is built: "How
 * many colonies does she keep?" is answered where "colonies" stands next to "40", "How hot is the
 * flame?" where "flame" stands a few words from "1,100 °C", "Wie viele Setzkästen haben Sie?"
 * where "120 Setzkästen" is written. BM25 finds every section that names the thing; the one that
 * counts or measures it says the number beside it. Kept per section as the sorted ids of the index
 * terms (and the compound parts the index splits off) within NUMBER_WINDOW tokens of a number in
 * the same sentence, of at most MAX_NEIGHBOURS tokens per section (each with its compound parts:
 * every id kept is one of the section's own body postings, so the lists never outgrow the
 * postings); stored with the index (index-snapshot.ts)
 * and read by a quantity question (quantity-asked.ts) for the terms each hit matched.
 */
import type { LanguageIndex } from './search-index.ts';
import { checkTermLists, indexOf, termId } from './term-lists.ts';
import { foldedSets } from './word-sets.ts';

/** Tokens on each side of a number read as its neighbours ("40 bee colonies", "the flame reaches 1,100"). */
export const NUMBER_WINDOW = 3;
/** Distinct neighbouring tokens kept per section (their terms and compound parts): a price list or table of many numbers holds at most this many. */
export const MAX_NEIGHBOURS = 96;

/**
 * Number words from two up (one and "ein" are articles as often as numbers), general vocabulary per
 * language; folded as the index's tokens are ("dreißig" is read as "dreissig").
 */
const NUMBER_WORDS = foldedSets({
  en: [
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'twenty',
    'thirty',
    'forty',
    'fifty',
    'hundred',
    'hundreds',
    'thousand',
    'thousands',
    'dozen',
    'dozens',
    'million',
    'millions',
  ],
  de: [
    'zwei',
    'drei',
    'vier',
    'fünf',
    'sechs',
    'sieben',
    'acht',
    'neun',
    'zehn',
    'elf',
    'zwölf',
    'zwanzig',
    'dreißig',
    'vierzig',
    'fünfzig',
    'hundert',
    'hunderte',
    'tausend',
    'tausende',
    'dutzend',
    'dutzende',
    'million',
    'millionen',
  ],
});
const NONE: ReadonlySet<string> = new Set();

/** Whether a folded token is a number: it begins with a digit, or is a number word of the language. */
export function isNumberToken(token: string, lang: string): boolean {
  const c = token.charCodeAt(0);
  return (c >= 48 && c <= 57) || (NUMBER_WORDS.get(lang) ?? NONE).has(token);
}

export interface NumberNeighbours {
  /** The neighbours of section d are `neighbourTerms[neighbourOffsets[d]]` to `neighbourTerms[neighbourOffsets[d + 1] - 1]`, ascending term ids. */
  neighbourOffsets: Int32Array;
  neighbourTerms: Int32Array;
}

/** Collects each section's tokens next to numbers while the index is built (`add` per section in doc order, `done` once the term ids are final). */
export class NumberNeighboursBuilder {
  /** Per section, the distinct token numbers next to a number. */
  private readonly near: Int32Array[] = [];
  /** Per token number: 1 a number, 2 not, 0 not yet read. */
  private kinds = new Uint8Array(1024);
  /** Per token number: the last section (plus one) that kept it, so a token is kept once per section without a search. */
  private keptIn = new Int32Array(1024);

  constructor(
    private readonly lang: string,
    private readonly nameOf: (token: number) => string,
  ) {}

  /** Section `doc`'s body tokens (token numbers) and where its sentences end (token positions, ascending). */
  add(tokens: Int32Array, ends: readonly number[]): void {
    const found: number[] = [];
    const stamp = this.near.length + 1;
    let sentence = 0;
    let start = 0;
    for (let i = 0; i < tokens.length && found.length < MAX_NEIGHBOURS; i++) {
      while (sentence < ends.length && ends[sentence] <= i) start = ends[sentence++];
      if (!this.isNumber(tokens[i])) continue;
      const end = sentence < ends.length ? ends[sentence] : tokens.length;
      const from = Math.max(start, i - NUMBER_WINDOW);
      const to = Math.min(end, i + NUMBER_WINDOW + 1);
      for (let j = from; j < to && found.length < MAX_NEIGHBOURS; j++) {
        const token = tokens[j];
        if (j === i || this.isNumber(token) || this.keptIn[token] === stamp) continue;
        this.keptIn[token] = stamp;
        found.push(token);
      }
    }
    this.near.push(Int32Array.from(found));
  }

  /**
   * The neighbours as final term ids: `termOf` gives a token's term id before the terms were
   * sorted (-1 for a stop word), `partsOf` its compound parts, `rank` an old id's final id.
   */
  done(termOf: (token: number) => number, partsOf: (token: number) => readonly number[], rank: Int32Array): NumberNeighbours {
    const neighbourOffsets = new Int32Array(this.near.length + 1);
    const out: number[] = [];
    const ids = new Set<number>();
    this.near.forEach((tokens, d) => {
      ids.clear();
      for (const token of tokens) {
        const term = termOf(token);
        if (term >= 0) ids.add(rank[term]);
        for (const part of partsOf(token)) ids.add(rank[part]);
      }
      for (const id of [...ids].sort((a, b) => a - b)) out.push(id);
      neighbourOffsets[d + 1] = out.length;
    });
    this.near.length = 0;
    return { neighbourOffsets, neighbourTerms: Int32Array.from(out) };
  }

  private isNumber(token: number): boolean {
    if (token >= this.kinds.length) {
      const size = Math.max(token + 1, this.kinds.length * 2);
      const kinds = new Uint8Array(size);
      kinds.set(this.kinds);
      this.kinds = kinds;
      const kept = new Int32Array(size);
      kept.set(this.keptIn);
      this.keptIn = kept;
    }
    if (this.kinds[token] === 0) this.kinds[token] = isNumberToken(this.nameOf(token), this.lang) ? 1 : 2;
    return this.kinds[token] === 1;
  }
}

/** Undefined when the arrays fit `docCount` sections and `termCount` terms, else what is wrong (a damaged snapshot). */
export function checkNumberNeighbours(n: NumberNeighbours, docCount: number, termCount: number): string | undefined {
  return checkTermLists(n.neighbourOffsets, n.neighbourTerms, docCount, termCount, 'number neighbour');
}

/** Counts for tests: term look-ups made by nextToNumber. */
export const numberNeighbourStats = { lookups: 0 };

/** Whether section `doc` of the language index has one of `terms` (index terms) but those in `skip` next to a number: at most two binary searches per term. */
export function nextToNumber(li: LanguageIndex, doc: number, terms: ReadonlySet<string>, skip: readonly string[] = []): boolean {
  const { neighbourOffsets, neighbourTerms } = li.facts;
  const from = neighbourOffsets[doc];
  const to = neighbourOffsets[doc + 1];
  if (from === to) return false;
  for (const term of terms) {
    if (skip.includes(term)) continue;
    numberNeighbourStats.lookups++;
    const id = termId(li.terms, term);
    if (id >= 0 && indexOf(neighbourTerms, id, from, to) >= 0) return true;
  }
  return false;
}

/** A table of units per language (data: time in duration-asked.ts, distance in travel-area.ts). */
export type UnitWords = Readonly<Record<string, readonly string[]>>;

/** Per units table, each language index's stems of its units, made once per index. */
const unitStems = new WeakMap<UnitWords, WeakMap<LanguageIndex, ReadonlySet<string>>>();

/**
 * Whether section `doc` states one of a table's units next to a number ("60 minutes", "12 km"): the
 * units of the index's language, else `fallback`, stemmed by its analyzer once per index (a few
 * binary searches per call).
 */
export function unitNextToNumber(li: LanguageIndex, doc: number, units: UnitWords, fallback: readonly string[] = []): boolean {
  let byIndex = unitStems.get(units);
  if (byIndex === undefined) unitStems.set(units, (byIndex = new WeakMap()));
  let stems = byIndex.get(li);
  if (stems === undefined) {
    stems = new Set((units[li.analyzer.lang] ?? fallback).map((w) => li.analyzer.stem(w)));
    byIndex.set(li, stems);
  }
  return nextToNumber(li, doc, stems);
}
