/**
 * Answers a question from the index: expands each query word against the vocabulary
 * (exact stem, compound parts, prefix, typo), scores sections with BM25F over
 * impact-ordered postings within a postings budget, carries
 * scores across translations, prefers a language and spreads results over pages.
 */
import { analyzerFor, detectLanguage, tokenize } from './analyzer.ts';
import { findSorted, K1, lowerBound, splitCompound, type LanguageIndex, type SearchDoc, type SearchIndex } from './search-index.ts';
import { typoCandidates } from './typo-map.ts';
import { prevWeight, questionStops, timeIntent } from './question-words.ts';
import { CONCEPT_TERMS, CONCEPT_WEIGHT, conceptsOf, conceptsOfStem, conceptWords, phraseConcepts } from './concepts.ts';
import { retryForms } from './word-forms.ts';
import { rerank } from './rerank.ts';
import { todayOf } from './recency.ts';
import type { Alternative, WordAnalysis } from './word-table.ts';

export interface SearchOptions {
  query: string;
  /** Preferred language; else the language the question is written in. */
  lang?: string;
  limit?: number;
  /** Previous questions of the conversation, oldest first. */
  prev?: string[];
  /**
   * Whom the whole site is about (the owner's name): every page is about them, so their
   * name in a question says little about which page answers.
   */
  subject?: string;
  /** Today's date (ISO), for questions about the next or latest thing; default: the clock. */
  today?: string | Date;
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

/** Share of the ideal BM25 score that counts as a strong match (score 1). */
const STRONG = 0.55;
/** Weight of a word of the site owner's name in a question. */
const SUBJECT_WEIGHT = 0.25;
/** Sections per language kept after scoring, before translations and re-ranking. */
const CANDIDATES = 100;

/**
 * The caps that bound a query's work whatever it is sent (see docs/search-engine.md for the
 * worst case they add up to). Text beyond the character caps is not read.
 */
export const LIMITS = {
  /** Characters read of the question and of each previous question. */
  queryChars: 1000,
  prevChars: 500,
  /** Previous questions used (the newest). */
  prev: 3,
  /** Distinct content words used of the question, and of each previous question. */
  words: 16,
  prevWords: 8,
  /** Longer tokens are ignored (no word of a real question is longer). */
  tokenChars: 40,
  /**
   * Stems shorter than this are expanded by prefix only to compounds they begin (book ->
   * bookshop, whose rest is a word of the site): any longer word would flood the question.
   */
  prefixMinStem: 5,
  /** Stems shorter than this are not expanded by prefix at all. */
  prefixMinCompound: 4,
  /** Terms scanned in the sorted vocabulary for one prefix, and terms kept (the most frequent). */
  prefixScan: 256,
  prefixTerms: 8,
  /** Stems tried for compound splits per language index and query (a long word may take 16 + 6 per hit). */
  splitStems: 160,
  /** Terms a typo is corrected to, per word. */
  typoTerms: 3,
  /** Postings read per language index and query; beyond, the lowest-impact ones are skipped. */
  postings: 30_000,
} as const;

/** Operation counts of one search, for tests that bound the worst case without a clock. */
export interface SearchStats {
  words: number;
  /** Alternatives (exact, compound, prefix, typo terms) produced for the words. */
  expansions: number;
  /** Vocabulary terms looked at for prefix expansion. */
  prefixScanned: number;
  /** Stems computed while trying compound splits. */
  splitProbes: number;
  /** Hash look-ups in the typo map, and candidates checked by edit distance. */
  typoProbes: number;
  typoCandidates: number;
  /** Posting entries read. */
  postings: number;
  /** Sections that got a score. */
  candidates: number;
}

export function newSearchStats(): SearchStats {
  return { words: 0, expansions: 0, prefixScanned: 0, splitProbes: 0, typoProbes: 0, typoCandidates: 0, postings: 0, candidates: 0 };
}

interface QueryWord {
  alternatives: readonly Alternative[];
  weight: number;
  idf: number;
}

export function searchIndex(index: SearchIndex, options: SearchOptions, stats?: SearchStats): SearchOutcome {
  const limit = Math.max(1, Math.min(options.limit ?? 10, 50));
  const query = options.query.slice(0, LIMITS.queryChars);
  const prev = (options.prev ?? []).slice(-LIMITS.prev).map((p) => p.slice(0, LIMITS.prevChars));
  // Without previous questions the second detection would read the same text again.
  const lang = options.lang ?? detectLanguage(query, index.languages) ?? (prev.length ? detectLanguage([...prev, query].join(' '), index.languages) : undefined);
  const tokens = tokenize(query, { joined: false });
  const langs = [...new Set([...(lang ? [lang] : []), ...index.languages])];
  const intent = timeIntent(tokens, langs);
  const subject = subjectTokens(index, options.subject);
  const scored: SearchHit[] = [];
  let weak = true;
  for (const li of index.byLang.values()) {
    const outcome = scoreLanguage(index, li, query, tokens, prev, lang, stats, subject);
    if (!outcome.weak) weak = false;
    scored.push(...outcome.hits);
  }
  const hits = rerank(index, scored, { lang, intent, today: todayOf(options.today), limit, weak });
  return { lang, hits };
}

/** How far a word is expanded: prefixes and typos only in the question's own language. */
type Reach = 'full' | 'exact';

function queryWords(
  index: SearchIndex,
  li: LanguageIndex,
  text: string,
  weight: number,
  stops: ReadonlySet<string>[],
  reach: Reach,
  max: number,
  stats?: SearchStats,
  concepts?: ConceptUse,
  subject?: ReadonlySet<string>,
  /** tokenize(text, { joined: false }), when the caller has it already. */
  textTokens?: readonly string[],
): QueryWord[] {
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  const tokens = textTokens ?? tokenize(text, { joined: false });
  let previous: string | undefined;
  for (const token of tokens) {
    if (token.length > LIMITS.tokenChars) continue;
    // Single letters are not words of a question (a, e, s); stop words and chatty words name no topic.
    const content = !(token.length < 2 && !/\d/.test(token)) && !stops.some((s) => s.has(token));
    if (!content || seen.has(token)) {
      previous = undefined;
      continue;
    }
    seen.add(token);
    // Two question words the site writes as one (Foto Buch -> Fotobuch): one word, counted twice.
    const joined = previous ? joinedTerm(li, previous + token) : -1;
    if (joined >= 0) {
      const last = words[words.length - 1];
      last.alternatives = [{ terms: [joined], weight: 1 }, ...last.alternatives];
      last.weight += weight;
      last.idf = Math.max(last.idf, li.idf[joined]);
      previous = undefined;
      continue;
    }
    previous = token;
    const word = tabulated(index, li, token, reach, stats);
    const alternatives = concepts && word.concepts.length ? [...word.alternatives, ...conceptAlternatives(li, word.concepts, concepts)] : word.alternatives;
    let idf = 0;
    for (const a of alternatives) for (const t of a.terms) idf = Math.max(idf, li.idf[t]);
    words.push({ alternatives, weight: subject?.has(token) ? weight * SUBJECT_WEIGHT : weight, idf: alternatives.length ? idf : maxIdf(li) });
    if (stats) {
      stats.words++;
      stats.expansions += alternatives.length;
    }
    if (words.length >= max) break;
  }
  return words;
}

/** The per-word analysis: the word's alternatives in the index and, for a word the site does not use, its concepts. */
function analyzeWord(li: LanguageIndex, token: string, reach: Reach, stats?: SearchStats): WordAnalysis {
  const alternatives = expand(li, token, reach, stats);
  const hasOwn = alternatives.some((a) => a.weight >= 1 && a.terms.length === 1);
  return { alternatives, concepts: hasOwn ? NO_CONCEPTS : conceptsOf(token, stemOf(li, token), li.lang) };
}

const NO_CONCEPTS: readonly number[] = [];

/** Whether `token` is a word of the site, in any of its languages: only those are tabulated. */
function siteWord(index: SearchIndex, token: string): boolean {
  for (const li of index.byLang.values()) if (findSorted(li.surfaces, token) >= 0) return true;
  return false;
}

/**
 * The analysis of a question word: from the index's word table for a word of the site (the
 * analysis runs once per word and reach), else computed now. An analysis that the query's
 * compound-split budget may have cut short is not stored, so the table holds only whole ones.
 */
function tabulated(index: SearchIndex, li: LanguageIndex, token: string, reach: Reach, stats?: SearchStats): WordAnalysis {
  const known = li.words.get(token, reach);
  if (known) return known;
  const analysis = analyzeWord(li, token, reach, stats);
  if (li.scratch.splitBudget > 0 && siteWord(index, token)) li.words.set(token, reach, analysis);
  return analysis;
}

/**
 * Fills every language index's word table with the analysis of every word of the site, in
 * both reaches, in slices of at most `sliceMs` per event-loop iteration (start-up does not wait
 * and requests are served in between). Each word gets the whole compound-split budget.
 * Returns a function that stops it.
 */
export function warmWordTables(index: SearchIndex, sliceMs = 5): () => void {
  let stopped = false;
  const words = [...new Set([...index.byLang.values()].flatMap((li) => li.surfaces))];
  const jobs: [LanguageIndex, Reach][] = [];
  for (const li of index.byLang.values()) jobs.push([li, 'full'], [li, 'exact']);
  let job = 0;
  let at = 0;
  const slice = () => {
    if (stopped) return;
    const until = performance.now() + sliceMs;
    while (job < jobs.length) {
      if (at >= words.length) {
        job++;
        at = 0;
        continue;
      }
      const [li, reach] = jobs[job];
      const token = words[at++];
      if (token.length <= LIMITS.tokenChars && !li.words.get(token, reach)) {
        const budget = li.scratch.splitBudget;
        li.scratch.splitBudget = LIMITS.splitStems;
        try {
          if (!li.words.set(token, reach, analyzeWord(li, token, reach))) stopped = true;
        } catch {
          // A word that cannot be analysed now is analysed on its first use; a background task never takes the process down.
        } finally {
          li.scratch.splitBudget = budget;
        }
      }
      if (stopped) return;
      if (performance.now() >= until) return void setImmediate(slice);
    }
  };
  setImmediate(slice);
  return () => {
    stopped = true;
  };
}

/** The owner's name as question words: the same for every question, so read once per index. */
function subjectTokens(index: SearchIndex, subject?: string): ReadonlySet<string> | undefined {
  if (!subject) return undefined;
  const first = index.byLang.values().next().value;
  return first ? first.words.memo(subject, () => new Set(tokenize(subject.slice(0, 200), { joined: false }))) : new Set(tokenize(subject.slice(0, 200), { joined: false }));
}

/** The concepts a question has used so far (each counts once) and the languages its words are read in. */
interface ConceptUse {
  used: Set<number>;
  langs: string[];
}

function joinedTerm(li: LanguageIndex, word: string): number {
  if (word.length > LIMITS.tokenChars) return -1;
  return findSorted(li.terms, stemOf(li, word));
}

/** A word the site does not use, looked for as the words of its concepts the site does use. */
function conceptAlternatives(li: LanguageIndex, ids: readonly number[], use: ConceptUse): Alternative[] {
  const out: Alternative[] = [];
  for (const id of ids) {
    if (use.used.has(id)) continue;
    use.used.add(id);
    out.push(...conceptTerms(li, id));
  }
  return out.slice(0, CONCEPT_TERMS);
}

function conceptTerms(li: LanguageIndex, id: number): Alternative[] {
  // The same few concepts come up again and again: their terms are kept with the expansions.
  const key = '~concept:' + id;
  const cached = li.expansions.get(key) as Alternative[] | undefined;
  if (cached) return cached;
  const out: Alternative[] = [];
  const terms = new Set<number>();
  for (const word of conceptWords(id, li.lang)) {
    const t = findSorted(li.terms, stemOf(li, word));
    if (t >= 0 && !terms.has(t)) {
      terms.add(t);
      out.push({ terms: [t], weight: CONCEPT_WEIGHT });
    }
    if (out.length >= CONCEPT_TERMS) break;
  }
  li.expansions.set(key, out);
  return out;
}

function maxIdf(li: LanguageIndex): number {
  return Math.log(1 + (li.docs.length + 0.5) / 0.5);
}

function scoreLanguage(
  index: SearchIndex,
  li: LanguageIndex,
  query: string,
  tokens: readonly string[],
  prev: string[],
  lang: string | undefined,
  stats?: SearchStats,
  subject?: ReadonlySet<string>,
): { hits: SearchHit[]; weak: boolean } {
  li.scratch.splitBudget = LIMITS.splitStems;
  // The question's own language and the index's language both say which words are empty.
  const langs = [li.lang, ...(lang && lang !== li.lang ? [lang] : [])];
  const stops = langs.flatMap((l) => [analyzerFor(l).stopwords, questionStops(l)]);
  const reach: Reach = !lang || lang === li.lang ? 'full' : 'exact';
  const use: ConceptUse = { used: new Set(), langs };
  // Concepts the site's own words already name are not added again.
  let words = queryWords(index, li, query, 1, stops, reach, LIMITS.words, stats, use, subject, tokens);
  for (const w of words) for (const a of w.alternatives) if (a.weight >= 1) for (const id of conceptsOfStem(li.terms[a.terms[0]], li.lang)) use.used.add(id);
  for (const id of phraseConcepts(tokens, langs)) {
    if (use.used.has(id)) continue;
    use.used.add(id);
    const alternatives = conceptTerms(li, id);
    if (alternatives.length) words.push({ alternatives, weight: CONCEPT_WEIGHT, idf: Math.max(...alternatives.map((a) => li.idf[a.terms[0]])) });
  }
  let weak = false;
  if (words.length === 0) {
    // Nothing but stop words and letters: still look them up, but nothing found is strong.
    words = queryWords(index, li, query, 1, [], 'exact', LIMITS.words, stats, undefined, undefined, tokens);
    weak = true;
  }
  const own = words.filter((w) => w.alternatives.length > 0).length;
  const asked = new Set(words.flatMap((w) => w.alternatives.flatMap((a) => a.terms)));
  prev.forEach((text, i) => {
    const weight = prevWeight(weak ? 0 : own) * 0.5 ** (prev.length - 1 - i);
    // Previous questions add context, not corrections: exact stems and compound parts only.
    const more = queryWords(index, li, text, weight, stops, 'exact', LIMITS.prevWords, stats);
    words.push(...more.filter((w) => !w.alternatives.some((a) => a.terms.some((t) => asked.has(t)))));
  });
  const ideal = words.reduce((n, w) => n + w.weight * w.idf * (K1 + 1), 0);
  if (ideal === 0) return { hits: [], weak };
  const cutoffs = postingCutoffs(li, words);
  const s = li.scratch;
  const { total, best, sum, mark, sumMark, seen, touched, summed, hitDocs } = s;
  let hitCount = 0;
  let visited = 0;
  let list = 0;
  for (const word of words) {
    const stamp = nextStamp(s);
    let touchedCount = 0;
    // A word counts once per section, by its best alternative; the parts of a compound add up.
    for (const alt of word.alternatives) {
      const compound = alt.terms.length > 1;
      let summedCount = 0;
      for (const t of alt.terms) {
        const share = (alt.weight * li.idf[t]) / alt.terms.length;
        const from = li.offsets[t];
        const to = cutoffs[list++];
        visited += to - from;
        for (let i = from; i < to; i++) {
          const doc = li.postDocs[i];
          let value = share * li.postImpacts[i];
          if (compound) {
            if (sumMark[doc] !== stamp) {
              sumMark[doc] = stamp;
              sum[doc] = 0;
              summed[summedCount++] = doc;
            }
            value = sum[doc] += value;
          }
          if (mark[doc] !== stamp) {
            mark[doc] = stamp;
            best[doc] = 0;
            touched[touchedCount++] = doc;
          }
          if (value > best[doc]) best[doc] = value;
        }
      }
    }
    for (let k = 0; k < touchedCount; k++) {
      const doc = touched[k];
      total[doc] += word.weight * best[doc];
      if (!seen[doc]) {
        seen[doc] = 1;
        hitDocs[hitCount++] = doc;
      }
    }
  }
  if (stats) {
    stats.postings += visited;
    stats.candidates += hitCount;
  }
  // Only the best candidates become hits: a common word may touch every section.
  const candidates = topDocs(hitDocs, hitCount, total, CANDIDATES);
  const terms = new Set(words.flatMap((w) => w.alternatives.flatMap((a) => a.terms.map((t) => li.terms[t]))));
  const hits = candidates.map((doc): SearchHit => {
    const { page, section } = li.docs[doc];
    // Uncapped: ranking tells strong hits apart; the output caps at 1.
    const score = total[doc] / (STRONG * ideal);
    return { page, section, score, raw: score, terms, viaTranslation: false };
  });
  // Leave the shared work arrays zeroed for the next query.
  for (let k = 0; k < hitCount; k++) {
    total[hitDocs[k]] = 0;
    seen[hitDocs[k]] = 0;
  }
  return { hits, weak };
}

/** A fresh stamp for `mark` and `sumMark`; on wrap-around both are cleared once. */
function nextStamp(s: LanguageIndex['scratch']): number {
  if (s.stamp >= 0x7ffffff0) {
    s.mark.fill(0);
    s.sumMark.fill(0);
    s.stamp = 0;
  }
  return ++s.stamp;
}

/**
 * Where to stop reading each term's postings (one entry per term of every alternative,
 * in query order). Lists are in descending impact, so a posting's contribution is
 * word weight x alternative share x impact, falling along the list. When all lists fit
 * LIMITS.postings they are read whole (exact scores); else a contribution threshold is
 * found by bisection so that only the postings above it are read, at most LIMITS.postings:
 * what is skipped is the least each frequent word could add to a section.
 */
function postingCutoffs(li: LanguageIndex, words: QueryWord[]): Int32Array {
  const lists: { from: number; to: number; factor: number }[] = [];
  let total = 0;
  for (const word of words) {
    for (const alt of word.alternatives) {
      for (const t of alt.terms) {
        const from = li.offsets[t];
        const to = li.offsets[t + 1];
        lists.push({ from, to, factor: (word.weight * alt.weight * li.idf[t]) / alt.terms.length });
        total += to - from;
      }
    }
  }
  const cutoffs = new Int32Array(lists.length);
  if (total <= LIMITS.postings) {
    lists.forEach((l, i) => (cutoffs[i] = l.to));
    return cutoffs;
  }
  // Number of postings of list l whose contribution is at least `tau` (binary search: impacts fall).
  const above = (l: (typeof lists)[number], tau: number) => {
    let lo = l.from;
    let hi = l.to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (l.factor * li.postImpacts[mid] >= tau) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  let lo = 0;
  let hi = 0;
  for (const l of lists) if (l.to > l.from) hi = Math.max(hi, l.factor * li.postImpacts[l.from]);
  hi *= 1.0001;
  for (let iteration = 0; iteration < 24; iteration++) {
    const tau = (lo + hi) / 2;
    let count = 0;
    for (const l of lists) count += above(l, tau) - l.from;
    if (count > LIMITS.postings) lo = tau;
    else hi = tau;
  }
  let left = LIMITS.postings;
  lists.forEach((l, i) => (left -= (cutoffs[i] = above(l, hi)) - l.from));
  // Postings tied just below the threshold (sections of equal length) fill what is left of the budget.
  lists.forEach((l, i) => {
    const more = Math.min(left, above(l, lo) - cutoffs[i]);
    cutoffs[i] += more;
    left -= more;
  });
  return cutoffs;
}

/**
 * The `count` docs with the highest totals (all of them when there are fewer), by a
 * bounded min-heap: one pass, no sort of every touched section.
 */
function topDocs(docs: Int32Array, length: number, total: Float64Array, count: number): number[] {
  if (length <= count) return Array.from(docs.subarray(0, length));
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
  for (let k = 0; k < length; k++) {
    const doc = docs[k];
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

function stemOf(li: LanguageIndex, token: string): string {
  let stem = li.stems.get(token);
  if (stem === undefined) li.stems.set(token, (stem = li.analyzer.stem(token)));
  return stem;
}

/** Every known way the vocabulary may hold a query word, each with how much a match counts. */
function expand(li: LanguageIndex, token: string, reach: Reach, stats?: SearchStats): Alternative[] {
  const key = reach === 'full' ? token : '=' + token;
  const cached = li.expansions.get(key) as Alternative[] | undefined;
  if (cached) return cached;
  const stem = stemOf(li, token);
  const alternatives: Alternative[] = [];
  let exact = findSorted(li.terms, stem);
  if (exact >= 0) alternatives.push({ terms: [exact], weight: 1 });
  else {
    // Not on the site as stemmed: try umlauts typed as ae/oe/ue, a loanword plural, the word without its ending.
    for (const form of retryForms(token, li.lang)) {
      exact = findSorted(li.terms, stemOf(li, form));
      if (exact >= 0) {
        alternatives.push({ terms: [exact], weight: 0.9 });
        break;
      }
    }
  }
  const vocabulary = { has: (term: string) => findSorted(li.terms, term) >= 0 };
  // Split probes are the costly part of a question of long unknown words: a budget per query
  // and language; a word whose split the budget cut short is not cached, so it is tried again.
  let cut = false;
  const counted = {
    ...li.analyzer,
    stem: (t: string) => {
      if (li.scratch.splitBudget <= 0) return (cut = true), '';
      li.scratch.splitBudget--;
      if (stats) stats.splitProbes++;
      return stemOf(li, t);
    },
  };
  const parts = splitCompound(counted, vocabulary, token);
  if (parts.length) alternatives.push({ terms: parts.map((p) => findSorted(li.terms, p)), weight: 0.8 });
  if (reach === 'full') {
    const used = new Set<number>(exact >= 0 ? [exact] : []);
    if (stem.length >= LIMITS.prefixMinCompound) {
      for (const term of prefixed(li, stem, stem.length < LIMITS.prefixMinStem, stats)) {
        used.add(term);
        alternatives.push({ terms: [term], weight: 0.7 * Math.sqrt(stem.length / li.terms[term].length) });
      }
    }
    // A word the site does not use may be a typo of one it does (compared as words, so a typo in the ending still matches).
    if (exact < 0 && findSorted(li.surfaces, token) < 0) {
      let kept = 0;
      for (const { id, distance } of typoCandidates(li.typo, li.surfaces, token, stats)) {
        const term = li.surfaceTerm[id];
        if (used.has(term)) continue;
        used.add(term);
        alternatives.push({ terms: [term], weight: 0.6 * (1 - distance / token.length) });
        if (++kept >= LIMITS.typoTerms) break;
      }
    }
  }
  if (!cut) li.expansions.set(key, alternatives);
  return alternatives;
}

/** Terms that begin with the stem (Presse -> pressefotos), the most frequent first; a bounded scan. */
function prefixed(li: LanguageIndex, stem: string, compoundsOnly: boolean, stats?: SearchStats): number[] {
  const start = lowerBound(li.terms, stem);
  const found: number[] = [];
  const isCompound = (term: string) => {
    const rest = term.slice(stem.length);
    return rest.length >= 3 && (findSorted(li.terms, rest) >= 0 || (rest.startsWith('s') && findSorted(li.terms, rest.slice(1)) >= 0));
  };
  for (let i = start; i < li.terms.length && i < start + LIMITS.prefixScan && li.terms[i].startsWith(stem); i++) {
    if (li.terms[i] !== stem && (!compoundsOnly || isCompound(li.terms[i]))) found.push(i);
  }
  if (stats) stats.prefixScanned += found.length;
  const df = (t: number) => li.offsets[t + 1] - li.offsets[t];
  if (found.length <= LIMITS.prefixTerms) return found;
  return found.sort((a, b) => df(b) - df(a) || a - b).slice(0, LIMITS.prefixTerms);
}
