/**
 * "Wo war die Werkstatt früher?", "Wo war der Laden, bevor Sie in die Lange Straße gezogen sind?",
 * "Where was your shop before?": where the owner's business used to be is part of its story, told
 * where the story of the business is (the page about the owner, as under "Seit wann gibt es den
 * Laden?"), not by the contact page, which gives today's address. General vocabulary per language,
 * kept as data; the business words are owner-addressed.ts's.
 */
import { isBusiness } from './owner-addressed.ts';
import { foldedSets, namesAny, namesWord } from './word-sets.ts';

const WHERE = foldedSets({ en: ['where'], de: ['wo'] });
/** The past of "to be" and of lying, standing (where a place was). */
const WAS = foldedSets({ en: ['was', 'were'], de: ['war', 'waren', 'lag', 'lagen', 'stand'] });
/** What may stand between the verb and the business: an article or a possessive. */
const DETERMINER = foldedSets({
  en: ['the', 'your', 'her', 'his', 'their', 'its'],
  de: ['der', 'die', 'das', 'den', 'ihr', 'ihre', 'euer', 'eure', 'dein', 'deine', 'sein', 'seine'],
});
/** Words that put the place in the past ("before", "früher"): without one, "Wo war die Werkstatt?" may ask of a day or an event. */
const BEFORE = foldedSets({
  en: ['before', 'previously', 'originally', 'formerly', 'first', 'earlier'],
  de: ['früher', 'vorher', 'bevor', 'zuvor', 'ursprünglich', 'zuerst', 'damals', 'anfangs'],
});
/** Tokens read from the question's start: the where-word, the verb, a determiner, the business. */
const OPENING = 4;

/** Whether the question asks where the owner's business was before: the where-word first, a past "was", the business, and a word of before. */
export function asksBusinessBefore(tokens: readonly string[], langs: readonly string[]): boolean {
  if (tokens.length < 3 || !namesWord(WHERE, tokens[0], langs) || !namesWord(WAS, tokens[1], langs)) return false;
  let business = false;
  for (let i = 2; i < tokens.length && i < OPENING && !business; i++) {
    if (isBusiness(tokens[i], langs)) business = true;
    else if (!namesWord(DETERMINER, tokens[i], langs)) return false;
  }
  return business && namesAny(BEFORE, tokens, langs);
}
