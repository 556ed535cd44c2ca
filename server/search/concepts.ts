/**
 * The concept layer: a question word the site does not use is looked for as the other
 * words of its concept (concept-lists.ts) that the site does use, at reduced weight; a
 * concept is counted once per question, and it bridges languages (a German word finds the
 * English words of its concept in the English index). Built once per language, bounded.
 */
import { analyzerFor, foldToken } from './analyzer.ts';
import { CONCEPTS, type Concept } from './concept-lists.ts';

/** How much a concept match counts against the word itself. */
export const CONCEPT_WEIGHT = 0.6;
/** Concept words tried per question word and index. */
export const CONCEPT_TERMS = 6;

interface ConceptTable {
  /** `lang:stem` -> concept ids. */
  byStem: Map<string, number[]>;
}

let table: ConceptTable | undefined;

function build(concepts: Concept[]): ConceptTable {
  const byStem = new Map<string, number[]>();
  concepts.forEach((concept, id) => {
    for (const [lang, words] of Object.entries(concept.words)) {
      const analyzer = analyzerFor(lang);
      for (const word of words) {
        const key = `${lang}:${analyzer.stem(foldToken(word))}`;
        const ids = byStem.get(key) ?? [];
        if (!ids.includes(id)) ids.push(id);
        byStem.set(key, ids);
      }
    }
  });
  return { byStem };
}

/** Concepts a folded token belongs to, read as a word of any of the given languages. */
export function conceptsOf(token: string, langs: readonly string[]): number[] {
  table ??= build(CONCEPTS);
  const out: number[] = [];
  for (const lang of langs) for (const id of table.byStem.get(`${lang}:${analyzerFor(lang).stem(token)}`) ?? []) if (!out.includes(id)) out.push(id);
  return out;
}

/** Concepts that the question's words ask for together (a phrase of the list). */
export function phraseConcepts(tokens: readonly string[], langs: readonly string[]): number[] {
  const present = new Set(tokens);
  const out: number[] = [];
  CONCEPTS.forEach((concept, id) => {
    for (const lang of langs) {
      if (concept.phrases?.[lang]?.some((phrase) => phrase.every((w) => present.has(foldToken(w)))) && !out.includes(id)) out.push(id);
    }
  });
  return out;
}

/** The words of a concept in one language (folded): what is looked up in that language's index. */
export function conceptWords(id: number, lang: string): string[] {
  return (CONCEPTS[id]?.words[lang] ?? []).map(foldToken);
}
