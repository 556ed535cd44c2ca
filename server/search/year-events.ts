/**
 * "What happened in 2019?", "Was ist 2024 passiert?": with a year named, "happened" asks for
 * what the site dates in that year, not for pages that use the word (a FAQ item "What happens in
 * bad weather?"). Such event words are dropped from a question that names a year; without a
 * year they stay ("what happens if I can't keep up?" asks about that case).
 */
import { foldedSets, namesAny, wordsOf } from './word-sets.ts';

/** Words that only ask what took place (data per language, general vocabulary). */
const EVENT_WORDS = foldedSets({
  en: ['happen', 'happened', 'happens', 'happening', 'occurred', 'took'],
  de: ['passiert', 'geschah', 'geschehen', 'los', 'gewesen'],
});
const YEAR = /^(1[89]|20)\d\d$/;

/** The question's tokens without its event words when it names a year; the same array otherwise. */
export function withoutEventWords(tokens: readonly string[], langs: readonly string[]): readonly string[] {
  if (!tokens.some((t) => YEAR.test(t)) || !namesAny(EVENT_WORDS, tokens, langs)) return tokens;
  return tokens.filter((t) => !langs.some((lang) => EVENT_WORDS.get(lang)?.has(t)));
}

/** The words without which withoutEventWords changes nothing (question-triggers.ts). */
export const EVENT_TRIGGERS: readonly string[] = wordsOf(EVENT_WORDS);
