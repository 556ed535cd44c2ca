/**
 * The per-word query analysis of the site's own words, tabulated per language index.
 *
 * A question is mostly words the site itself uses, and what the analysis makes of such a
 * word (the index terms it may stand for, its concepts) depends only on the word, the index
 * and how far it is read (the view: its own language or another). So it is computed once per
 * site word and view and kept here: filled in the background after start-up and on a word's
 * first use, whichever comes first. The analysis itself is not here: search-query.ts calls
 * the one analysis function to fill an entry, so the table always holds its answers.
 *
 * Only the site's own words get an entry, so the table cannot grow with traffic: its keys
 * are fixed when the site is loaded. It is bounded in bytes as well; past the bound a word
 * is analysed per question, as any other word is.
 */

import type { WordAnalysis } from './word-analysis.ts';
import { BoundedCache } from './bounded-cache.ts';

/** The recent-query caches of a language index, which the analysis fills as it goes. */
export interface QueryCaches {
  expansions: BoundedCache<unknown>;
}

/**
 * Caches of its own for the warm-up, so that analysing every word of the site does not churn
 * the index's recent-query cache: it is bounded (2,048 expansions) and starts
 * over when full, so thousands of site words would clear them many times over and leave them
 * holding the last words warmed rather than the words questions use. The warm-up's own are
 * small and start over as often as they like.
 */
export function warmingCaches(): QueryCaches {
  return { expansions: new BoundedCache(256, 64 * 1024, (v) => 64 * (v as unknown[]).length) };
}

/**
 * Charged per alternative besides its terms (the object, its terms array and its weight, a heap
 * number): a calibration, not a count. An alternative holds about 112 bytes plus 8 a term on
 * Node 20 (no pointer compression), but the other charges count some bytes twice (a word's
 * characters, which the site's own strings already hold). 48 before, which left a full table at
 * 10,000 sections holding 9.96 MB of heap for the 8 MiB it charged (heap before and after clearing
 * it, after forced collections); with 88 the whole table holds 8.12 MB there and 7.77 MB at 1,000
 * sections.
 */
const ALTERNATIVE_BYTES = 88;

/** Bytes of one analysis as the table charges it (arrays, objects, numbers). */
export function analysisBytes(a: WordAnalysis): number {
  let bytes = 72 + 8 * a.concepts.length;
  for (const alt of a.alternatives) bytes += ALTERNATIVE_BYTES + 8 * alt.terms.length;
  return bytes;
}

/** Default bound per language index: about 13,000 words in the three views warmed (the sample site takes 1.8 MB). */
export const WORD_TABLE_BYTES = 8 * 1024 * 1024;

/** Bytes charged per entry and per view besides the key and the value's own size. */
const ENTRY_BYTES = 96;
const VIEW_BYTES = 48;

/** Counts of what the table did, so tests can show a word is analysed once. */
export interface WordTableStats {
  /** Analyses stored (each site word at most once per view). */
  stored: number;
  /** Look-ups answered from the table. */
  hits: number;
}

const NO_CONCEPTS: readonly number[] = Object.freeze([]);

/** The same analysis in arrays of exactly their length (an analysis is built by pushes, which leave room). */
function compactAnalysis(a: WordAnalysis): WordAnalysis {
  return {
    content: a.content,
    // One literal of all three fields, as concept terms are made (word-analysis.ts): the alternatives ranking reads share one hidden class (copies by spread kept each source's, four in all).
    alternatives: a.alternatives.map((alt) => ({ terms: alt.terms.slice(), weight: alt.weight, bridge: alt.bridge })),
    concepts: a.concepts.length ? a.concepts.slice() : NO_CONCEPTS,
    idf: a.idf,
  };
}

export class WordTable {
  /**
   * The stored analyses by view key (a handful: one per language a question may be read in),
   * then by word: a look-up is one probe of the view's map that finds the analysis itself (an
   * entry per word holding its views and analyses in two arrays cost three more reads of memory
   * per look-up, each a likely cache miss under load).
   */
  private readonly byView = new Map<string, Map<string, WordAnalysis>>();
  private words = 0;
  private bytes = 0;
  private memoKey?: string;
  private memoValue?: unknown;
  readonly stats: WordTableStats = { stored: 0, hits: 0 };

  constructor(readonly maxBytes: number = WORD_TABLE_BYTES) {}

  /**
   * One derived value of a text every question passes the same (the owner's name): made once
   * and kept while the text stays the same. One entry, so nothing grows with traffic.
   */
  memo<T>(key: string, make: () => T): T {
    if (this.memoKey !== key) {
      this.memoValue = make();
      this.memoKey = key;
    }
    return this.memoValue as T;
  }

  /** The stored analysis of `word` in `view`, if any. */
  get(word: string, view: string): WordAnalysis | undefined {
    const value = this.byView.get(view)?.get(word);
    if (value !== undefined) this.stats.hits++;
    return value;
  }

  /** Stores an analysis of a site word; false (nothing stored) when the table is full. */
  set(word: string, view: string, value: WordAnalysis): boolean {
    const known = this.hasWord(word);
    const cost = VIEW_BYTES + 2 * view.length + analysisBytes(value) + (known ? 0 : ENTRY_BYTES + 2 * word.length);
    if (this.bytes + cost > this.maxBytes) return false;
    let analyses = this.byView.get(view);
    if (analyses?.has(word)) return true;
    if (!analyses) this.byView.set(view, (analyses = new Map()));
    // Arrays of exactly their length: one grown by push keeps room for 17 (measured: a table
    // filled by pushes held 2.6 times the bytes it charged; see docs/startup.md).
    analyses.set(word, compactAnalysis(value));
    if (!known) this.words++;
    this.bytes += cost;
    this.stats.stored++;
    return true;
  }

  /** Whether any view holds `word` (a handful of views: a look-up in each). */
  private hasWord(word: string): boolean {
    for (const analyses of this.byView.values()) if (analyses.has(word)) return true;
    return false;
  }

  clear(): void {
    this.byView.clear();
    this.words = 0;
    this.bytes = 0;
  }

  /** Words with at least one stored view. */
  get size(): number {
    return this.words;
  }

  get byteSize(): number {
    return this.bytes;
  }
}
