/**
 * A visitor's question asked again in other words of a FAQ item: the section headed by a
 * question ("Can you record in our church?") whose heading's words, its frame words counted
 * ("can", "you", "kann", "ich", "wie lange"), are mostly in the visitor's question ("Can you
 * record our choir in the church where we sing?"). BM25 drops the frame words and weighs the
 * heading's one or two content words like any section's, so a service page or post sharing one
 * topical word came first; the heading read as a whole question says which item answers.
 *
 * A heading that shares only its frame with the question ("Wie lange dauert ein Auftragsfilm?"
 * under "Wie lange dauert die Genehmigung …?", "Do you sell vouchers?" under "Do you sell stinky
 * cheese?") asks something else: most of its content words must be asked too. Every word counts
 * alike within its kind (the idf was tried: a site's core word, "Auftragsfilm" on a film-maker's
 * site, is common there and weighed as little as a frame word). Found once per section at load.
 * A question word ("warum", "woher", "why") is part of the frame in every language: German's are
 * no stop words, and as content words "Warum?" or "Wer?" was asked by every question opening so.
 */
import { tokenize, type Analyzer } from './analyzer.ts';
import { isFrameWord } from './frame-words.ts';
import { foldedSets } from './word-sets.ts';
import { headedByQuestion } from './question-headings.ts';
import type { SearchIndex } from './search-index.ts';
import type { Section } from '../site/site-types.ts';

/** Factor for a question heading the visitor's question holds entirely: ×(1 + this × the match, 0–1). */
export const QUESTION_MATCH = 0.3;
/** Weighted share of a heading's words the question must hold before the heading counts as asked. */
export const QUESTION_SHARE = 0.4;
/** Share of a heading's content words (neither stop nor frame words) the question must hold. */
export const CONTENT_SHARE = 0.6;
/** Weight of a heading's content word; a frame word ("can", "ich", "how long", "kostet") weighs 1. */
export const CONTENT_WEIGHT = 2;

/**
 * The question words that open a question, frame words of a heading: English's are stop words
 * already, German's mostly not (the analyzer's list keeps only was, wie, wo, wann, welche…).
 */
export const QUESTION_WORDS = foldedSets({
  en: ['what', 'which', 'who', 'whom', 'whose', 'why', 'when', 'where', 'how'],
  de: [
    'was',
    'welche',
    'welcher',
    'welches',
    'welchen',
    'welchem',
    'wer',
    'wem',
    'wen',
    'wessen',
    'warum',
    'wieso',
    'weshalb',
    'wozu',
    'woher',
    'wohin',
    'wann',
    'wo',
    'wie',
    'womit',
    'wofür',
    'worum',
    'woran',
    'worauf',
    'worüber',
    'wodurch',
  ],
});

/** A question heading's words: the stem of every word and whether it is a frame word. */
export interface HeadingWords {
  stems: readonly string[];
  frame: readonly boolean[];
}

const HEADINGS = new WeakMap<Section, HeadingWords>();

/** The heading's words of a section headed by a question, as found at load (undefined for any other section). */
export function questionHeadingWords(section: Section): HeadingWords | undefined {
  return HEADINGS.get(section);
}

/** Reads every question heading of the index once, when it is loaded (rerank.ts's prepareRerank). */
export function prepareQuestionHeadings(index: SearchIndex): void {
  for (const li of index.byLang.values()) {
    for (const { section } of li.docs) if (!HEADINGS.has(section) && headedByQuestion(section)) HEADINGS.set(section, headingWords(section.name, li.analyzer));
  }
}

/** A heading's stems, stop and frame words kept and marked. */
export function headingWords(name: string, analyzer: Analyzer): HeadingWords {
  const stems: string[] = [];
  const frame: boolean[] = [];
  for (const token of tokenize(name, { joined: false })) {
    stems.push(analyzer.stem(token) || token);
    frame.push(analyzer.stopwords.has(token) || isFrameWord(token, [analyzer.lang]) || (QUESTION_WORDS.get(analyzer.lang)?.has(token) ?? false));
  }
  return { stems, frame };
}

/** The visitor's words as stems of one language, every word kept: made once per question and language. */
export function questionStems(words: readonly string[], analyzer: Analyzer): ReadonlySet<string> {
  const out = new Set<string>();
  for (const w of words) out.add(analyzer.stem(w) || w);
  return out;
}

/** How far the question asks the heading's question: 0 below the shares, rising to 1 when it holds every word. */
export function questionMatch(heading: HeadingWords, asked: ReadonlySet<string>): number {
  let total = 0;
  let held = 0;
  let content = 0;
  let contentHeld = 0;
  for (let i = 0; i < heading.stems.length; i++) {
    const weight = heading.frame[i] ? 1 : CONTENT_WEIGHT;
    const has = asked.has(heading.stems[i]);
    total += weight;
    if (has) held += weight;
    if (heading.frame[i]) continue;
    content++;
    if (has) contentHeld++;
  }
  if (contentHeld === 0 || contentHeld < CONTENT_SHARE * content) return 0;
  const share = held / total;
  return share < QUESTION_SHARE ? 0 : (share - QUESTION_SHARE) / (1 - QUESTION_SHARE);
}
