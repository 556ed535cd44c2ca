/**
 * "Wo findet der Vortrag in Dresden statt?", "Where is the Yoga Day held?", "Where does the
 * holiday week take place?": where something is held is told where it is dated — the entry of
 * the events list or the course's dates, which name the day and the place together — rather than
 * by the page that only describes the talk or the course. Such a question lifts the sections that
 * state a date as a question for a time does (when-asked.ts, WHEN_DATED). The where-word opens the
 * question; the verb of being held is data per language ("statt" of "stattfinden", "held", "take
 * place"), and so is the past of "to be" right after the where-word ("Wo war die Hochzeit …?",
 * "Where was the coat photographed?": a past occasion, told where it is dated too).
 */
import { foldedSets, namesAny, namesWord, wordsOf } from './word-sets.ts';

const WHERE = foldedSets({ en: ['where'], de: ['wo'] });
/** The verbs of being held: German "stattfinden" (its particle "statt" last), English "held". */
const HELD = foldedSets({ en: ['held'], de: ['statt', 'stattfindet', 'stattfinden', 'stattfand', 'stattfanden'] });
/**
 * "Wo war die Hochzeit mit dem Blumenbogen?", "Where was the loden coat photographed?": the past of
 * "to be" right after the where-word asks where a past occasion was, told where it is dated too.
 */
const WAS = foldedSets({ en: ['was', 'were'], de: ['war', 'waren', 'wurde', 'wurden'] });
/** English "take place": "place" after a form of "take". */
const TAKE = foldedSets({ en: ['take', 'takes', 'took', 'taking', 'taken'] });
const PLACE = 'place';

/** Whether the question asks where something is (or was) held, in any of the given languages. */
export function asksWhereHeld(tokens: readonly string[], langs: readonly string[]): boolean {
  if (tokens.length < 3 || !namesWord(WHERE, tokens[0], langs)) return false;
  if (namesAny(HELD, tokens, langs) || namesWord(WAS, tokens[1], langs)) return true;
  for (let i = 1; i < tokens.length; i++) if (tokens[i] === PLACE && namesWord(TAKE, tokens[i - 1], langs)) return true;
  return false;
}

/** The words without which asksWhereHeld cannot say yes (question-triggers.ts). */
export const WHERE_HELD_TRIGGERS: readonly string[] = [...wordsOf(HELD, WAS), PLACE];
