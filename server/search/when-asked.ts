/**
 * "When did the taproom open?", "Wann wird der Bock angestochen?", "Bis wann muss ich bestellen?",
 * "What year did she go freelance?":
 * a question for a time is answered by a section that states one. A section that names a date
 * (a day, a month of a year, a bare year: recency.ts, read when the index is built) counts
 * WHEN_DATED under it; one that names none is left as it was. English "when" is a question word
 * only first ("When is …", after a greeting) or before an auxiliary ("… when should we get in
 * touch?"); "credit her photos when we print them", "money up front when I order" use it as a
 * conjunction and ask no time (counted as a question word, they lost 6 development questions),
 * and so does a first "when" before the visitor ("When I order a cake, do I pay up front?").
 */
import { VISITOR } from './question-words.ts';
import { foldedSets, namesWord, wordsOf } from './word-sets.ts';

/** What a section that states a date counts under a question for a time (1.15 and 1.5 gained less on the development sets, 2.0 lost the old hold-out). */
export const WHEN_DATED = 1.3;

/** The question words for a time (data per language). */
const WHEN = foldedSets({ en: ['when'], de: ['wann'] });
/** Those that are one wherever they stand: German "wann" (the conjunction is "wenn", "als"). */
const ALWAYS_ASKS = foldedSets({ de: ['wann'] });
/** English "when" opens the question, or an auxiliary follows it: then it asks. */
const AUXILIARY = foldedSets({
  en: ['is', 's', 'are', 'was', 'were', 'will', 'would', 'does', 'do', 'did', 'can', 'could', 'should', 'shall', 'must', 'might', 'may', 'has', 'have', 'had'],
});

/** "What year …", "In welchem Jahr …": a year asked for. */
const WHICH = foldedSets({ en: ['which', 'what'], de: ['welchem', 'welches'] });
const YEAR = foldedSets({ en: ['year'], de: ['jahr'] });

/** The words without which asksWhen cannot say yes (question-triggers.ts): most questions skip it. */
export const WHEN_TRIGGERS: readonly string[] = wordsOf(WHEN, YEAR);

/** Whether the question asks for a time, in any of the given languages. */
export function asksWhen(tokens: readonly string[], langs: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (i > 0 && namesWord(YEAR, tokens[i], langs) && namesWord(WHICH, tokens[i - 1], langs)) return true;
    if (!namesWord(WHEN, tokens[i], langs)) continue;
    const next = tokens[i + 1] ?? '';
    if (namesWord(ALWAYS_ASKS, tokens[i], langs) || namesWord(AUXILIARY, next, langs) || (i === 0 && !namesWord(VISITOR, next, langs))) return true;
  }
  return false;
}
