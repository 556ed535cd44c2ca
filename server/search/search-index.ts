/**
 * The search index: BM25F over page sections, one inverted index per language.
 * Built once when a site is loaded; queries only read it.
 */
import { analyze, analyzerFor, tokenize, withStemCache, type Analyzer } from './analyzer.ts';
import type { Page, Section } from '../site/site-types.ts';

/** Field weights and length normalisation (b) of BM25F. Titles and headings say most per word. */
export const FIELDS = {
  title: { weight: 3, b: 0.3 },
  heading: { weight: 2.5, b: 0.3 },
  keywords: { weight: 1.5, b: 0.5 },
  body: { weight: 1, b: 0.75 },
} as const;
type Field = keyof typeof FIELDS;
const FIELD_NAMES = Object.keys(FIELDS) as Field[];

/** Compound parts found inside a longer word count for less than the word itself. */
const COMPOUND_PART_TF = 0.5;
const MIN_PART = 4;

export interface SearchDoc {
  page: Page;
  section: Section;
}

export interface Posting {
  docs: Int32Array;
  /** BM25F's field-weighted, length-normalised term frequency per doc. */
  tf: Float32Array;
  idf: number;
}

export interface LanguageIndex {
  lang: string;
  analyzer: Analyzer;
  docs: SearchDoc[];
  postings: Map<string, Posting>;
  /** All terms, sorted, for prefix expansion. */
  sortedTerms: string[];
  /** Lazily built fuzzy matchers over the vocabulary, by first letter. */
  fuzzy: Map<string, unknown>;
  /** Recent query-word expansions (bounded). */
  expansions: Map<string, unknown>;
  /** Each page's introduction (or first section), by page address: where a translation is listed. */
  introByPath: Map<string, SearchDoc>;
  /** Per-query work arrays, one slot per section, reused (a query runs synchronously) and left zeroed. */
  scratch: { total: Float64Array; best: Float64Array; mark: Int32Array; seen: Uint8Array };
}

export interface SearchIndex {
  languages: string[];
  defaultLanguage: string;
  byLang: Map<string, LanguageIndex>;
  pageCount: number;
  sectionCount: number;
}

interface SiteLike {
  pages: Page[];
  languages: string[];
  defaultLanguage: string;
}

export function createSearchIndex(site: SiteLike): SearchIndex {
  const byLang = new Map<string, LanguageIndex>();
  for (const lang of site.languages) {
    byLang.set(lang, buildLanguageIndex(lang, site.pages.filter((p) => p.lang === lang)));
  }
  return {
    languages: site.languages,
    defaultLanguage: site.defaultLanguage,
    byLang,
    pageCount: site.pages.length,
    sectionCount: site.pages.reduce((n, p) => n + p.sections.length, 0),
  };
}

function fieldTexts(page: Page, section: Section): Record<Field, string> {
  return {
    title: page.title,
    heading: section.level === 1 ? '' : [section.parent, section.name].filter(Boolean).join(' '),
    keywords: [page.keywords.join(' '), page.description].join(' '),
    body: section.text,
  };
}

function buildLanguageIndex(lang: string, pages: Page[]): LanguageIndex {
  const analyzer = withStemCache(analyzerFor(lang));
  const docs: SearchDoc[] = pages.flatMap((page) => page.sections.map((section) => ({ page, section })));
  const analyzed = docs.map((doc) => {
    const texts = fieldTexts(doc.page, doc.section);
    const fields = {} as Record<Field, string[]>;
    for (const f of FIELD_NAMES) fields[f] = analyze(texts[f], analyzer);
    return { fields, bodyTokens: tokenize(texts.body) };
  });
  const vocabulary = new Set(analyzed.flatMap((a) => FIELD_NAMES.flatMap((f) => a.fields[f])));
  const split = compoundSplitter(analyzer, vocabulary);
  const avgLength = {} as Record<Field, number>;
  for (const f of FIELD_NAMES) avgLength[f] = Math.max(1, analyzed.reduce((n, a) => n + a.fields[f].length, 0) / Math.max(1, docs.length));

  const perTerm = new Map<string, { docs: number[]; tf: number[] }>();
  analyzed.forEach((a, docId) => {
    const weighted = new Map<string, number>();
    for (const f of FIELD_NAMES) {
      const { weight, b } = FIELDS[f];
      const norm = 1 - b + (b * a.fields[f].length) / avgLength[f];
      const add = (term: string, tf: number) => weighted.set(term, (weighted.get(term) ?? 0) + (weight * tf) / norm);
      for (const term of a.fields[f]) add(term, 1);
      // Only the body is searched for compound parts: titles and headings are short and exact.
      if (f === 'body') for (const token of a.bodyTokens) for (const part of split(token)) add(part, COMPOUND_PART_TF);
    }
    for (const [term, tf] of weighted) {
      const entry = perTerm.get(term) ?? { docs: [], tf: [] };
      entry.docs.push(docId);
      entry.tf.push(tf);
      perTerm.set(term, entry);
    }
  });
  const n = docs.length;
  const postings = new Map<string, Posting>();
  for (const [term, entry] of perTerm) {
    const df = entry.docs.length;
    postings.set(term, { docs: Int32Array.from(entry.docs), tf: Float32Array.from(entry.tf), idf: Math.log(1 + (n - df + 0.5) / (df + 0.5)) });
  }
  const introByPath = new Map<string, SearchDoc>();
  for (const doc of docs) if (!introByPath.has(doc.page.path) || doc.section.level === 1) introByPath.set(doc.page.path, doc);
  const scratch = { total: new Float64Array(n), best: new Float64Array(n), mark: new Int32Array(n), seen: new Uint8Array(n) };
  return { lang, analyzer, docs, postings, sortedTerms: [...postings.keys()].sort(), fuzzy: new Map(), expansions: new Map(), introByPath, scratch };
}

/**
 * Splits a long word into two words the vocabulary knows ("pressefotos" -> presse + fotos),
 * allowing a German linking element (Fugen-s, -n, -es, -en) after the first part.
 */
export function compoundSplitter(analyzer: Analyzer, vocabulary: { has(term: string): boolean }): (token: string) => string[] {
  const cache = new Map<string, string[]>();
  return (token) => {
    if (token.length < 2 * MIN_PART || /\d/.test(token)) return [];
    const cached = cache.get(token);
    if (cached) return cached;
    let best: string[] = [];
    for (let i = token.length - MIN_PART; i >= MIN_PART && best.length === 0; i--) {
      const right = analyzer.stem(token.slice(i));
      if (!vocabulary.has(right)) continue;
      for (const link of ['', 's', 'n', 'es', 'en', 'e']) {
        const leftWord = token.slice(0, i);
        if (link && !leftWord.endsWith(link)) continue;
        const left = leftWord.slice(0, leftWord.length - link.length);
        if (left.length < MIN_PART) continue;
        const leftTerm = analyzer.stem(left);
        if (vocabulary.has(leftTerm)) {
          best = [leftTerm, right];
          break;
        }
      }
    }
    cache.set(token, best);
    return best;
  };
}
