/**
 * A follow-up that asks a question of its own kind ("und wie lange muss ich warten?", "and who
 * teaches it?", "und bis wann muss ich bestellen?" after "Was kostet …?") asks it about the
 * previous question's topic, not that topic's price: the price reading of the previous question
 * is not carried over, so the sections that state amounts are not lifted above the one that
 * answers when, who, where or how long. "und für Kinder?" or "what about weekends?" ask no
 * question of their own and keep it. Question words kept as data per language.
 */
import { foldedSets } from './word-sets.ts';

/** Question words that ask something other than a price, alone. */
const ASKING = foldedSets({
  en: ['when', 'where', 'who', 'whom', 'whose', 'why'],
  de: ['wann', 'wo', 'wer', 'wem', 'wen', 'wessen', 'warum', 'wieso', 'weshalb', 'woher', 'wohin'],
});
/** Words that, after "how" / "wie" / "bis", ask for a duration, a frequency, a count or a deadline ("how long", "wie oft", "bis wann"). */
const AFTER_HOW = foldedSets({ en: ['long', 'often', 'many', 'soon'], de: ['lange', 'oft', 'viele', 'bald'] });
const HOW: Record<string, string> = { en: 'how', de: 'wie' };

/** Whether a question (folded tokens) asks something other than a price: when, where, who, why, how long, how often, how many. */
export function asksOwnQuestion(tokens: readonly string[], langs: readonly string[]): boolean {
  for (const lang of langs) {
    const asking = ASKING.get(lang);
    const after = AFTER_HOW.get(lang);
    for (let i = 0; i < tokens.length; i++) {
      if (asking?.has(tokens[i])) return true;
      if (i > 0 && tokens[i - 1] === HOW[lang] && after?.has(tokens[i])) return true;
    }
  }
  return false;
}
