/**
 * Answers a question from the index: expands each query word against the vocabulary
 * (exact stem, compound parts, prefix, typo), scores sections with BM25F, carries
 * scores across translations, prefers a language and spreads results over pages.
 */
import Fuse from 'fuse.js';
import { analyzerFor, detectLanguage, tokenize } from './analyzer.ts';
import { compoundSplitter, type LanguageIndex, type SearchDoc, type SearchIndex } from './search-index.ts';

export interface SearchOptions {
  query: string;
  /** Preferred language; else the language the question is written in. */
  lang?: string;
  limit?: number;
  /** Previous questions of the conversation, oldest first. */
  prev?: string[];
}

export interface SearchHit extends SearchDoc {
  /** 0..1: 1 only for a strong match of the whole question. */
  score: number;
  /** Index terms that matched, for choosing the passage to show. */
  terms: ReadonlySet<string>;
  /** True when the hit is the translation of a page that matched. */
  viaTranslation: boolean;
  /** The score before the language preference and overview discounts. */
  raw: number;
}

export interface SearchOutcome {
  /** The language preferred: the requested one, else the detected one, else none. */
  lang?: string;
  hits: SearchHit[];
}

const K1 = 1.2;
/** Share of the ideal BM25 score that counts as a strong match (score 1). */
const STRONG = 0.55;
/**
 * A page's translation says the same, so it is listed at this share of the page's score:
 * right after the page, unless another page in the preferred language is nearly as good.
 */
const TRANSLATION_SHARE = 0.85;
/** Sections matched in a language other than the preferred one. */
const OTHER_LANGUAGE = 0.6;
/** Overview pages (schema.org CollectionPage) summarise the pages they link to. */
const COLLECTION_PAGE = 0.75;
/** Each further section of a page already listed: other pages come first. */
const REPEAT_PAGE = 0.3;
/** Weight of words from previous questions, for the newest one; older ones count less. */
const PREV_WEIGHT = 0.35;
const MAX_WORDS = 40;
/** Sections per language kept after scoring, before translations and re-ranking. */
const CANDIDATES = 100;
const NO_TERMS: ReadonlySet<string> = new Set();
const MAX_PREFIX = 12;
const EXPANSION_CACHE = 2000;

interface Alternative {
  terms: string[];
  weight: number;
}

interface QueryWord {
  alternatives: Alternative[];
  weight: number;
  idf: number;
}

export function searchIndex(index: SearchIndex, options: SearchOptions): SearchOutcome {
  const limit = Math.max(1, Math.min(options.limit ?? 10, 50));
  const prev = (options.prev ?? []).slice(-3);
  const lang = options.lang ?? detectLanguage(options.query, index.languages) ?? detectLanguage([...prev, options.query].join(' '), index.languages);
  const scored: SearchHit[] = [];
  for (const li of index.byLang.values()) scored.push(...scoreLanguage(li, options.query, prev, lang));
  for (const hit of scored) {
    // A collection page (an overview) points to the pages that answer: it ranks below them.
    if (hit.page.type === 'CollectionPage') hit.score = hit.raw *= COLLECTION_PAGE;
    // The language penalty applies to what matched word by word; a translation inherits the page's own score.
    if (lang && hit.page.lang !== lang) hit.score *= OTHER_LANGUAGE;
  }
  return { lang, hits: diversify(addTranslations(index, scored), limit) };
}

function queryWords(li: LanguageIndex, text: string, weight: number, stopLangs: Set<string>): QueryWord[] {
  // The question's own language and the index's language both say which words are empty.
  const stops = [...stopLangs].map((l) => (l === li.lang ? li.analyzer : analyzerFor(l)).stopwords);
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  for (const token of tokenize(text, { joined: false })) {
    if (stops.some((s) => s.has(token)) || seen.has(token)) continue;
    seen.add(token);
    const alternatives = expand(li, token);
    const idf = Math.max(0, ...alternatives.flatMap((a) => a.terms.map((t) => li.postings.get(t)!.idf)));
    words.push({ alternatives, weight, idf: alternatives.length ? idf : maxIdf(li) });
    if (words.length >= MAX_WORDS) break;
  }
  return words;
}


function maxIdf(li: LanguageIndex): number {
  return Math.log(1 + (li.docs.length + 0.5) / 0.5);
}

function scoreLanguage(li: LanguageIndex, query: string, prev: string[], lang: string | undefined): SearchHit[] {
  const stopLangs = new Set([li.lang, ...(lang ? [lang] : [])]);
  const words = queryWords(li, query, 1, stopLangs);
  const asked = new Set(words.flatMap((w) => w.alternatives.flatMap((a) => a.terms)));
  prev.forEach((text, i) => {
    const weight = PREV_WEIGHT * 0.5 ** (prev.length - 1 - i);
    words.push(...queryWords(li, text, weight, stopLangs).filter((w) => !w.alternatives.some((a) => a.terms.some((t) => asked.has(t)))));
  });
  const ideal = words.reduce((n, w) => n + w.weight * w.idf * (K1 + 1), 0);
  if (ideal === 0) return [];
  const { total, best, mark, seen } = li.scratch;
  // `mark` holds which word last touched a doc (index + 1), so `best` needs no clearing between words.
  const hitDocs: number[] = [];
  words.forEach((word, w) => {
    const stamp = w + 1;
    const touched: number[] = [];
    // A word counts once per section, by its best alternative; the parts of a compound add up.
    for (const alt of word.alternatives) {
      const sums = alt.terms.length > 1 ? new Map<number, number>() : undefined;
      for (const term of alt.terms) {
        const posting = li.postings.get(term)!;
        const share = (alt.weight * posting.idf) / alt.terms.length;
        const docs = posting.docs;
        const tfs = posting.tf;
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i];
          const tf = tfs[i];
          let value = (share * tf * (K1 + 1)) / (K1 + tf);
          if (sums) sums.set(doc, (value += sums.get(doc) ?? 0));
          if (mark[doc] !== stamp) {
            mark[doc] = stamp;
            best[doc] = 0;
            touched.push(doc);
          }
          if (value > best[doc]) best[doc] = value;
        }
      }
    }
    for (const doc of touched) {
      total[doc] += word.weight * best[doc];
      if (!seen[doc]) {
        seen[doc] = 1;
        hitDocs.push(doc);
      }
    }
  });
  // Only the best candidates become hits: a common word may touch every section.
  const candidates = topDocs(hitDocs, total, CANDIDATES);
  const terms = new Set(words.flatMap((w) => w.alternatives.flatMap((a) => a.terms)));
  const hits = candidates.map((doc): SearchHit => {
    const { page, section } = li.docs[doc];
    const score = Math.min(1, total[doc] / (STRONG * ideal));
    return { page, section, score, raw: score, terms, viaTranslation: false };
  });
  // Leave the shared work arrays zeroed for the next query.
  for (const doc of hitDocs) {
    total[doc] = 0;
    best[doc] = 0;
    mark[doc] = 0;
    seen[doc] = 0;
  }
  return hits;
}

/**
 * The `count` docs with the highest totals (all of them when there are fewer), by a
 * bounded min-heap: one pass, no sort of every touched section.
 */
function topDocs(docs: number[], total: Float64Array, count: number): number[] {
  if (docs.length <= count) return docs;
  const heap = new Int32Array(count);
  let size = 0;
  const less = (a: number, b: number) => total[a] < total[b] || (total[a] === total[b] && a > b);
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < size && less(heap[l], heap[m])) m = l;
      if (r < size && less(heap[r], heap[m])) m = r;
      if (m === i) return;
      const t = heap[i];
      heap[i] = heap[m];
      heap[m] = t;
      i = m;
    }
  };
  for (const doc of docs) {
    if (size < count) {
      let i = size++;
      heap[i] = doc;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!less(heap[i], heap[parent])) break;
        const t = heap[i];
        heap[i] = heap[parent];
        heap[parent] = t;
        i = parent;
      }
    } else if (less(heap[0], doc)) {
      heap[0] = doc;
      siftDown(0);
    }
  }
  return Array.from(heap);
}

/** Every known way the vocabulary may hold a query word, each with how much a match counts. */
function expand(li: LanguageIndex, token: string): Alternative[] {
  const cache = li.expansions as Map<string, Alternative[]>;
  const cached = cache.get(token);
  if (cached) return cached;
  const stem = li.analyzer.stem(token);
  const alternatives: Alternative[] = [];
  if (li.postings.has(stem)) alternatives.push({ terms: [stem], weight: 1 });
  const parts = compoundSplitter(li.analyzer, li.postings)(token);
  if (parts.length) alternatives.push({ terms: parts, weight: 0.8 });
  if (stem.length >= 4) {
    for (const term of prefixed(li, stem)) alternatives.push({ terms: [term], weight: 0.7 * Math.sqrt(stem.length / term.length) });
  }
  if (alternatives.length === 0 && token.length >= 4) {
    for (const { term, closeness } of fuzzyTerms(li, stem)) alternatives.push({ terms: [term], weight: 0.6 * closeness });
  }
  if (cache.size >= EXPANSION_CACHE) cache.clear();
  cache.set(token, alternatives);
  return alternatives;
}

/** Terms that begin with the stem (Presse -> pressefotos), the most frequent first. */
function prefixed(li: LanguageIndex, stem: string): string[] {
  const terms = li.sortedTerms;
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid] < stem) lo = mid + 1;
    else hi = mid;
  }
  const found: string[] = [];
  for (let i = lo; i < terms.length && terms[i].startsWith(stem); i++) if (terms[i] !== stem) found.push(terms[i]);
  if (found.length <= MAX_PREFIX) return found;
  return found.sort((a, b) => li.postings.get(b)!.docs.length - li.postings.get(a)!.docs.length).slice(0, MAX_PREFIX);
}

/**
 * Typo tolerance: fuse.js over the vocabulary (short strings, where it is good),
 * one matcher per first letter so a lookup scans a small slice of the terms.
 */
function fuzzyTerms(li: LanguageIndex, stem: string): { term: string; closeness: number }[] {
  const key = stem[0];
  const matchers = li.fuzzy as Map<string, Fuse<string>>;
  let fuse = matchers.get(key);
  if (!fuse) {
    fuse = new Fuse(li.sortedTerms.filter((t) => t[0] === key && t.length >= 3), { includeScore: true, threshold: 0.3, ignoreLocation: true, minMatchCharLength: 3 });
    matchers.set(key, fuse);
  }
  return fuse
    .search(stem, { limit: 3 })
    .filter((r) => Math.abs(r.item.length - stem.length) <= 2)
    .map((r) => ({ term: r.item, closeness: 1 - (r.score ?? 1) }));
}

/**
 * A page in one language answers in the other too: its translation is listed at a share
 * of its score (on its introduction), so a German question still shows the English page.
 */
function addTranslations(index: SearchIndex, hits: SearchHit[]): SearchHit[] {
  const bestByPage = new Map<string, SearchHit>();
  const bySection = new Map<string, SearchHit>();
  for (const hit of hits) {
    bySection.set(hit.section.path, hit);
    const current = bestByPage.get(hit.page.path);
    if (!current || hit.raw > current.raw) bestByPage.set(hit.page.path, hit);
  }
  const added: SearchHit[] = [];
  for (const hit of bestByPage.values()) {
    for (const [lang, path] of Object.entries(hit.page.translations)) {
      const score = hit.raw * TRANSLATION_SHARE;
      const own = bestByPage.get(path);
      if (own && own.score >= score) continue;
      const doc = index.byLang.get(lang)?.introByPath.get(path);
      if (!doc) continue;
      const existing = bySection.get(doc.section.path);
      if (existing) existing.score = Math.max(existing.score, score);
      else added.push({ page: doc.page, section: doc.section, score, raw: score, terms: NO_TERMS, viaTranslation: true });
    }
  }
  return [...hits, ...added];
}

/** Greedy re-ranking so that one page does not fill the list with its sections. */
function diversify(hits: SearchHit[], limit: number): SearchHit[] {
  const pool = hits.sort((a, b) => b.score - a.score).slice(0, Math.max(100, limit * 4));
  const picked: SearchHit[] = [];
  const perPage = new Map<string, number>();
  const adjusted = (hit: SearchHit) => hit.score * REPEAT_PAGE ** (perPage.get(hit.page.path) ?? 0);
  while (picked.length < limit && pool.length > 0) {
    let bestAt = 0;
    let bestScore = -1;
    pool.forEach((hit, i) => {
      const s = adjusted(hit);
      if (s > bestScore || (s === bestScore && tieBreak(hit, pool[bestAt]) < 0)) {
        bestScore = s;
        bestAt = i;
      }
    });
    const [hit] = pool.splice(bestAt, 1);
    picked.push({ ...hit, score: Math.round(bestScore * 10000) / 10000 });
    perPage.set(hit.page.path, (perPage.get(hit.page.path) ?? 0) + 1);
  }
  return picked.filter((h) => h.score > 0);
}

/** Equal scores: the shallower section, then the address, so results are stable. */
function tieBreak(a: SearchHit, b: SearchHit): number {
  return a.section.level - b.section.level || a.section.path.localeCompare(b.section.path);
}
