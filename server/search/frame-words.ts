/**
 * A follow-up often asks its point in words that name no topic: what the previous question's
 * thing costs ("was kostet der Eintritt?", "what does it cost without a prescription?"), for how
 * long or how often ("wie lange sind die gültig?", "wie oft kommt ihr dann im Jahr?"), per which
 * stretch of time ("was kostet das im Monat?", "which day of the week?"). Counted as words of its
 * own, they made the previous question weigh as if the follow-up had named a topic of its own
 * (prevWeight: 0.5 with two words), and the sections that say "Monat" or "kostet" anywhere won.
 * These frame words do not count as the question's own words; and a follow-up that asks its own
 * question or names two words of its own does not take the previous question's frame words with
 * its topic (withoutFrameWords). Price words from price-intent.ts;
 * units of time, the words of duration and frequency and of age ("ab welchem Alter?") as data per language.
 */
import { PRICE_WORD_SETS } from './price-intent.ts';
import { foldedSets, namesWord } from './word-sets.ts';

/** Units of time per language (data). */
const UNITS = {
  en: ['minute', 'minutes', 'hour', 'hours', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years'],
  de: ['minute', 'minuten', 'stunde', 'stunden', 'tag', 'tage', 'tagen', 'woche', 'wochen', 'monat', 'monate', 'monaten', 'jahr', 'jahre', 'jahren'],
};
/** The units of time (where-held.ts reads them too: "An welchem Tag …" asks a time, not a place). */
export const TIME_UNITS = foldedSets(UNITS);
/** The units of time and the words that ask how long, how often or from what age, per language. */
const MEASURES = foldedSets({ en: [...UNITS.en, 'long', 'often', 'age'], de: [...UNITS.de, 'lange', 'oft', 'alter'] });

/** Whether a token is a frame word (a price, a unit of time, how long / often, from what age) in one of the languages. */
export function isFrameWord(token: string, langs: readonly string[]): boolean {
  return namesWord(MEASURES, token, langs) || namesWord(PRICE_WORD_SETS, token, langs);
}

/**
 * The previous question's tokens without its frame words, for a follow-up that asks something of
 * its own ("und bis wann muss ich bestellen?" after "Was kostet ein Trauerkranz?" asks about the
 * wreath, not its price); the same array when there are none.
 */
export function withoutFrameWords(tokens: readonly string[], langs: readonly string[]): readonly string[] {
  if (!tokens.some((t) => isFrameWord(t, langs))) return tokens;
  return tokens.filter((t) => !isFrameWord(t, langs));
}
