/**
 * Questions of how long a thing takes or lasts ("How long does a session take?", "Wie lange
 * dauert eine Revision?", "Wie schnell geht das?"): they ask a stretch of time, no date, and the
 * section that answers writes it as a number of units ("about 60 minutes", "zwei bis drei
 * Wochen"), rarely with the word "long". Searched as a word, "long" / "lange" found every section
 * that says "so lange", "longer rides" or "Langlauf" (a sibling service page, a post), and the page
 * of the thing asked lost its place (seventy-ninth round). So a short question that asks how long
 * is searched without that span word, and the sections that state a stretch of time count
 * DURATION_STATED (rerank.ts). General vocabulary per language, kept as data.
 */
import { type UnitWords, unitNextToNumber } from './number-neighbours.ts';
import type { LanguageIndex } from './search-index.ts';
import { foldedSets, namesWord } from './word-sets.ts';

/** The word that opens the ask ("how", "wie"). */
const HOW = foldedSets({ en: ['how'], de: ['wie'] });
/**
 * After it, the span asked: "how long", "how quickly", "wie lange", "wie lang", "wie schnell" ("how
 * soon" is left out: its "soon" is a time word, read as a time ahead, and the rule lost there).
 */
const SPAN = foldedSets({ en: ['long', 'quickly'], de: ['lange', 'lang', 'schnell'] });

/** Whether a question (folded tokens) asks how long: "how"/"wie" right before a span word. */
export function asksDuration(tokens: readonly string[], langs: readonly string[]): boolean {
  for (let i = 0; i + 1 < tokens.length; i++) if (namesWord(HOW, tokens[i], langs) && namesWord(SPAN, tokens[i + 1], langs)) return true;
  return false;
}

/** The tokens searched of a question that asks how long: without the span word right after "how"/"wie"; the same array when there is none. */
export function withoutSpanWord(tokens: readonly string[], langs: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const span = i > 0 && namesWord(SPAN, tokens[i], langs) && namesWord(HOW, tokens[i - 1], langs);
    if (span) out ??= tokens.slice(0, i);
    else out?.push(tokens[i]);
  }
  return out ?? tokens;
}

/**
 * Units of a stretch of time per language (data). Not the year: "ab 6 Jahren", "seit 20 Jahren",
 * "im Jahr 2019" state an age, a history or a date more often than how long a thing takes.
 */
const UNITS: UnitWords = {
  en: ['minute', 'minutes', 'hour', 'hours', 'day', 'days', 'week', 'weeks', 'month', 'months'],
  de: ['minute', 'minuten', 'stunde', 'stunden', 'tag', 'tage', 'tagen', 'woche', 'wochen', 'monat', 'monate', 'monaten'],
};

/** Whether section `doc` of the language index states a stretch of time: a unit of time next to a number ("60 minutes", "zwei Wochen"; a few binary searches). */
export function statesDuration(li: LanguageIndex, doc: number): boolean {
  return unitNextToNumber(li, doc, UNITS);
}
