/**
 * The distinct tokens of one language met while building its index, each analysed once:
 * its index term (or none, for a stop word or a token that stems to nothing). A section's
 * text becomes token numbers with one lookup per occurrence, where looking up the stop
 * words, the stem memo, the surface words and the term ids separately took four; and the
 * compound split of a token is computed once per distinct token.
 */
import { tokenize, type Analyzer } from './analyzer.ts';
import { splitCompound } from './search-index.ts';

export class TokenTable {
  /** Token -> token number. */
  private readonly numbers = new Map<string, number>();
  private readonly names: string[] = [];
  /** Token number -> term id, -1 when the token is no index term. */
  private termOfNumber = new Int32Array(1024);
  /** Term -> term id, in order of first appearance. */
  readonly termIds = new Map<string, number>();
  readonly termNames: string[] = [];
  private readonly stemMemo = new Map<string, string>();

  constructor(private readonly analyzer: Analyzer) {}

  /** The memoised stem of any string (tokens and the pieces the compound splitter tries). */
  readonly stem = (token: string): string => {
    let s = this.stemMemo.get(token);
    if (s === undefined) this.stemMemo.set(token, (s = this.analyzer.stem(token)));
    return s;
  };

  /** The text's tokens as token numbers, stop words included. */
  tokens(text: string): Int32Array {
    const tokens = tokenize(text);
    const out = new Int32Array(tokens.length);
    for (let i = 0; i < tokens.length; i++) out[i] = this.number(tokens[i]);
    return out;
  }

  /**
   * The text's tokens (as `tokens`), and in `ends` where the tokens of each of the sentences
   * `ranges` ([start, end) pairs in order, sentenceRanges) end: a word lies within one sentence.
   */
  tokensOfRanges(text: string, ranges: readonly number[], ends: number[]): Int32Array {
    const starts: number[] = [];
    const tokens = tokenize(text, { starts });
    const out = new Int32Array(tokens.length);
    for (let i = 0; i < tokens.length; i++) out[i] = this.number(tokens[i]);
    let token = 0;
    for (let r = 1; r < ranges.length; r += 2) {
      while (token < starts.length && starts[token] < ranges[r]) token++;
      ends.push(token);
    }
    return out;
  }

  /** The term id of each token (-1: a stop word or no term), in order. */
  termOfTokens(tokens: Int32Array): Int32Array {
    const out = new Int32Array(tokens.length);
    for (let i = 0; i < tokens.length; i++) out[i] = this.termOfNumber[tokens[i]];
    return out;
  }

  /** The term ids of the index terms among `tokens`, in order (stop words left out). */
  terms(tokens: Int32Array): Int32Array {
    let n = 0;
    for (let i = 0; i < tokens.length; i++) if (this.termOfNumber[tokens[i]] >= 0) n++;
    const out = new Int32Array(n);
    n = 0;
    for (let i = 0; i < tokens.length; i++) {
      const id = this.termOfNumber[tokens[i]];
      if (id >= 0) out[n++] = id;
    }
    return out;
  }

  /** The token of a token number. */
  nameOf(token: number): string {
    return this.names[token];
  }

  /** The term id of a token number before the terms are sorted, -1 for a stop word. */
  termOfToken(token: number): number {
    return this.termOfNumber[token];
  }

  /** The term id of a surface word (a token that has one). */
  termOf(token: string): number {
    return this.termOfNumber[this.numbers.get(token)!];
  }

  /** The site's own words: tokens that are index terms (neither stop words nor stemmed away). */
  surfaces(): string[] {
    return this.names.filter((_, i) => this.termOfNumber[i] >= 0);
  }

  /**
   * Compound parts (term ids) of a token number, once the vocabulary is complete: a split is
   * into two terms of the whole site, so it must not be asked before every text is added.
   */
  splitter(): (token: number) => readonly number[] {
    const memo: (readonly number[] | undefined)[] = new Array(this.names.length);
    const analyzer = { ...this.analyzer, stem: this.stem };
    const none: readonly number[] = [];
    return (token) => {
      let parts = memo[token];
      if (parts === undefined) {
        const split = splitCompound(analyzer, this.termIds, this.names[token]);
        memo[token] = parts = split.length ? split.map((term) => this.termIds.get(term)!) : none;
      }
      return parts;
    };
  }

  private number(token: string): number {
    let n = this.numbers.get(token);
    if (n !== undefined) return n;
    n = this.names.length;
    this.numbers.set(token, n);
    this.names.push(token);
    if (n === this.termOfNumber.length) {
      const grown = new Int32Array(n * 2);
      grown.set(this.termOfNumber);
      this.termOfNumber = grown;
    }
    const term = this.analyzer.stopwords.has(token) ? '' : this.stem(token);
    this.termOfNumber[n] = term ? this.idOf(term) : -1;
    return n;
  }

  private idOf(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      this.termIds.set(term, (id = this.termNames.length));
      this.termNames.push(term);
    }
    return id;
  }
}
