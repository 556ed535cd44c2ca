/**
 * "Which city does she live in?", "In welcher Stadt wohnt sie?", "What country is he from?": a
 * word for a kind of place right after which / what / welche names the kind of answer asked for,
 * not a topic. Matched as a word, it found the story that says "city" most often ("one town in two
 * countries") above the page about the owner, and it kept the question from being read as
 * nothing but a life question. Such a word is dropped after the asking word (data per language,
 * general vocabulary); anywhere else it stays ("city walks", "Stadtführung").
 */
import { foldedSets, wordsOf } from './word-sets.ts';
import { tokensWithout } from './tokens-without.ts';

/** The words that ask which (where-held.ts reads them too: "In welcher Kirche …" asks a place). */
export const ASKING = foldedSets({ en: ['which', 'what'], de: ['welche', 'welcher', 'welchem', 'welchen', 'welches'] });
const PLACE_KINDS = foldedSets({
  en: ['city', 'town', 'country', 'village', 'region'],
  de: ['stadt', 'ort', 'land', 'dorf', 'region', 'gegend', 'stadtteil'],
});

/** Whether tokens[i] is a kind of place right after an asking word of the same language. */
function isAnswerType(tokens: readonly string[], i: number, langs: readonly string[]): boolean {
  if (i === 0) return false;
  for (let k = 0; k < langs.length; k++) if (PLACE_KINDS.get(langs[k])?.has(tokens[i]) === true && ASKING.get(langs[k])?.has(tokens[i - 1]) === true) return true;
  return false;
}

/** The question's tokens without a kind of place asked for ("which city"); the same array when there is none. */
export function withoutAnswerTypes(tokens: readonly string[], langs: readonly string[]): readonly string[] {
  return tokensWithout(tokens, langs, isAnswerType);
}

/** Whether a question asks for a kind of place ("which city", "in welcher Stadt"), in any of the given languages. */
export function asksKindOfPlace(tokens: readonly string[], langs: readonly string[]): boolean {
  for (let i = 1; i < tokens.length; i++) if (isAnswerType(tokens, i, langs)) return true;
  return false;
}

/** The words without which withoutAnswerTypes changes nothing (question-triggers.ts). */
export const ANSWER_TYPE_TRIGGERS: readonly string[] = wordsOf(PLACE_KINDS);
