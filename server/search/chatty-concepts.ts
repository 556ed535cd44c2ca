/**
 * A long, chatty question tells a story in many words the site shares by chance ("my daughter",
 * "our holiday", "the dog") and asks its point in a visitor's word the site does not use
 * ("drop by", "fixed", "reinschnuppern"). Its concepts are then the question's point, not a
 * guess: they count LONG_CONCEPT_WEIGHT instead of CONCEPT_WEIGHT. A short question names its
 * topic, and there a concept stays a weaker stand-in for the site's own word.
 */
import { CONCEPT_WEIGHT } from './concepts.ts';

/** What a concept match counts in a long question (1 lost more than it gained on the development sets). */
export const LONG_CONCEPT_WEIGHT = 0.8;
/** Words (after greetings and intensifiers, stop words included) from which a question is long (10 and 14 gained less). */
export const LONG_CHATTY = 12;

/** What a concept match counts for a question of `words` words. */
export function chattyConceptWeight(words: number): number {
  return words >= LONG_CHATTY ? LONG_CONCEPT_WEIGHT : CONCEPT_WEIGHT;
}
