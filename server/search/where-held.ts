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
import { ASKING as WHICH } from './answer-types.ts';
import { TIME_UNITS } from './frame-words.ts';
import { ONE_WORD_HOLIDAYS } from './holidays.ts';
import { greets } from './question-words.ts';
import { MONTH_WORDS } from './recency.ts';
import { NEAR_DAYS, weekdaysWithForms } from './weekdays.ts';
import { asksWhereNow } from './where-now.ts';
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

/**
 * "Wo ist der Vortrag am Donnerstag?", "Wo spielt ihr am Sonntag in Gotha?", "In welcher Kirche
 * nehmen Sie am Samstag auf?", "Where is the talk tonight?": a place asked together with the day,
 * the month or the evening of it asks where a dated occasion is, whatever the verb. The owner
 * writes the two together in a row of the events list, not on the page about the kind of event.
 * A place question opens with the where-word, or with a preposition and "which" ("In welcher
 * Kirche …", "At which market …"). The times are data per language: the days of the week (and
 * their plurals), the months (English "may" is also the modal: not read as one), each holiday
 * named by one word, the seasons and the parts of a day. Such a word names the time asked only
 * after a word that sets a time ("am", "im", "on", "this", "vor", a day's number): "the Sunday
 * rides", "the winter hall" name a thing. "Tonight", "heute" and their like set one alone.
 */
const TIME_POINT: ReadonlyMap<string, ReadonlySet<string>> = foldedSets({
  en: [...weekdaysWithForms('en'), 'weekend', 'evening', 'morning', 'afternoon', 'spring', 'summer', 'autumn', 'winter'],
  de: [...weekdaysWithForms('de'), 'abend', 'wochenende', 'vormittag', 'nachmittag', 'frühjahr', 'frühling', 'sommer', 'herbst', 'winter'],
});
/** Months and holidays are read in every language: their words are one language's alone. */
const NAMED_DAYS: ReadonlySet<string> = new Set([...MONTH_WORDS.filter((m) => m.length >= 4 || m === 'mai'), ...ONE_WORD_HOLIDAYS]);
/** The words that name a near day alone (not "abends", "in the evenings": every evening, as "the Sunday rides" is every Sunday). */
const NEAR_DAY = foldedSets(NEAR_DAYS);
/**
 * The words before a time word that make it the time asked ("am Samstag", "on a Saturday", "an einem
 * Samstag", "im März", "vor Weihnachten", "heute Abend", "this weekend", "dieses Wochenende"), each
 * with its counterpart in the other language (German declines "this", "next", "last": every form
 * a time word here takes).
 */
const SETS_TIME = foldedSets({
  en: ['on', 'in', 'at', 'a', 'this', 'next', 'last', 'coming', 'before', 'after', 'during', 'over', 'until', 'till', 'by', 'from'],
  de: [
    ...['am', 'im', 'an', 'in', 'zu', 'einem', 'vor', 'nach', 'während', 'über', 'bis', 'ab', 'heute', 'morgen'],
    ...['diesen', 'diesem', 'dieses', 'nächsten', 'nächstes', 'kommenden', 'kommendes', 'letzten', 'letztes'],
  ],
});
const DIGIT = /^\d/;
const PREPOSITION = foldedSets({ en: ['in', 'at', 'on'], de: ['in', 'auf', 'an', 'bei'] });

/** Whether the question asks where something is (or was) held, in any of the given languages. */
export function asksWhereHeld(tokens: readonly string[], langs: readonly string[]): boolean {
  if (tokens.length < 3) return false;
  if (!namesWord(WHERE, tokens[0], langs)) return asksPlaceByWhich(tokens, langs) && namesTimePoint(tokens, langs);
  if (namesAny(HELD, tokens, langs) || namesWord(WAS, tokens[1], langs)) return true;
  for (let i = 1; i < tokens.length; i++) if (tokens[i] === PLACE && namesWord(TAKE, tokens[i - 1], langs)) return true;
  // "Wo steht das Sofa heute?": where a thing stands nowadays, no occasion of the day (where-now.ts).
  return namesTimePoint(tokens, langs) && !asksWhereNow(tokens, langs);
}

/**
 * "In welcher Kirche …", "At which market …": a place asked by a preposition and "which" first; not
 * when the kind asked is a time ("An welchem Wochenende …", "An welchen Tagen …", "On which day …").
 */
function asksPlaceByWhich(tokens: readonly string[], langs: readonly string[]): boolean {
  return namesWord(PREPOSITION, tokens[0], langs) && namesWord(WHICH, tokens[1], langs) && !namesTime(tokens[2], langs);
}

/** Whether a token names a time: a unit of time (frame-words.ts), a day, a month, a holiday, a season or a part of a day. */
function namesTime(token: string, langs: readonly string[]): boolean {
  return namesWord(TIME_UNITS, token, langs) || NAMED_DAYS.has(token) || namesWord(TIME_POINT, token, langs);
}

/** Whether a token after the first names a near day, or a day, a month, a holiday, a season or a part of a day after a word that sets a time. */
function namesTimePoint(tokens: readonly string[], langs: readonly string[]): boolean {
  for (let i = 1; i < tokens.length; i++) {
    // "… Einen guten Morgen noch!": the morning of a greeting that closes the question names no day.
    if (namesWord(NEAR_DAY, tokens[i], langs)) {
      if (!greets(tokens[i - 1], tokens[i], langs)) return true;
      continue;
    }
    if (!NAMED_DAYS.has(tokens[i]) && !namesWord(TIME_POINT, tokens[i], langs)) continue;
    if (namesWord(SETS_TIME, tokens[i - 1], langs) || DIGIT.test(tokens[i - 1])) return true;
  }
  return false;
}

/** The words without which asksWhereHeld cannot say yes (question-triggers.ts). */
export const WHERE_HELD_TRIGGERS: readonly string[] = [...wordsOf(HELD, WAS, TIME_POINT, NEAR_DAY), ...NAMED_DAYS, PLACE];
