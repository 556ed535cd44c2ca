/**
 * The search index: BM25F over page sections, one inverted index per language.
 * Built once when a site is loaded (or read back from its snapshot, see index-snapshot.ts);
 * queries only read it. Each language's postings are packed in a few large typed arrays,
 * every term's list ordered by impact (highest first) so a query can stop early.
 */
import { COMPOUNDING, termEndings } from './term-endings.ts';
import { analyzerFor, type Analyzer } from './analyzer.ts';
import { BoundedCache } from './bounded-cache.ts';
import { buildTypoMap, type TypoMap } from './typo-map.ts';
import { TokenTable } from './token-table.ts';
import { WordTable } from './word-table.ts';
import { mayBeginWith, termPrefixes, type TermPrefixes } from './term-prefixes.ts';
import { TOP_LIMITS } from './top-sections.ts';
import { PassagePacker, sentenceRanges, type PackedPassages } from './passage.ts';
import { SectionFactsBuilder } from './section-facts-builder.ts';
import type { SectionFacts } from './section-facts.ts';
import { NumberNeighboursBuilder } from './number-neighbours.ts';
import { DatedRowsBuilder } from './dated-rows.ts';
import { OriginNeighboursBuilder } from './origin-next.ts';
import type { Page, Section } from '../site/site-types.ts';

/** Field weights and length normalisation (b) of BM25F. Titles and headings say most per word. */
export const FIELDS = {
  title: { weight: 3, b: 0.3 },
  heading: { weight: 2.5, b: 0.3 },
  keywords: { weight: 1.5, b: 0.5 },
  body: { weight: 1, b: 0.3 },
} as const;
type Field = keyof typeof FIELDS;
const FIELD_NAMES = Object.keys(FIELDS) as Field[];

/** BM25's term-frequency saturation. */
export const K1 = 1.2;
/** Compound parts found inside a longer word count for less than the word itself. */
const COMPOUND_PART_TF = 0.5;
export const MIN_PART = 4;
/** The linking elements between a compound's parts (Auslands-, Kranken-, Tages-), none first: splitCompound's and compound-parts.ts's. */
export const COMPOUND_LINKS = ['', 's', 'n', 'es', 'en', 'e'];
/** Longest token split into compound parts (at most this minus 2 * MIN_PART probes). */
export const MAX_SPLIT = 24;
/** Settings that change what the index holds: part of the snapshot's digest. */
export const INDEX_SETTINGS = { FIELDS, K1, COMPOUND_PART_TF, MIN_PART, MAX_SPLIT, format: 9, english: 'porter2@1' };

export interface SearchDoc {
  page: Page;
  section: Section;
}

/** The part of a language index that is data: what a snapshot stores. */
export interface PackedLanguage {
  lang: string;
  docCount: number;
  /** Index terms (stems), sorted; a term's id is its position. */
  terms: string[];
  /** Postings of term t are at [offsets[t], offsets[t + 1]). */
  offsets: Int32Array;
  /** Section (doc) ids, per term in descending impact. */
  postDocs: Int32Array;
  /** BM25's saturated, field-weighted, length-normalised term frequency: tf (K1 + 1) / (K1 + tf). */
  postImpacts: Float32Array;
  idf: Float32Array;
  /** The site's own words (folded tokens, no stop words), sorted: what typos are corrected to. */
  surfaces: string[];
  /** The index term of each surface word. */
  surfaceTerm: Int32Array;
  typo: TypoMap;
  /** Every section's sentences and their term hashes, for picking passages (passage.ts); absent in an index made without them. */
  passages?: PackedPassages;
  /** What re-ranking's rules read of every section's text (section-facts.ts). */
  facts: SectionFacts;
}

export interface LanguageIndex extends PackedLanguage {
  analyzer: Analyzer;
  docs: SearchDoc[];
  /** Each page's introduction (or first section), by page address: where a translation is listed. */
  introByPath: Map<string, SearchDoc>;
  /** Per-query work arrays, one slot per section, reused (a query runs synchronously) and left zeroed. */
  scratch: Scratch;
  /** Recent query-word expansions, bounded in entries and bytes. */
  expansions: BoundedCache<unknown>;
  /** The query analysis of the site's own words, each computed once (word-table.ts). */
  words: WordTable;
  /** Each section's doc id: where its packed passages and facts are. */
  docOf: Map<Section, number>;
  /** `docOf`, when the index has packed passages. */
  passageDoc?: Map<Section, number>;
  /** The term ids sorted by their letters read from the end, in a language that writes compounds as one word (term-endings.ts). */
  endings?: Int32Array;
  /** The bit set of the terms' prefixes (term-prefixes.ts): most strings that are no term, and most that begin none, are told by one bit. */
  prefixes?: TermPrefixes;
}

export interface Scratch {
  /**
   * 32 bytes per section, so that scoring a posting touches one cache line (top-sections.ts):
   * the section's total, its best alternative for the current word and a compound's sum of
   * parts, as doubles at `4 × doc`, `+ 1`, `+ 2`.
   */
  slots: Float64Array;
  /**
   * The same bytes as 32-bit integers: at `8 × doc + 6` the stamp of the last word that read the
   * section; at `8 × doc + 7` non-zero for a section scored in this query, with bit 1 + j set
   * when word j (j < 31) was read for it.
   */
  flags: Int32Array;
  touched: Int32Array;
  hitDocs: Int32Array;
  /** The top-k search's candidates (top-sections.ts): the same memory as `touched`, which is free by then. */
  picked: Int32Array;
  /** The totals of the sections read in a bounding round, for selecting the k-th best (at most one per head posting). */
  values: Float64Array;
  /** The bit set of the top-k search's candidates (top-sections.ts). */
  member: Uint32Array;
  /** Stamp of the last word processed, so `mark` needs no clearing between words. */
  stamp: number;
  /** Compound-split stems left to the current query (reset per query). */
  splitBudget: number;
}

export interface SearchIndex {
  languages: string[];
  defaultLanguage: string;
  byLang: Map<string, LanguageIndex>;
  /** The introductions of each page's translations (resolved once, so a query looks up no addresses). */
  translationIntros: Map<Page, SearchDoc[]>;
  pageCount: number;
  sectionCount: number;
  /** Recent previous questions' answers (search-query.ts previousAnswer), bounded in entries and bytes: a follow-up's previous question was mostly asked the turn before. */
  answers: BoundedCache<ReadonlySet<string> | null>;
}

export interface SiteLike {
  pages: Page[];
  languages: string[];
  defaultLanguage: string;
}

/** Counts index builds, so tests can tell a snapshot load from a rebuild. */
export const buildCounter = { count: 0 };

export function createSearchIndex(site: SiteLike): SearchIndex {
  buildCounter.count++;
  const packed = site.languages.map((lang) => packLanguage(lang, docsOf(site, lang)));
  return assembleIndex(site, packed);
}

/** The sections of one language, in index order: the order a snapshot's doc ids refer to. */
export function docsOf(site: SiteLike, lang: string): SearchDoc[] {
  return site.pages.filter((p) => p.lang === lang).flatMap((page) => page.sections.map((section) => ({ page, section })));
}

/** The query-time index from packed data and the site it was built from. */
export function assembleIndex(site: SiteLike, packed: PackedLanguage[]): SearchIndex {
  const byLang = new Map<string, LanguageIndex>();
  for (const p of packed) {
    const docs = docsOf(site, p.lang);
    if (docs.length !== p.docCount) throw new Error(`index for ${p.lang} has ${p.docCount} sections, the site ${docs.length}`);
    byLang.set(p.lang, languageIndex(p, docs));
  }
  const translationIntros = new Map<Page, SearchDoc[]>();
  for (const page of site.pages) {
    const intros: SearchDoc[] = [];
    for (const [lang, path] of Object.entries(page.translations)) {
      const doc = byLang.get(lang)?.introByPath.get(path);
      if (doc) intros.push(doc);
    }
    if (intros.length) translationIntros.set(page, intros);
  }
  return {
    languages: site.languages,
    defaultLanguage: site.defaultLanguage,
    byLang,
    translationIntros,
    pageCount: site.pages.length,
    sectionCount: site.pages.reduce((n, p) => n + p.sections.length, 0),
    answers: new BoundedCache(256, 64 * 1024, answerBytes),
  };
}

/** The bytes of a previous answer's page addresses (two per UTF-16 unit and a slot each); a question with no answer, one slot. */
function answerBytes(pages: ReadonlySet<string> | null): number {
  let bytes = 16;
  if (pages) for (const path of pages) bytes += 2 * path.length + 16;
  return bytes;
}

/** Each page's introduction (its level-1 section, else its first), by page address. */
export function introsByPath<D extends { page: { path: string }; section: { level: number } }>(docs: readonly D[]): Map<string, D> {
  const introByPath = new Map<string, D>();
  for (const doc of docs) if (!introByPath.has(doc.page.path) || doc.section.level === 1) introByPath.set(doc.page.path, doc);
  return introByPath;
}

function languageIndex(p: PackedLanguage, docs: SearchDoc[]): LanguageIndex {
  const n = docs.length;
  const introByPath = introsByPath(docs);
  const slots = new Float64Array(4 * n);
  const touched = new Int32Array(n);
  const scratch: Scratch = {
    slots,
    flags: new Int32Array(slots.buffer),
    touched,
    hitDocs: new Int32Array(n),
    picked: touched,
    values: new Float64Array(Math.min(n, TOP_LIMITS.maxHeads)),
    member: new Uint32Array((n + 31) >>> 5),
    stamp: 0,
    splitBudget: 0,
  };
  // Made at load, not on a first hit: which doc a hit's section is, for its packed passages and facts.
  const docOf = new Map<Section, number>();
  for (let d = 0; d < n; d++) docOf.set(docs[d].section, d);
  // Every field named, in one literal: each language's index then has the same hidden class. Spread from the packed
  // language (whose objects come from a snapshot or a build, each of a shape of its own), every language's index had
  // its own, so the ranking code read them polymorphically and deoptimized when it first met the second language's.
  // A field added to PackedLanguage is named here too (an optional one the type checker would not ask for: the spec does).
  return {
    lang: p.lang,
    docCount: p.docCount,
    terms: p.terms,
    offsets: p.offsets,
    postDocs: p.postDocs,
    postImpacts: p.postImpacts,
    idf: p.idf,
    surfaces: p.surfaces,
    surfaceTerm: p.surfaceTerm,
    typo: p.typo,
    passages: p.passages,
    facts: p.facts,
    analyzer: analyzerFor(p.lang),
    docs,
    introByPath,
    docOf,
    passageDoc: p.passages ? docOf : undefined,
    endings: COMPOUNDING.has(p.lang) ? termEndings(p.terms) : undefined,
    prefixes: termPrefixes(p.terms),
    scratch,
    expansions: new BoundedCache(2048, 512 * 1024, (v) => 64 * (v as unknown[]).length),
    words: new WordTable(),
  };
}

/**
 * The id of the index term `term`, or -1: findSorted of the index's terms, but a string whose bit is
 * clear in the bit set of the terms' prefixes (term-prefixes.ts: every term is a prefix of itself) is
 * none without a binary search. A question word's analysis asks for a dozen strings that are no term
 * (its stem, other forms, every possible part of a compound) when the site does not use the word.
 */
export function findTerm(li: Pick<LanguageIndex, 'terms' | 'prefixes'>, term: string): number {
  if (li.prefixes !== undefined && !mayBeginWith(li.prefixes, term)) return -1;
  return findSorted(li.terms, term);
}

/** Position of `key` in a sorted string array, or -1. */
export function findSorted(sorted: readonly string[], key: string): number {
  const at = lowerBound(sorted, key);
  return at < sorted.length && sorted[at] === key ? at : -1;
}

/**
 * First position in a sorted string array whose value is not below `key`. An array of
 * BLOCKED_LENGTH values or more must not change after its first search (the index's terms,
 * surfaces and bold words never do): its blocks are found once.
 */
export function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  // A key that begins with two letters or digits is searched for among the values that begin with the same two (prefixBlocks): the same position, fewer comparisons.
  const pair = key.length >= 2 ? pairOf(key.charCodeAt(0), key.charCodeAt(1)) : -1;
  if (pair >= 0 && sorted.length >= BLOCKED_LENGTH) {
    const blocks = prefixBlocks(sorted);
    lo = blocks[2 * pair];
    hi = blocks[2 * pair + 1];
  }
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Arrays shorter than this are searched whole (a block saves fewer comparisons than finding it costs). */
const BLOCKED_LENGTH = 256;
/** Digits and lower-case letters: the characters of the two-letter blocks. */
const BLOCK_CHARS = 36;

/** The block of two characters (digits, then a–z, in code-unit order), or -1 for any other. */
function pairOf(a: number, b: number): number {
  const x = a >= 97 && a <= 122 ? a - 87 : a >= 48 && a <= 57 ? a - 48 : -1;
  const y = b >= 97 && b <= 122 ? b - 87 : b >= 48 && b <= 57 ? b - 48 : -1;
  return x < 0 || y < 0 ? -1 : x * BLOCK_CHARS + y;
}

const blocksOf = new WeakMap<readonly string[], Int32Array>();
/**
 * For each pair of characters p, the run [from, to) of a sorted array whose values begin with p:
 * every value before it is below p (so below any key that begins with p), every value after it
 * is at least p's successor (p with its second character's code plus one), so above any such
 * key. Found by binary searches on first use, once per array (10 KB; the arrays are the index's
 * terms and surfaces, made when it is loaded and never changed).
 */
function prefixBlocks(sorted: readonly string[]): Int32Array {
  let blocks = blocksOf.get(sorted);
  if (blocks) return blocks;
  blocks = new Int32Array(2 * BLOCK_CHARS * BLOCK_CHARS);
  const char = (i: number) => String.fromCharCode(i < 10 ? 48 + i : 87 + i);
  for (let x = 0; x < BLOCK_CHARS; x++) {
    for (let y = 0; y < BLOCK_CHARS; y++) {
      const pair = x * BLOCK_CHARS + y;
      const prefix = char(x) + char(y);
      blocks[2 * pair] = wholeLowerBound(sorted, prefix);
      blocks[2 * pair + 1] = wholeLowerBound(sorted, char(x) + String.fromCharCode(prefix.charCodeAt(1) + 1));
    }
  }
  blocksOf.set(sorted, blocks);
  return blocks;
}

/** lowerBound over the whole array, without blocks (what finds the blocks; exported for the test that both agree). */
export function wholeLowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function headingText(section: Section): string {
  return section.level === 1 ? '' : [section.parent, section.name].filter(Boolean).join(' ');
}

/** Growable typed arrays for the postings collected during a build. */
class Triples {
  term = new Int32Array(1 << 16);
  doc = new Int32Array(1 << 16);
  tf = new Float64Array(1 << 16);
  length = 0;
  push(term: number, doc: number, tf: number) {
    if (this.length === this.term.length) {
      const grow = <T extends Int32Array | Float64Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(a.length * 2);
        b.set(a);
        return b;
      };
      this.term = grow(this.term);
      this.doc = grow(this.doc);
      this.tf = grow(this.tf);
    }
    this.term[this.length] = term;
    this.doc[this.length] = doc;
    this.tf[this.length++] = tf;
  }
}

/** Impacts are sorted as 20-bit fixed point, so a doc id may take the other 30 bits of a double. */
const IMPACT_SCALE = 2 ** 20;
const DOC_BITS = 2 ** 30;
const MAX_Q = Math.ceil(IMPACT_SCALE * (K1 + 1));

/**
 * Builds one language's packed index. Each page's title and keywords are analysed once,
 * each section's body tokenised once; every distinct token is looked up once per
 * occurrence in one table (its term, stop word or not), and a term's frequency per section
 * is summed in a scratch array, not a Map per section.
 */
export function packLanguage(lang: string, docs: SearchDoc[]): PackedLanguage {
  const analyzer = analyzerFor(lang);
  const table = new TokenTable(analyzer);
  const byPage = new Map<Page, { title: Int32Array; keywords: Int32Array }>();
  // Each section's passage analysis (passage.ts) from the same tokens, sentence by sentence.
  const passages = new PassagePacker(docs.length, (id) => table.termNames[id]);
  // What re-ranking's rules read of each section's text, from the same text (section-facts.ts).
  const facts = new SectionFactsBuilder(lang, docs.length);
  // The words next to each number, from the same tokens and sentences (number-neighbours.ts).
  const neighbours = new NumberNeighboursBuilder(lang, (token) => table.nameOf(token));
  // The words before an origin word ("spruce from"), from the same text (origin-next.ts).
  const origins = new OriginNeighboursBuilder(lang, (token) => table.nameOf(token));
  // The words of each dated row with the row's date, from the same sentences (dated-rows.ts).
  const rows = new DatedRowsBuilder((token) => table.nameOf(token));
  const ends: number[] = [];
  const perDoc = docs.map((doc, docId) => {
    let pageFields = byPage.get(doc.page);
    if (!pageFields) {
      pageFields = { title: table.terms(table.tokens(doc.page.title)), keywords: table.terms(table.tokens([doc.page.keywords.join(' '), doc.page.description].join(' '))) };
      byPage.set(doc.page, pageFields);
    }
    const text = doc.section.text;
    const ranges = sentenceRanges(text);
    ends.length = 0;
    const bodyTokens = table.tokensOfRanges(text, ranges, ends);
    passages.add(docId, ranges, table.termOfTokens(bodyTokens), ends);
    rows.add(ranges, bodyTokens, ends, facts.add(doc.section.name, doc.section.level, text, doc.section.ownMarkdown, doc.page));
    neighbours.add(bodyTokens, ends);
    origins.add(text, bodyTokens);
    return { title: pageFields.title, heading: table.terms(table.tokens(headingText(doc.section))), keywords: pageFields.keywords, body: table.terms(bodyTokens), bodyTokens };
  });
  const termNames = table.termNames;
  const split = table.splitter();
  const n = docs.length;
  const avgLength = {} as Record<Field, number>;
  for (const f of FIELD_NAMES) avgLength[f] = Math.max(1, perDoc.reduce((s, d) => s + d[f].length, 0) / Math.max(1, n));

  const triples = new Triples();
  const weighted = new Float64Array(Math.max(16, termNames.length));
  const touched: number[] = [];
  perDoc.forEach((d, docId) => {
    const add = (id: number, value: number) => {
      if (weighted[id] === 0) touched.push(id);
      weighted[id] += value;
    };
    for (const f of FIELD_NAMES) {
      const { weight, b } = FIELDS[f];
      const norm = 1 - b + (b * d[f].length) / avgLength[f];
      for (const id of d[f]) add(id, weight / norm);
      // Only the body is searched for compound parts: titles and headings are short and exact.
      if (f === 'body') for (const token of d.bodyTokens) for (const part of split(token)) add(part, (weight * COMPOUND_PART_TF) / norm);
    }
    for (const id of touched) {
      triples.push(id, docId, weighted[id]);
      weighted[id] = 0;
    }
    touched.length = 0;
  });
  perDoc.length = 0;

  // Terms sorted; postings grouped by term (counting sort), then ordered by impact.
  const order = termNames.map((_, i) => i).sort((a, b) => (termNames[a] < termNames[b] ? -1 : termNames[a] > termNames[b] ? 1 : 0));
  const rank = new Int32Array(termNames.length);
  order.forEach((old, i) => (rank[old] = i));
  const terms = order.map((i) => termNames[i]);
  const offsets = new Int32Array(terms.length + 1);
  for (let i = 0; i < triples.length; i++) offsets[rank[triples.term[i]] + 1]++;
  for (let t = 0; t < terms.length; t++) offsets[t + 1] += offsets[t];
  const keys = new Float64Array(triples.length);
  const fill = offsets.slice(0, terms.length);
  for (let i = 0; i < triples.length; i++) {
    const tf = triples.tf[i];
    const impact = (tf * (K1 + 1)) / (K1 + tf);
    // Ascending keys give descending impact, then ascending doc.
    keys[fill[rank[triples.term[i]]]++] = (MAX_Q - Math.round(impact * IMPACT_SCALE)) * DOC_BITS + triples.doc[i];
  }
  const postDocs = new Int32Array(triples.length);
  const postImpacts = new Float32Array(triples.length);
  const idf = new Float32Array(terms.length);
  for (let t = 0; t < terms.length; t++) {
    const from = offsets[t];
    const to = offsets[t + 1];
    keys.subarray(from, to).sort();
    for (let i = from; i < to; i++) {
      const q = Math.floor(keys[i] / DOC_BITS);
      postDocs[i] = keys[i] - q * DOC_BITS;
      postImpacts[i] = (MAX_Q - q) / IMPACT_SCALE;
    }
    const df = to - from;
    idf[t] = Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }
  const surfaces = table.surfaces().sort();
  const surfaceTerm = new Int32Array(surfaces.length);
  surfaces.forEach((s, i) => (surfaceTerm[i] = rank[table.termOf(s)]));
  const near = neighbours.done((token) => table.termOfToken(token), split, rank);
  return {
    lang,
    docCount: n,
    terms,
    offsets,
    postDocs,
    postImpacts,
    idf,
    surfaces,
    surfaceTerm,
    typo: buildTypoMap(surfaces),
    passages: passages.done(),
    facts: { ...facts.done(), ...near, ...origins.done(terms), ...rows.done((token) => table.termOfToken(token), rank) },
  };
}

/**
 * Splits a long word into two words the vocabulary knows ("pressefotos" -> presse + fotos),
 * allowing a German linking element (Fugen-s, -n, -es, -en) after the first part.
 * At most (length - 2 * MIN_PART) right-hand stems, each followed by at most six left-hand ones.
 */
export function compoundSplitter(analyzer: Analyzer, vocabulary: { has(term: string): boolean }): (token: string) => string[] {
  const cache = new Map<string, string[]>();
  return (token) => {
    const cached = cache.get(token);
    if (cached) return cached;
    const best = splitCompound(analyzer, vocabulary, token);
    cache.set(token, best);
    return best;
  };
}

export function splitCompound(analyzer: Analyzer, vocabulary: { has(term: string): boolean }, token: string): string[] {
  if (token.length < 2 * MIN_PART || token.length > MAX_SPLIT || /\d/.test(token)) return [];
  for (let i = token.length - MIN_PART; i >= MIN_PART; i--) {
    const right = analyzer.stem(token.slice(i));
    if (!vocabulary.has(right)) continue;
    for (const link of COMPOUND_LINKS) {
      const leftWord = token.slice(0, i);
      if (link && !leftWord.endsWith(link)) continue;
      const left = leftWord.slice(0, leftWord.length - link.length);
      if (left.length < MIN_PART) continue;
      const leftTerm = analyzer.stem(left);
      if (vocabulary.has(leftTerm)) return [leftTerm, right];
    }
  }
  return [];
}
