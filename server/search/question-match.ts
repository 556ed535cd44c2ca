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
import { analyzerFor, tokenize, type Analyzer } from './analyzer.ts';
import { endingStart } from './derivational-endings.ts';
import { isFrameWord } from './frame-words.ts';
import { foldedSets } from './word-sets.ts';
import { headedByQuestion } from './question-headings.ts';
import type { LanguageIndex } from './search-index.ts';
import type { Section } from '../site/site-types.ts';

/**
 * Factor for a question heading the visitor's question holds entirely: ×(1 + this × the match, 0–1).
 * 0.5 with a heading's word counted in another form (heldInForm): the eighty-second round measured the pair
 * (+0.019 development points, 23 / 9; 0.3 alone +0.004, the form rule alone at 0.3 +0.010, 8 / 0), the eighty-sixth kept it.
 */
export const QUESTION_MATCH = 0.5;
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

/**
 * Letters the shorter of two forms must hold before the longer one that ends with it counts as the same
 * word: "schick" in "verschick", "zahl" in "bezahl", "abend" in "Kursabend" (eighty-second round), not
 * "rat" in "Heirat" or "ort" in "Wort".
 */
export const FORM_LETTERS = 4;

/** A question heading's words: the stem of every word, the word as tokenize folds it, and whether it is a frame word. */
export interface HeadingWords {
  stems: readonly string[];
  /** The words themselves: a compound's stem may lose the head the question says ("Kursabend" stems to "kursab"). */
  words: readonly string[];
  frame: readonly boolean[];
  /** Where each word's derivational ending begins (derivational-endings.ts): a shorter form read inside it is no form of the word. */
  ends: readonly number[];
}

/** The visitor's words in one language: every stem (the frame words too), and the content words' stems that heldInForm reads. */
export interface QuestionStems {
  all: ReadonlySet<string>;
  /** Stems of the question's content words (no stop, frame or question word) of FORM_LETTERS letters or more, once each. */
  forms: readonly string[];
  /** Where each form's word's derivational ending begins. */
  formEnds: readonly number[];
}

/** The heading words of the sections headed by a question, once read (no entry for any other section). */
const HEADINGS = new WeakMap<Section, HeadingWords>();

/**
 * The heading's words of a section headed by a question (undefined for any other section): found
 * when the index is loaded, or on the section's first hit when the server's warm-up has not read
 * them yet (loadSite's deferRanking).
 */
export function questionHeadingWords(section: Section, lang: string): HeadingWords | undefined {
  let words = HEADINGS.get(section);
  // A regular expression's test for a section headed by nothing asked: no entry is kept for it.
  if (words === undefined && headedByQuestion(section)) HEADINGS.set(section, (words = headingWords(section.name, analyzerFor(lang))));
  return words;
}

/** Reads the question headings of docs [from, to) of a language index (all of them by default): rerank.ts's prepareRerank, in steps when the warm-up reads them. */
export function prepareQuestionHeadings(li: LanguageIndex, from = 0, to = li.docs.length): void {
  for (let d = from; d < Math.min(to, li.docs.length); d++) {
    const section = li.docs[d].section;
    if (!HEADINGS.has(section) && headedByQuestion(section)) HEADINGS.set(section, headingWords(section.name, li.analyzer));
  }
}

/** A heading's stems, stop and frame words kept and marked. */
export function headingWords(name: string, analyzer: Analyzer): HeadingWords {
  const stems: string[] = [];
  const words: string[] = [];
  const frame: boolean[] = [];
  const ends: number[] = [];
  for (const token of tokenize(name, { joined: false })) {
    stems.push(analyzer.stem(token) || token);
    words.push(token);
    frame.push(isFrame(token, analyzer));
    ends.push(endingStart(token, analyzer.lang));
  }
  return { stems, words, frame, ends };
}

/** A stop word, a frame word or a question word of the analyzer's language. */
function isFrame(token: string, analyzer: Analyzer): boolean {
  return analyzer.stopwords.has(token) || isFrameWord(token, [analyzer.lang]) || (QUESTION_WORDS.get(analyzer.lang)?.has(token) ?? false);
}

/** The visitor's words as stems of one language, every word kept, and the content words' forms: made once per question and language. */
export function questionStems(words: readonly string[], analyzer: Analyzer): QuestionStems {
  const all = new Set<string>();
  const forms: string[] = [];
  const formEnds: number[] = [];
  for (const w of words) {
    const stem = analyzer.stem(w) || w;
    // A stop word is no form of a heading's word: "auch" is not "rauchen", "over" not "covered" (the stop's review).
    if (!all.has(stem) && stem.length >= FORM_LETTERS && !isFrame(w, analyzer)) {
      forms.push(stem);
      formEnds.push(endingStart(w, analyzer.lang));
    }
    all.add(stem);
  }
  return { all, forms, formEnds };
}

/** How far the question asks the heading's question: 0 below the shares, rising to 1 when it holds every word. */
export function questionMatch(heading: HeadingWords, asked: QuestionStems): number {
  let total = 0;
  let held = 0;
  let content = 0;
  let contentHeld = 0;
  for (let i = 0; i < heading.stems.length; i++) {
    const weight = heading.frame[i] ? 1 : CONTENT_WEIGHT;
    // A content word in another form ("Kann ich … verschicken lassen?" under "schicken lassen", "Wer bezahlt …?" under
    // "Wer zahlt …?"): the frame words are few and asked in their own forms.
    const has = asked.all.has(heading.stems[i]) || (!heading.frame[i] && heldInForm(heading.stems[i], heading.words[i], heading.ends[i], asked));
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

/**
 * Whether the question holds a heading's content word in another form: the heading's stem or word ends with a
 * question stem, or a question stem ends with the heading's stem, the shorter holding FORM_LETTERS letters or
 * more (a prefixed verb, a compound's head: "verschick" / "schick", "bezahlt" / "zahlt", "kursabend" / "abend").
 * A FAQ heading and the visitor's question seldom differ by a word's form alone, but when they do the item that
 * answers was not read as asked (eighty-second round: 7 of the 42 answering headings question-match.ts missed).
 * Costs the question's content stems (its words, capped by LIMITS.queryChars) in comparisons per content word; allocates nothing.
 */
export function heldInForm(stem: string, word: string, end: number, asked: QuestionStems): boolean {
  const { forms, formEnds } = asked;
  for (let i = 0; i < forms.length; i++) {
    const form = forms[i];
    // The shorter form begins before the longer word's derivational ending: "haft" inside "-gesellschaft" is no form of it.
    if (form.length < stem.length ? stem.endsWith(form) && stem.length - form.length < end : stem.length >= FORM_LETTERS && form.endsWith(stem) && form.length - stem.length < formEnds[i]) return true;
    if (form.length < word.length && word.endsWith(form) && word.length - form.length < end) return true;
  }
  return false;
}
