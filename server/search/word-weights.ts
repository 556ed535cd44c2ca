/**
 * Learned weights for the question's own words (sixtieth round, docs/relevance.md): how much each
 * content word the question keeps names what is asked, predicted by a logistic model from general
 * features of the word in its question and in the site (its rarity, how many headings hold it, where
 * in the question it stands, its form, whether the site read it as written, and whether the site holds
 * it in one section with the question's other words). The prediction, relative to the question's
 * mean, is a bounded factor on the word's weight. The model is data (WORD_MODEL), learned offline by
 * bench/word-weights-fit.py from the graded development questions (bench/word-weights-extract.ts);
 * nothing is trained at load. Cost per question: the question's own words only (at most
 * LIMITS.words + LIMITS.moreWords), each reading COHESION_POSTINGS postings per term and keeping COHESION_SECTIONS
 * sections at most, so the pairs' test is bounded by words² × COHESION_SECTIONS; the heading
 * counts are built once per language index.
 */
import { tokenize } from './analyzer.ts';
import { type LanguageIndex, findSorted } from './search-index.ts';
import type { Alternative } from './word-analysis.ts';
import { WORD_MODEL } from './word-model.ts';

/** A question word as the search keeps it: what is weighed. */
export interface KeptWord {
  alternatives: readonly Alternative[];
  weight: number;
  idf: number;
  /** Said in the clause that asks (ask-clause.ts). */
  ask: boolean;
  /** The token as the question says it (the first of a joined pair). */
  token?: string;
}

/** The features' names, in the order of WORD_MODEL.coef (bench/word-weights-fit.py reads them). */
export const FEATURES = ['idf', 'heads', 'position', 'ask', 'lastSentence', 'length', 'capital', 'number', 'expanded', 'alternatives', 'cohesion', 'firstSentence'] as const;

/** Postings of a word's terms read for the cohesion feature (the most important first). */
export const COHESION_POSTINGS = 64;

/** Sections kept per word for the cohesion feature, over all its alternatives' terms: the pairs' test is words² × this at most. */
export const COHESION_SECTIONS = 256;

/** Where each token stands in the question: its sentence, and whether it is written with a capital inside one. */
interface TokenPlaces {
  tokens: string[];
  sentence: number[];
  capital: boolean[];
  sentences: number;
}

function tokenPlaces(query: string): TokenPlaces {
  const starts: number[] = [];
  const tokens = tokenize(query, { joined: false, starts });
  const sentence: number[] = [];
  const capital: boolean[] = [];
  let at = 0;
  let current = 0;
  let sentenceStart = true;
  for (let i = 0; i < tokens.length; i++) {
    const start = starts[i] ?? at;
    for (let c = at; c < start; c++) {
      const ch = query[c];
      if (ch === '.' || ch === '!' || ch === '?' || ch === '\n' || ch === ':' || ch === ';') {
        if (!sentenceStart) current++;
        sentenceStart = true;
      }
    }
    at = start;
    const first = query[start] ?? '';
    capital.push(!sentenceStart && first !== first.toLowerCase());
    sentence.push(current);
    sentenceStart = false;
  }
  return { tokens, sentence, capital, sentences: current + 1 };
}

const headCounts = new WeakMap<LanguageIndex, Uint16Array>();

/** How many sections' headings (a page's title for its introduction) hold each term: built once per language index. */
export function headingCounts(li: LanguageIndex): Uint16Array {
  let counts = headCounts.get(li);
  if (counts) return counts;
  counts = new Uint16Array(li.terms.length);
  const seen = new Set<number>();
  for (const doc of li.docs) {
    seen.clear();
    for (const token of tokenize(doc.section.name, { joined: false })) {
      const term = findSorted(li.terms, li.analyzer.stem(token));
      if (term >= 0 && !seen.has(term)) {
        seen.add(term);
        if (counts[term] < 65535) counts[term]++;
      }
    }
  }
  headCounts.set(li, counts);
  return counts;
}

/** The features of each word (rows in the order of FEATURES). */
export function wordFeatures(li: LanguageIndex, query: string, words: readonly KeptWord[]): number[][] {
  const places = tokenPlaces(query);
  const heads = headingCounts(li);
  const maxIdf = Math.log(1 + (li.docs.length + 0.5) / 0.5);
  const docSets: Set<number>[] = [];
  for (const w of words) {
    const docs = new Set<number>();
    read: for (const a of w.alternatives) {
      if (a.weight < 1) continue;
      for (const t of a.terms) {
        const end = Math.min(li.offsets[t + 1], li.offsets[t] + COHESION_POSTINGS);
        for (let p = li.offsets[t]; p < end; p++) {
          docs.add(li.postDocs[p]);
          if (docs.size >= COHESION_SECTIONS) break read;
        }
      }
    }
    docSets.push(docs);
  }
  const rows: number[][] = [];
  const n = places.tokens.length || 1;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const token = w.token ?? '';
    const at = places.tokens.indexOf(token);
    let head = 0;
    let exact = false;
    for (const a of w.alternatives) {
      if (a.weight >= 1 && a.terms.length === 1) exact = true;
      for (const t of a.terms) head = Math.max(head, heads[t]);
    }
    let shared = 0;
    for (let j = 0; j < words.length; j++) {
      if (j === i) continue;
      for (const d of docSets[j])
        if (docSets[i].has(d)) {
          shared++;
          break;
        }
    }
    const sentence = at >= 0 ? places.sentence[at] : 0;
    rows.push([
      maxIdf ? w.idf / maxIdf : 0,
      Math.log1p(head),
      at >= 0 ? at / n : 0.5,
      w.ask ? 1 : 0,
      sentence === places.sentences - 1 ? 1 : 0,
      Math.min(token.length, 20) / 10,
      at >= 0 && places.capital[at] ? 1 : 0,
      /^\d/.test(token) ? 1 : 0,
      exact ? 0 : 1,
      Math.log1p(w.alternatives.length),
      words.length > 1 ? shared / (words.length - 1) : 1,
      places.sentences > 1 && sentence === 0 ? 1 : 0,
    ]);
  }
  return rows;
}

/** The model's score of a word with these features (its log-odds of naming what is asked, up to the question's constant). */
export function wordScore(row: readonly number[]): number {
  let z = 0;
  for (let k = 0; k < row.length; k++) z += WORD_MODEL.coef[k] * row[k];
  return z;
}

/** Set by bench/word-weights-extract.ts: weighWords then records each question's kept words and features, per language index, and leaves the weights as they are. */
export const wordRecorder: { record?: (li: LanguageIndex, words: readonly KeptWord[], rows: number[][]) => void } = {};

/**
 * Multiplies each kept word's weight by exp(WORD_MODEL.temperature × its score above the question's
 * mean score), bounded to [WORD_MODEL.low, WORD_MODEL.high], in questions of at least
 * WORD_MODEL.minWords kept words (a short question's words all name its topic).
 */
export function weighWords(li: LanguageIndex, query: string, words: KeptWord[]): void {
  // Recording (bench/word-weights-extract.ts): the search as it ranks without the weights, which the rows are to learn them from.
  if (wordRecorder.record) return wordRecorder.record(li, words, wordFeatures(li, query, words));
  if (words.length < WORD_MODEL.minWords) return;
  const rows = wordFeatures(li, query, words);
  const { temperature: t, low, high } = WORD_MODEL;
  // A word the index does not hold keeps its weight and is no part of the mean: the model never learned from one (it tells no
  // section from another), and more weight on it would only raise the question's ideal score in this index against the others'.
  let mean = 0;
  let held = 0;
  const scores = rows.map(wordScore);
  for (let i = 0; i < words.length; i++)
    if (words[i].alternatives.length > 0) {
      mean += scores[i];
      held++;
    }
  if (held < 2) return;
  mean /= held;
  for (let i = 0; i < words.length; i++) if (words[i].alternatives.length > 0) words[i].weight *= Math.min(high, Math.max(low, Math.exp(t * (scores[i] - mean))));
}
