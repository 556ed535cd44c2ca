/**
 * The per-word query analysis, in one place: what a surface word of a question is for one
 * language index — whether it is a content word at all, the index terms it may stand for
 * (exact stem, another spelling, compound parts, prefix, typo, and across languages the
 * site's own translations of it), each with how much a match counts, and the concepts it
 * belongs to. search-query.ts calls this for every word; a table built at load may hold its
 * results for the site's own words (same function, same answers).
 */
import { endingStart } from './derivational-endings.ts';
import { analyzerFor, type Analyzer } from './analyzer.ts';
import { findSorted, findTerm, lowerBound, splitCompound, type LanguageIndex, type SearchIndex } from './search-index.ts';
import { isTwoSlips, isTypingSlip, typoCandidates } from './typo-map.ts';
import { compoundTypo, type CompoundTypoReader } from './compound-typos.ts';
import { isStopWord } from './question-words.ts';
import { broaderConcepts, BROADER_SHARE, conceptsOf, conceptWords, CONCEPT_TERMS, CONCEPT_WEIGHT, RARE_SECTIONS } from './concepts.ts';
import { familyStems, retryForms } from './word-forms.ts';
import { translationsOf } from './translation-lexicon.ts';
import { compoundTranslations } from './compound-translations.ts';
import { dictionaryTranslations } from './dictionary-translations.ts';
import { germanJoinPossible } from './german-joins.ts';
import { englishJoinPossible } from './english-joins.ts';
import { mayBeginWith } from './term-prefixes.ts';
import { isListedWord } from './listed-words.ts';
import { LIMITS, type SearchStats } from './search-query.ts';
import { COMPOUNDING, termsEndingWith } from './term-endings.ts';
import type { QueryCaches } from './word-table.ts';

/**
 * Which longer terms a short stem may stand for. In a language that writes compounds as one word
 * (COMPOUNDING: Pressefotos, fotoboek) a short stem may stand for the compounds it begins;
 * elsewhere a short stem's longer words are other words (work -> workshop, book -> bookshop).
 */
type PrefixKind = 'compound' | 'derived';
/**
 * Endings (as stemmed) that make a word of the same family from a short stem: exam -> examin(ation),
 * art -> artist, sing -> singer; never another word (work -> workshop, book -> bookshop).
 */
const DERIVATIONS = new Set(['in', 'at', 'ic', 'al', 'er', 'ist', 'ism', 'ment', 'ness', 'abl', 'ibl', 'ous', 'ful', 'iv', 'ive', 'ion', 'ian', 'ant', 'ent', 'ur', 'ure']);

/**
 * Weight of a typo's correction (less the share of letters changed): a word the site does not
 * have that is one or two edits from one it has is most likely that word (0.6 left a question
 * of two typos below pages that matched its one correct word).
 */
const TYPO = 0.8;
/** A site word one slip of typing from a question word (isTypingSlip): as much as the word spelt right (+4.7 nDCG@5 summed over the development typo questions, 58 gain, 21 lose; at 0.9 +3.2). */
const SLIP = 1;

/** Weight of a compound's head alone, when its other part is not on the site. */
const HEAD_ONLY = 0.5;
/** A compound that a head the site never writes alone closes ("Wettbewerb" of a "Zeichenwettbewerb"), times sqrt(head / compound length): 0.7 (as a prefix) cost the eighth site 0.001 (photo 0.876 -> 0.841), 0.55 the ninth and third 0.001. */
const HEAD_OF = 0.4;
/** Shortest head of a compound read this way. */
const MIN_HEAD = 4;
/**
 * A compound that nothing reads, in no language of the site, read by its longest beginning the
 * site writes (compoundModifier). Measured (nDCG@5 summed, 2026-11-27, the forty-eighth round):
 * development +1.85 (13 gain, 9 lose), the validation block +0.59 (2 / 1); read for every unknown
 * compound at 0.4, also where the other language reads it, the thirtieth round lost 0.13.
 */
const MODIFIER_ONLY = 0.4;
/**
 * A word nothing reads, read as the site's words that share its long beginning (nearBeginning), times
 * sqrt(shared letters / the site word's length). Measured over the development questions (nDCG@5 summed,
 * 2026-11-27, the fifty-third round): 0.5 +2.07 (7 gain, 2 lose), 0.35 +1.54, 0.7 +2.09 (6 / 3).
 */
const NEAR_FORM = 0.5;
/** Shortest modifier read alone: a three-letter one (Mal-, Tee-) is too often another word's beginning. */
const MIN_MODIFIER_PART = 4;
/** Shortest modifier before a head: German writes three-letter ones (Malkurs, Teeschale, Skikurs, Busfahrt). */
export const MIN_MODIFIER = 3;
/**
 * Three-letter beginnings that are a verb's prefix or particle, not a compound's modifier
 * (mitschneiden is not a kind of Schneiden, einsprechen not of Sprechen, Verkauf not of Kauf).
 */
const VERB_PREFIXES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['de', new Set(['mit', 'ein', 'auf', 'aus', 'vor', 'bei', 'weg', 'los', 'hin', 'her', 'dar', 'ver', 'ent', 'zer', 'emp', 'mis'])],
  ['nl', new Set(['mee', 'uit', 'aan', 'bij', 'toe', 'weg', 'ver', 'ont', 'her', 'los', 'vol'])],
]);

/** The longest last part of a word that the site has as a word (its head, if it is a compound), or undefined. */
function compoundHead(analyzer: { stem(t: string): string }, vocabulary: { has(term: string): boolean }, token: string, lang: string): string | undefined {
  if (token.length > LIMITS.tokenChars || /\d/.test(token)) return undefined;
  const prefixed = VERB_PREFIXES.get(lang)?.has(token.slice(0, MIN_MODIFIER));
  // A head holds the word's derivational ending whole, and a letter before it (derivational-endings.ts).
  const last = Math.min(token.length - MIN_HEAD, endingStart(token, lang) - 1);
  for (let i = prefixed ? MIN_MODIFIER + 1 : MIN_MODIFIER; i <= last; i++) {
    const head = analyzer.stem(token.slice(i));
    // A head the stemmer cuts to a stop word is none (schweren is not sch + "wer").
    if (head && vocabulary.has(head) && !isStopWord(lang, head)) return head;
  }
  return undefined;
}

/** Weight of another form of the same word (kostet for kosten). */
const FAMILY = 0.5;

/** How far a word is expanded: prefixes and typos only in the question's own language. */
export type Reach = 'full' | 'exact';

export interface Alternative {
  /** Term ids; more than one for the parts of a compound, which add up. */
  terms: number[];
  weight: number;
  /** Reached across languages: a learned translation or a concept, not the question's word as written (bridged-hits.ts). */
  bridge?: true;
}

export interface WordView {
  reach: Reach;
  /** The language the question is written in, when known (stop words, translations). */
  from?: string;
  /** The whole index, for the site's own translations of a word of another language. */
  index?: SearchIndex;
  /** Look up stop words too (a question of nothing else); single letters still are not words. */
  keepStops?: boolean;
}

export interface WordAnalysis {
  /** False for single letters, stop words and chatty words: they name no topic. */
  content: boolean;
  /** Ways the index may hold the word (empty when it holds none). */
  alternatives: Alternative[];
  /** Concepts (concept-lists.ts) the word belongs to, for words the site does not use or uses only in passing (RARE_SECTIONS). */
  concepts: readonly number[];
  /** The largest idf of the alternatives' terms (0 when there are none): read per question word, so computed with the analysis. */
  idf: number;
}

/**
 * The part of a view that the analysis depends on, as a key: a table of analyses (built at
 * load for the site's words) keys each entry by word and this, and so does the cache of a
 * word's expansions (the one place that says which views read a word differently). The
 * question's language matters only across languages (stop words, translations); the index is
 * the table's own.
 */
export function viewKey(view: WordView): string {
  // The same string object for the same key (a handful of them): the word table compares keys by identity first, without reading them.
  const kind = (view.reach === 'full' ? 0 : 1) + (view.keepStops ? 2 : 0) + (view.index ? 0 : 4);
  const across = view.from !== undefined ? view.from : '';
  const keys = VIEW_KEYS[kind];
  let key = keys.get(across);
  if (key === undefined) {
    // A view without the index reads no translations (previous questions): its analysis differs.
    key = `${view.reach}:${across}${view.keepStops ? ':stops' : ''}${view.index ? '' : ':alone'}`;
    // Bounded: a question's language is one of the site's (or a code the request schema allows).
    if (keys.size < 64) keys.set(across, key);
  }
  return key;
}
/** View keys made so far, by kind (reach, stop words, index) and language. */
// One map per kind, made at once: an array filled as kinds were first met changed its elements' kind (holes) under the optimized readers.
const VIEW_KEYS: Map<string, string>[] = Array.from({ length: 8 }, () => new Map<string, string>());

/** The analysis of a word that names no topic (shared, never written to). */
export const NOT_CONTENT: WordAnalysis = { content: false, alternatives: [], concepts: [], idf: 0 };

/**
 * The analysis of one folded question token for one language index. `caches` hold the stems
 * and expansions it computes: the index's own recent-query caches by default, a warm-up's own
 * (word-table.ts) so that warming does not evict what questions use.
 */
export function analyzeWord(li: LanguageIndex, token: string, view: WordView, stats?: SearchStats, caches: QueryCaches = li): WordAnalysis {
  if (view.keepStops ? token.length < 2 && !/\d/.test(token) : !isContentWord(li, token, view.from)) return NOT_CONTENT;
  const alternatives = expand(li, token, view, stats, caches);
  // A word the site uses itself names no concept, unless it uses it only in passing (concepts.ts, RARE_SECTIONS).
  return { content: true, alternatives, concepts: holdsItself(li, alternatives) ? [] : conceptsOf(token, stemOf(li, token), li.lang), idf: largestIdf(li, alternatives) };
}

/** Whether the index holds the word itself in more than RARE_SECTIONS sections (an exact, whole alternative): a word the site uses, not only in passing. */
export function holdsItself(li: LanguageIndex, alternatives: readonly Alternative[]): boolean {
  for (let i = 0; i < alternatives.length; i++) {
    const a = alternatives[i];
    if (a.weight >= 1 && a.terms.length === 1 && li.offsets[a.terms[0] + 1] - li.offsets[a.terms[0]] > RARE_SECTIONS) return true;
  }
  return false;
}

/** The largest idf of the terms of `alternatives` (0 for none). */
export function largestIdf(li: LanguageIndex, alternatives: readonly Alternative[]): number {
  let idf = 0;
  for (let i = 0; i < alternatives.length; i++) {
    const terms = alternatives[i].terms;
    for (let k = 0; k < terms.length; k++) idf = Math.max(idf, li.idf[terms[k]]);
  }
  return idf;
}

/** Single letters are not words of a question (a, e, s); stop words and chatty words of either language name no topic. */
export function isContentWord(li: LanguageIndex, token: string, from?: string): boolean {
  if (token.length < 2 && !/\d/.test(token)) return false;
  // The index's language, then the question's: no array of the two made per word (stop words come here on every question).
  if (isStopWord(li.lang, token)) return false;
  return !(from && from !== li.lang && isStopWord(from, token));
}

/** The term two adjacent question words make when the site writes them as one word (Foto Buch -> Fotobuch), or -1. */
export function joinedTerm(li: LanguageIndex, word: string): number {
  if (word.length > LIMITS.tokenChars) return -1;
  return findTerm(li, stemOf(li, word));
}

/** Terms tried as the first part of a compound across languages, per word. */
const JOIN_PARTS = 4;

/**
 * The one word two adjacent question words are on the site: written together in the index's
 * language (Foto Buch -> Fotobuch), or, for a question in another language, their translations
 * written together ("advent sale" -> Advent + Verkauf -> Adventsverkauf, with or without the
 * linking s). At most JOIN_PARTS x JOIN_PARTS x 2 look-ups. -1 when there is none.
 */
export function joinedWords(li: LanguageIndex, view: WordView, first: string, firstAlternatives: readonly Alternative[], second: string, secondAlternatives: readonly Alternative[]): number {
  // German and English pairs are told apart without stemming them when no term can come of them (german-joins.ts, english-joins.ts).
  const own = !joinPossible(li, first, second) ? -1 : joinedTerm(li, first + second);
  if (own >= 0 || view.reach !== 'exact' || !view.from || view.from === li.lang) return own;
  // The word itself, then its translations (single terms), at most JOIN_PARTS of each; no arrays built.
  for (let i = 0; i < JOIN_PARTS; i++) {
    const id = i === 0 ? -1 : nthSingleTerm(firstAlternatives, i);
    if (i > 0 && id < 0) break;
    const a = id < 0 ? first : li.terms[id];
    // Most words of the question begin no term (told by a bit, term-prefixes.ts): nothing to search for.
    if (id < 0 && li.prefixes && !mayBeginWith(li.prefixes, a)) continue;
    // Every term that begins with `a` is in one run of the sorted terms: the joined forms are looked for there only, and not at all when the run is empty.
    // A translation is a term itself, where its run begins (terms are distinct): only the word as asked is searched for.
    const from = id < 0 ? lowerBound(li.terms, a) : id;
    if (from >= li.terms.length || !li.terms[from].startsWith(a)) continue;
    // A run of one term that is `a` itself holds no longer word that begins with it (most words: no joined form to look for, no strings made).
    const alone = from + 1 >= li.terms.length || !li.terms[from + 1].startsWith(a);
    if (alone && li.terms[from] === a) continue;
    const to = alone ? from + 1 : prefixEnd(li.terms, a, from);
    for (let j = 0; j < JOIN_PARTS; j++) {
      const other = j === 0 ? -1 : nthSingleTerm(secondAlternatives, j);
      if (j > 0 && other < 0) break;
      const b = other < 0 ? second : li.terms[other];
      if (a.length + b.length >= LIMITS.tokenChars) continue;
      const t = findIn(li.terms, a + b, from, to);
      if (t >= 0) return t;
      const linked = findIn(li.terms, a + 's' + b, from, to);
      if (linked >= 0) return linked;
    }
  }
  return -1;
}

/** The term of the `k`-th (from 1) alternative that is a single term, or -1. */
function nthSingleTerm(alternatives: readonly Alternative[], k: number): number {
  let seen = 0;
  for (let i = 0; i < alternatives.length; i++) if (alternatives[i].terms.length === 1 && ++seen === k) return alternatives[i].terms[0];
  return -1;
}

/** False when the stem of `first + second` cannot be a term of the index, told without stemming (German and English); true when it may be. */
function joinPossible(li: LanguageIndex, first: string, second: string): boolean {
  if (li.lang === 'de') return germanJoinPossible(li.terms, first, second, li.prefixes);
  return li.lang !== 'en' || englishJoinPossible(li.terms, first, second, li.prefixes);
}

/** The end of the run of sorted terms from `from` that begin with `prefix` (`from` when none does). */
function prefixEnd(terms: readonly string[], prefix: string, from: number): number {
  let lo = from;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid].startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** findSorted within terms[from, to). */
function findIn(terms: readonly string[], key: string, from: number, to: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo < to && terms[lo] === key ? lo : -1;
}

/** The terms of a concept that this index holds, at the concept weight. */
export function conceptTerms(li: LanguageIndex, id: number, caches: QueryCaches = li): Alternative[] {
  // The same few concepts come up again and again: their terms are kept with the expansions.
  const key = '~concept:' + id;
  const cached = caches.expansions.get(key) as Alternative[] | undefined;
  if (cached) return cached;
  const out: Alternative[] = [];
  const terms = new Set<number>();
  addConceptTerms(li, id, CONCEPT_WEIGHT, terms, out);
  // A site that writes none of the concept's words answers it where it treats the whole matter (broader-concepts.ts).
  if (!out.length) for (const wider of broaderConcepts(id)) addConceptTerms(li, wider, CONCEPT_WEIGHT * BROADER_SHARE, terms, out);
  caches.expansions.set(key, out);
  return out;
}

/** The index's terms of a concept's words at `weight`, into `out` (at most CONCEPT_TERMS in all), each term once. */
function addConceptTerms(li: LanguageIndex, id: number, weight: number, terms: Set<number>, out: Alternative[]): void {
  for (const word of conceptWords(id, li.lang)) {
    if (out.length >= CONCEPT_TERMS) return;
    const t = findTerm(li, stemOf(li, word));
    if (t >= 0 && !terms.has(t)) {
      terms.add(t);
      out.push({ terms: [t], weight, bridge: true });
    }
  }
}

/**
 * The index's stem of a token. Not remembered: a stem costs about as much as looking a fresh
 * string up in a map (germanStem 0.25 µs, Porter2 0.24), and a misspelt word's stems are mostly
 * new (6.1 of its 9.8 were not in the memo of 4,096 that was kept here, whose look-ups and
 * insertions cost more than the stems it saved).
 */
export function stemOf(li: LanguageIndex, token: string): string {
  return li.analyzer.stem(token);
}

/**
 * The split probes of the expand call running now: its stats, and whether the budget cut one
 * short. Module state read by each index's kept probe functions (splitReaders), not closures
 * made per call; saved and restored around every call, so a nested one keeps its own.
 */
let probeStats: SearchStats | undefined;
let probeCut = false;

/** Takes one split probe from the index's budget for this query and language: false (and the call marked cut) when none is left. */
function takeProbe(li: LanguageIndex): boolean {
  if (li.scratch.splitBudget <= 0) {
    probeCut = true;
    return false;
  }
  li.scratch.splitBudget--;
  if (probeStats) probeStats.splitProbes++;
  return true;
}

/** What compound splitting reads of an index, made once per index: its vocabulary, its analyzer whose stems are budgeted probes, and such stems of other languages. */
interface SplitReaders {
  vocabulary: { has(term: string): boolean };
  counted: Analyzer;
  across: Map<string, (t: string) => string>;
}
const splitReaders = new WeakMap<LanguageIndex, SplitReaders>();

function readersOf(li: LanguageIndex): SplitReaders {
  let readers = splitReaders.get(li);
  if (!readers) {
    readers = {
      vocabulary: { has: (term) => findTerm(li, term) >= 0 },
      counted: { ...li.analyzer, stem: (t) => (takeProbe(li) ? stemOf(li, t) : '') },
      across: new Map(),
    };
    splitReaders.set(li, readers);
  }
  return readers;
}

/** The budgeted stems of language `lang` (a word of that language read in this index), one function per index and language. */
function acrossStem(li: LanguageIndex, readers: SplitReaders, lang: string): (t: string) => string {
  let stem = readers.across.get(lang);
  if (!stem) readers.across.set(lang, (stem = (t) => (takeProbe(li) ? analyzerFor(lang).stem(t) : '')));
  return stem;
}

/** Every known way the vocabulary may hold a query word, each with how much a match counts. */
function expand(li: LanguageIndex, token: string, view: WordView, stats: SearchStats | undefined, caches: QueryCaches): Alternative[] {
  const outerStats = probeStats;
  const outerCut = probeCut;
  probeStats = stats;
  probeCut = false;
  try {
    return expandWord(li, token, view, stats, caches);
  } finally {
    probeStats = outerStats;
    probeCut = outerCut;
  }
}

function expandWord(li: LanguageIndex, token: string, view: WordView, stats: SearchStats | undefined, caches: QueryCaches): Alternative[] {
  const { reach } = view;
  const across = reach === 'exact' && view.from !== undefined && view.from !== li.lang ? view.from : undefined;
  // Keyed by the view as the word table keys it (one place says which views read differently).
  const key = `${viewKey(view)}|${token}`;
  const cached = caches.expansions.get(key) as Alternative[] | undefined;
  if (cached) return cached;
  const stem = stemOf(li, token);
  const alternatives: Alternative[] = [];
  let exact = findTerm(li, stem);
  if (exact >= 0) alternatives.push({ terms: [exact], weight: 1 });
  else {
    // Not on the site as stemmed: try umlauts typed as ae/oe/ue, a loanword plural, the word without its ending.
    for (const form of retryForms(token, li.lang)) {
      exact = findTerm(li, stemOf(li, form));
      if (exact >= 0) {
        alternatives.push({ terms: [exact], weight: 0.9 });
        break;
      }
    }
  }
  if (!across) {
    // Other forms the stemmer keeps apart (kostet / kosten, CDs / CD): the same word.
    for (const form of familyStems(stem, li.lang)) {
      const t = findTerm(li, form);
      if (t >= 0 && t !== exact) alternatives.push({ terms: [t], weight: FAMILY });
    }
  }
  // Split probes are the costly part of a question of long unknown words: a budget per query
  // and language (takeProbe); a word whose split the budget cut short is not cached, so it is tried again.
  const readers = readersOf(li);
  const { vocabulary, counted } = readers;
  let cut = false;
  const parts = splitCompound(counted, vocabulary, token);
  // The head alone of a compound whose modifier the site lacks: a guess a better reading replaces.
  let headOnly: Alternative | undefined;
  if (parts.length) alternatives.push({ terms: parts.map((p) => findTerm(li, p)), weight: 0.8 });
  else if (!alternatives.length && !across && COMPOUNDING.has(li.lang)) {
    // A compound whose first part the site never writes alone (Werkhalle, no "Werk"): its head says what it is (a Halle).
    const head = compoundHead(counted, vocabulary, token, li.lang);
    if (head) alternatives.push((headOnly = { terms: [findTerm(li, head)], weight: HEAD_ONLY }));
  }
  if (across && view.index) {
    const translated = translationsOf(view.index, li, token, across);
    // Read before the warm-up built the site's translations: right for now, not kept.
    if (!translated.ready) cut = true;
    // A word the site translates is found as its translations; the same letters in the other
    // language are another word (Teller is not "tell"), unless the site writes it alike there too.
    if (translated.known && !translated.same) alternatives.length = 0;
    alternatives.push(...translated.alternatives.filter((a) => !alternatives.some((b) => b.terms.length === 1 && b.terms[0] === a.terms[0])));
    // A word the site never translates: the general word list's translations (spät -> late), else the learned dictionary's (a
    // compound it holds, Pressefoto, is read whole there, not through its parts), else, for a compound, its parts'.
    if (!translated.known && !alternatives.length) alternatives.push(...dictionaryTranslations(li, across, translated.source));
    // A compound the site never translates: through its parts' translations (German "Gutachterbericht" -> survey + report).
    if (!translated.known && !alternatives.length && COMPOUNDING.has(across)) alternatives.push(...compoundTranslations(view.index, li, token, across, acrossStem(li, readers, across)));
  }
  if (reach === 'full') {
    const used = new Set<number>(exact >= 0 ? [exact] : []);
    if (stem.length >= LIMITS.prefixMinCompound) {
      // A short stem stands for the compounds it begins (German, Dutch), elsewhere only for its own derived words (exam -> examination).
      const only: PrefixKind | undefined = stem.length >= LIMITS.prefixMinStem ? undefined : COMPOUNDING.has(li.lang) ? 'compound' : 'derived';
      for (const term of prefixed(li, stem, only, stats)) {
        used.add(term);
        alternatives.push({ terms: [term], weight: 0.7 * Math.sqrt(stem.length / li.terms[term].length) });
      }
    }
    // A head the site writes only inside compounds ("Wettbewerb" of a "Zeichenwettbewerb"): the compounds it closes.
    if (li.endings && exact < 0 && stem.length >= MIN_HEAD) {
      for (const term of headed(li, stem, stats)) {
        if (used.has(term)) continue;
        used.add(term);
        alternatives.push({ terms: [term], weight: HEAD_OF * Math.sqrt(stem.length / li.terms[term].length) });
      }
    }
    // A word the site does not use may be a typo of one it does (compared as words, so a typo in the ending still matches);
    // not a word of the project's lists, spelt right in the visitor's own words (listed-words.ts), though its parts may be read below.
    if (exact < 0 && findSorted(li.surfaces, token) < 0) {
      let kept = 0;
      const listed = isListedWord(token, stem, li.lang);
      for (const { id, distance } of typoCandidates(li.typo, li.surfaces, token, stats)) {
        // A listed word is spelt right: only its own tail may stand for it (abdrucken -> drucken, Anzahlung -> Zahlung), not a word that looks like it.
        if (listed && !token.endsWith(li.surfaces[id])) continue;
        const term = li.surfaceTerm[id];
        // A slip of typing ("opning", "Preiss", "Kosetn") is the word meant, read as if spelt right; another near word may be a word of its own.
        const slip = distance === 1 ? isTypingSlip(token, li.surfaces[id]) : distance === 2 && isTwoSlips(token, li.surfaces[id]);
        if (used.has(term)) {
          // The word meant, reached already as a longer word the typed stem begins ("Baumgutachen": baumgutacht-en; "marionete": marionett-e) at a prefix's weight (0.6-0.7): read as spelt right too.
          if (slip) raiseTo(alternatives, term, SLIP);
          continue;
        }
        used.add(term);
        alternatives.push({ terms: [term], weight: slip ? SLIP : TYPO * (1 - distance / token.length) });
        if (++kept >= LIMITS.typoTerms) break;
      }
      // Nothing near it as a whole: a compound with a typo in one part (Raumvermitung), read as its two parts.
      if (!kept && !parts.length && COMPOUNDING.has(li.lang)) {
        const terms = compoundTypo(typoReader(li, counted.stem, stats), token);
        if (terms.length) {
          // Its head alone (compoundHead) was a guess from the letters after the typo: the parts say more.
          if (headOnly) alternatives.splice(alternatives.indexOf(headOnly), 1);
          alternatives.push({ terms, weight: TYPO * (1 - 1 / token.length) });
        }
      }
    }
  }
  // A word nothing reads, in any language of the site, that no list and no concept holds (a listed word is spelt right and is
  // its own word: "Christmas" is not "Christi"). Read by the longest beginning of it the site writes when it is a compound
  // (Taubenabwehr -> Tauben), else as another form of its family that stemming keeps apart, by the site's words that share its
  // long beginning (mitschneiden / Mitschnitt, lektoriert / Lektorin). Whether the other languages read it is asked once.
  if (!alternatives.length && reach === 'full' && !across && view.index && !isListedWord(token, stem, li.lang) && !conceptsOf(token, stem, li.lang).length) {
    let nowhere: boolean | undefined = true;
    let asked = false;
    if (COMPOUNDING.has(li.lang)) {
      nowhere = readNowhere(view.index, li, token, stats);
      asked = true;
      const modifier = nowhere ? compoundModifier(counted, vocabulary, token, li.lang) : undefined;
      if (modifier) alternatives.push({ terms: [findTerm(li, modifier)], weight: MODIFIER_ONLY });
    }
    if (!alternatives.length && nowhere === true) {
      const near = nearBeginning(li, stem, stats);
      if (near.length && !asked) nowhere = readNowhere(view.index, li, token, stats);
      if (near.length && nowhere === true) {
        const shared = sharedBeginning(stem);
        for (const term of near) alternatives.push({ terms: [term], weight: NEAR_FORM * Math.sqrt(shared / li.terms[term].length) });
      }
    }
    // Not known for want of probes: right for now, not kept.
    if (nowhere === undefined) cut = true;
  }
  if (!cut && !probeCut) caches.expansions.set(key, alternatives);
  return alternatives;
}

/**
 * How many letters of a stem another form of its family shares, at least (sharedBeginning): most of the stem, and never
 * fewer than NEAR_MIN letters. Measured (nDCG@5 summed over the development questions, 2026-11-27, the fifty-third round):
 * 6 letters +2.07 (7 gain, 2 lose); 5 letters +1.45 (13 / 9: "offic" of officially reads the office, "eintr" of
 * eintragen Eintritt); 7/10 of the stem +2.07, 3/4 of it +1.12 (7 / 2 and 5 / 2).
 */
const NEAR_SHARE = 0.7;
const NEAR_MIN = 6;

/** The letters of a stem that a site word must begin with to be read as another form of it. */
export function sharedBeginning(stem: string): number {
  return Math.max(NEAR_MIN, Math.ceil(NEAR_SHARE * stem.length));
}

/**
 * Terms that share the stem's long beginning (sharedBeginning letters) but do not begin with the whole stem (those are its
 * prefix expansion), the most frequent first: lektori -> lektorin, mitschneid -> mitschnitt. A bounded scan of the sorted
 * terms (LIMITS.prefixScan), at most LIMITS.prefixTerms kept; none for a stem no longer than the shared beginning.
 */
export function nearBeginning(li: LanguageIndex, stem: string, stats?: SearchStats): number[] {
  const shared = sharedBeginning(stem);
  if (shared >= stem.length) return [];
  const beginning = stem.slice(0, shared);
  const found: number[] = [];
  const start = lowerBound(li.terms, beginning);
  let i = start;
  for (; i < li.terms.length && i < start + LIMITS.prefixScan && li.terms[i].startsWith(beginning); i++) {
    if (!li.terms[i].startsWith(stem)) found.push(i);
  }
  // Every term read counts, kept or not: a stem whose own forms fill the range still costs the scan.
  if (stats) stats.prefixScanned += i - start;
  return mostFrequent(li, found);
}

/**
 * Whether no other language index of the site reads the token either (as the question's words are
 * read there: as written, the site's translations, the word list, a compound's parts'
 * translations): true, false, or undefined when the split probes ran out before it was known. A
 * German compound whose translation answers on an English page ("Gartenführung",
 * "Gesundheitszeugnis") is read there, not by its modifier here. A word another index has as
 * written is read there without looking further (so warming the site's own words never comes
 * here). The other index's probes are taken from this index's budget for the query: the question
 * makes no more split probes than its per-language budgets allow.
 */
function readNowhere(index: SearchIndex, li: LanguageIndex, token: string, stats: SearchStats | undefined): boolean | undefined {
  for (const other of index.byLang.values()) {
    if (other === li) continue;
    if (findSorted(other.surfaces, token) >= 0) return false;
    const own = other.scratch.splitBudget;
    other.scratch.splitBudget = li.scratch.splitBudget;
    try {
      const read = expand(other, token, { reach: 'exact', from: li.lang, index, keepStops: false }, stats, other).length > 0;
      if (read) return false;
      // Cut short: not known.
      if (other.scratch.splitBudget <= 0) return undefined;
    } finally {
      li.scratch.splitBudget = other.scratch.splitBudget;
      other.scratch.splitBudget = own;
    }
  }
  return true;
}

/**
 * The longest beginning of a compound that the site writes as a word (with or without a linking
 * s), leaving MIN_HEAD letters: the modifier names what the compound is about when the site has
 * no word of the rest (Motorradklamotten -> Motorrad, Gesangscoach -> Gesang). Not a verb's
 * particle (VERB_PREFIXES: "mitschneiden" is no kind of "mit"), not a stop word. At most
 * token length - MIN_HEAD - 3 stems, each a split probe of the query's budget.
 */
export function compoundModifier(analyzer: { stem(t: string): string }, vocabulary: { has(term: string): boolean }, token: string, lang: string): string | undefined {
  if (token.length > LIMITS.tokenChars || token.length < MIN_MODIFIER_PART + MIN_HEAD || /\d/.test(token)) return undefined;
  if (VERB_PREFIXES.get(lang)?.has(token.slice(0, MIN_MODIFIER))) return undefined;
  for (let i = token.length - MIN_HEAD; i >= MIN_MODIFIER_PART; i--) {
    const modifier = analyzer.stem(token.slice(0, i));
    if (modifier.length >= MIN_MODIFIER_PART && vocabulary.has(modifier) && !isStopWord(lang, modifier)) return modifier;
    // A linking s (Gesangs-coach): the word without it.
    if (token[i - 1] !== 's' || i - 1 < MIN_MODIFIER_PART) continue;
    const unlinked = analyzer.stem(token.slice(0, i - 1));
    if (unlinked.length >= MIN_MODIFIER_PART && vocabulary.has(unlinked) && !isStopWord(lang, unlinked)) return unlinked;
  }
  return undefined;
}

/**
 * Raises the weight of the first alternative that is `term` alone to `weight` when it counts less. A family form
 * (familyStems, not in `used`) may hold the term before the prefix expansion does ("Nachtwächer": nachtwacht at 0.5
 * and at 0.66): the first is raised, and a word counts its best alternative, so the one left lower changes nothing.
 */
function raiseTo(alternatives: Alternative[], term: number, weight: number): void {
  for (let i = 0; i < alternatives.length; i++) {
    const a = alternatives[i];
    if (a.terms.length === 1 && a.terms[0] === term) {
      if (a.weight < weight) alternatives[i] = { terms: a.terms, weight };
      return;
    }
  }
}

/** How compoundTypo reads parts in this index: stemmed look-ups, and typo corrections of one edit. */
function typoReader(li: LanguageIndex, stem: (t: string) => string, stats?: SearchStats): CompoundTypoReader {
  return {
    term: (part) => findTerm(li, stem(part)),
    corrected: (part) => {
      const best = typoCandidates(li.typo, li.surfaces, part, stats, 1)[0];
      return best ? li.surfaceTerm[best.id] : -1;
    },
    stop: (part) => isStopWord(li.lang, part) || isStopWord(li.lang, stem(part)),
  };
}

/** Terms that end with the stem, at least 3 letters longer (Wettbewerb -> zeichenwettbewerb), the most frequent first; a bounded scan (term-endings.ts). */
function headed(li: LanguageIndex, stem: string, stats?: SearchStats): number[] {
  const found = termsEndingWith(li.terms, li.endings!, stem, 3, LIMITS.prefixScan);
  if (stats) stats.prefixScanned += found.length;
  return mostFrequent(li, found);
}

/** At most LIMITS.prefixTerms of `found`, the most frequent first (as found when there are no more). */
function mostFrequent(li: LanguageIndex, found: number[]): number[] {
  const df = (t: number) => li.offsets[t + 1] - li.offsets[t];
  if (found.length <= LIMITS.prefixTerms) return found;
  return found.sort((a, b) => df(b) - df(a) || a - b).slice(0, LIMITS.prefixTerms);
}

/** Terms that begin with the stem (Presse -> pressefotos), the most frequent first; a bounded scan. */
function prefixed(li: LanguageIndex, stem: string, only: PrefixKind | undefined, stats?: SearchStats): number[] {
  const start = lowerBound(li.terms, stem);
  const found: number[] = [];
  const isCompound = (term: string) => {
    const rest = term.slice(stem.length);
    return rest.length >= 3 && (findTerm(li, rest) >= 0 || (rest.startsWith('s') && findTerm(li, rest.slice(1)) >= 0));
  };
  const isDerived = (term: string) => DERIVATIONS.has(term.slice(stem.length));
  const fits = (term: string) => (only === 'compound' ? isCompound(term) : only === 'derived' ? isDerived(term) : true);
  for (let i = start; i < li.terms.length && i < start + LIMITS.prefixScan && li.terms[i].startsWith(stem); i++) {
    if (li.terms[i] !== stem && fits(li.terms[i])) found.push(i);
  }
  if (stats) stats.prefixScanned += found.length;
  return mostFrequent(li, found);
}
