/**
 * The concept layer: a question word the site does not use is looked for as the other
 * words of its concept (concept-lists.ts) that the site does use, at reduced weight; a
 * concept is counted once per question, and it bridges languages (a German word finds the
 * English words of its concept in the English index). Built once per language, bounded.
 */
import { analyzerFor, foldToken } from './analyzer.ts';
import { CONCEPTS, type Concept } from './concept-lists.ts';
import { BROADER_CONCEPTS } from './broader-concepts.ts';

/** How much a concept match counts against the word itself. */
export const CONCEPT_WEIGHT = 0.6;
/** Concept words tried per question word and index. */
export const CONCEPT_TERMS = 8;
/**
 * A word the site uses in at most this many sections of an index is looked for as its concept
 * too: used once or twice, it is as likely another sense or a passing mention ("weitergeben" of
 * image rights, asked of a booked place handed on; "transport" in one project's story, asked of
 * getting to the office) as the page that answers. 1 gained less; 3 and 4 lost on the third site.
 */
export const RARE_SECTIONS = 2;
/** What a concept match of such a word counts, as a share of the concept weight: the word matched itself too (1 and 0.5 gained less). */
export const RARE_SHARE = 0.75;
/**
 * What a broader concept's word counts, as a share of the concept weight, for a concept the index holds no word of
 * (broader-concepts.ts). Below the other-language factor (0.6): where the site writes the concept only in the other
 * language ("cash" on an English-only page), that page still comes before the question language's broader page
 * ("Bargeld" asked: not the German prices). 0.75 gained more on the development sets (+2.4 against +1.9) but did not.
 */
export const BROADER_SHARE = 0.5;

interface ConceptTable {
  /** `lang:stem` -> concept ids. */
  byStem: Map<string, number[]>;
  /** Folded word (any language) -> concept ids: a word of another language bridges without stemming. */
  byWord: Map<string, number[]>;
  /** `lang:word` for every listed word as written (folded): the words a language's lists hold. */
  written: Set<string>;
  /** Every word of every phrase, so most questions skip the phrase check. */
  phraseWords: Set<string>;
  /** The ids of the concepts that have phrases: the phrase check reads only those (a few of a hundred). */
  phrased: number[];
  /** Concept id -> the broader concepts it stands for where an index holds none of its words. */
  broader: Map<number, number[]>;
}

let table: ConceptTable | undefined;

function add(map: Map<string, number[]>, key: string, id: number): void {
  const ids = map.get(key) ?? [];
  if (!ids.includes(id)) ids.push(id);
  map.set(key, ids);
}

/**
 * A listed word as the index and a question hold it: folded, and written as one word when the list
 * writes it with a hyphen or apostrophe ("step-free", "up-front"), since tokenize keeps no such mark and
 * indexes such a word as its parts and their joined form. Without this such entries could never match.
 */
export const listedToken = (word: string): string => foldToken(word).replace(/[-'’]/g, '');

function build(concepts: Concept[]): ConceptTable {
  const byStem = new Map<string, number[]>();
  const byWord = new Map<string, number[]>();
  const written = new Set<string>();
  const phraseWords = new Set<string>();
  const phrased: number[] = [];
  // Every listed word, of broader-only concepts too: what the broader links name concepts by.
  const listed = new Map<string, number[]>();
  concepts.forEach((concept, id) => {
    if (concept.phrases) phrased.push(id);
    for (const [lang, words] of Object.entries(concept.words)) {
      const analyzer = analyzerFor(lang);
      for (const word of words) {
        add(listed, listedToken(word), id);
        if (concept.broaderOnly) continue;
        add(byStem, `${lang}:${analyzer.stem(listedToken(word))}`, id);
        add(byWord, listedToken(word), id);
        written.add(`${lang}:${listedToken(word)}`);
      }
    }
    for (const phrases of Object.values(concept.phrases ?? {})) for (const phrase of phrases) for (const w of phrase) phraseWords.add(foldToken(w));
  });
  const named = (words: readonly string[]): number[] => {
    const [first = NONE, ...others] = words.map((w) => listed.get(listedToken(w)) ?? NONE);
    return first.filter((id) => others.every((ids) => ids.includes(id)));
  };
  const broader = new Map<number, number[]>();
  for (const link of BROADER_CONCEPTS) {
    const wider = link.broader.flatMap(named);
    for (const id of named(link.narrow))
      broader.set(
        id,
        wider.filter((w) => w !== id),
      );
  }
  return { byStem, byWord, written, phraseWords, phrased, broader };
}

const NONE: readonly number[] = [];

/** Concepts of an index term (a stem) of a language. */
export function conceptsOfStem(stem: string, lang: string): readonly number[] {
  table ??= build(CONCEPTS);
  return table.byStem.get(`${lang}:${stem}`) ?? NONE;
}

/** Concepts of a folded token: by its stem in the index's language, or as a listed word of any language. */
export function conceptsOf(token: string, stem: string, lang: string): number[] {
  table ??= build(CONCEPTS);
  const out = [...conceptsOfStem(stem, lang)];
  for (const id of table.byWord.get(token) ?? NONE) if (!out.includes(id)) out.push(id);
  return out;
}

/** The broader concepts of a concept (broader-concepts.ts): what its word stands for on a site that writes none of its words. */
export function broaderConcepts(id: number): readonly number[] {
  table ??= build(CONCEPTS);
  return table.broader.get(id) ?? NONE;
}

/** Concepts that the question's words ask for together (a phrase of the list). */
export function phraseConcepts(tokens: readonly string[], langs: readonly string[]): number[] {
  table ??= build(CONCEPTS);
  const out: number[] = [];
  if (!tokens.some((t) => table!.phraseWords.has(t))) return out;
  const present = new Set(tokens);
  for (const id of table.phrased) {
    for (const lang of langs) {
      if (CONCEPTS[id].phrases?.[lang]?.some((phrase) => phrase.every((w) => present.has(foldToken(w)))) && !out.includes(id)) out.push(id);
    }
  }
  return out;
}

/** Whether a concept list of language `lang` holds the folded token as written (not only a word of its stem). */
export function isConceptWord(token: string, lang: string): boolean {
  table ??= build(CONCEPTS);
  return table.written.has(`${lang}:${token}`);
}

/** The concepts a listed word (folded, any language) belongs to. */
export function conceptsOfWord(word: string): readonly number[] {
  table ??= build(CONCEPTS);
  return table.byWord.get(listedToken(word)) ?? NONE;
}

/** The concepts that every one of the listed words belongs to: the concept they name together ("children" and "teenagers": young people, not the family). */
export function conceptsOfAll(words: readonly string[]): number[] {
  const [first = NONE, ...others] = words.map(conceptsOfWord);
  return first.filter((id) => others.every((ids) => ids.includes(id)));
}

/** conceptsOfAll of a rule's constant word list, found once per list (the lists are module constants, so kept by identity). */
const shared = new WeakMap<readonly string[], number[]>();

/** `asked` with the concepts `words` share added (each once): how a rule asks for a concept its question does not name. */
export function withSharedConcept(asked: number[], words: readonly string[]): number[] {
  let ids = shared.get(words);
  if (!ids) shared.set(words, (ids = conceptsOfAll(words)));
  for (const id of ids) if (!asked.includes(id)) asked.push(id);
  return asked;
}

/** The words of a concept in one language (folded): what is looked up in that language's index. */
export function conceptWords(id: number, lang: string): string[] {
  return (CONCEPTS[id]?.words[lang] ?? []).map(listedToken);
}

/** The question's tokens that make up a phrase of a concept it asks for ("hear" and "play" in "where can I hear her play?"). */
export function phraseTokens(tokens: readonly string[], langs: readonly string[]): ReadonlySet<string> {
  table ??= build(CONCEPTS);
  const out = new Set<string>();
  if (!tokens.some((t) => table!.phraseWords.has(t))) return out;
  const present = new Set(tokens);
  for (const id of table.phrased) {
    for (const lang of langs) {
      for (const phrase of CONCEPTS[id].phrases?.[lang] ?? []) {
        const folded = phrase.map(foldToken);
        if (folded.every((w) => present.has(w))) for (const w of folded) out.add(w);
      }
    }
  }
  return out;
}

/** Every word of every concept phrase: without one, phraseConcepts and phraseTokens find nothing (question-triggers.ts). */
export function phraseTriggers(): string[] {
  table ??= build(CONCEPTS);
  return [...table.phraseWords];
}
