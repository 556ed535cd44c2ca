/**
 * Questions that ask a quantity of a thing they name: "How many colonies does she keep?", "How
 * hot is the flame?", "Wie viele Setzkästen haben Sie?", "Wie hoch ist der Kasbek?", "In what
 * year did she open the school?". The section that answers states the number next to the thing
 * (number-neighbours.ts); others only name it. General vocabulary per language, kept as data.
 */
import { foldedSets, namesWord } from './word-sets.ts';

/** The word that opens the measure ("how", "wie"). */
const HOW = foldedSets({ en: ['how'], de: ['wie'] });
/** Measures and counts after it (not "how long" of a stay or "how often", which answer in other words as often as in numbers). */
const MEASURE = foldedSets({
  en: ['many', 'much', 'big', 'large', 'high', 'tall', 'hot', 'warm', 'cold', 'heavy', 'steep', 'deep', 'wide', 'far', 'old', 'fast', 'thick', 'strong'],
  de: ['viele', 'viel', 'groß', 'gross', 'hoch', 'heiß', 'heiss', 'warm', 'kalt', 'schwer', 'steil', 'tief', 'breit', 'weit', 'alt', 'schnell', 'dick', 'stark'],
});
/** "What year", "In welchem Jahr": a year, which is a number too. */
const WHICH = foldedSets({ en: ['what', 'which'], de: ['welchem', 'welches', 'welchen'] });
const YEAR = foldedSets({ en: ['year'], de: ['jahr'] });

/**
 * The measure a question asks (a measure right after "how"/"wie", or "year" after "what"/"welchem"),
 * or undefined: a look at each pair of neighbouring tokens. The measure itself ("hot", "hoch") is
 * no thing counted: a section that says "hot" next to a number measures something else.
 */
export function askedMeasure(tokens: readonly string[], langs: readonly string[]): string | undefined {
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (namesWord(HOW, tokens[i], langs) && namesWord(MEASURE, tokens[i + 1], langs)) return tokens[i + 1];
    if (namesWord(WHICH, tokens[i], langs) && namesWord(YEAR, tokens[i + 1], langs)) return tokens[i + 1];
  }
  return undefined;
}
