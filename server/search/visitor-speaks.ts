/**
 * A question in which the visitor speaks of themselves ("Can my wedding bouquet be preserved?",
 * "What should I keep in the first-aid box?", "Wie werde ich Mitglied bei euch?", "Was muss unsere
 * Schule bereitstellen?") is a practical one about what the owner offers them: it is answered by
 * the page on the service, the terms or the questions page, while a journal post or a project
 * that shares its words tells what happened once. Over the development sets, 79 of the questions
 * below nDCG@5 0.7 (topic, visitors' words, chatty) listed such an item first and graded none.
 * Under such a question an item of an overview with a version in another language counts
 * VISITOR_ITEM (rerank.ts), as a request to the owner counts REQUEST_ITEM; a post in one language
 * only often holds what no other page says, and is left. Read only for a question that follows
 * none: after "Tell me about the Aa rings", "can I still buy one?" asks about that item
 * (thirty-first round).
 */
import { foldedSets, namesWord } from './word-sets.ts';

/** What an item counts under such a question (0.8 gained more and lost more: 148 / 81 against 138 / 68; 0.9 100 / 39). */
export const VISITOR_ITEM = 0.85;

/** The visitor's own words: first person, singular and plural (data per language). */
const FIRST_PERSON = foldedSets({
  en: ['i', 'my', 'me', 'we', 'our', 'us'],
  de: ['ich', 'mein', 'meine', 'meinen', 'meinem', 'meiner', 'mir', 'mich', 'wir', 'unser', 'unsere', 'unseren', 'unserem', 'unserer', 'uns'],
});

/** The visitor as the one told or shown ("Tell me about …", "Erzählen Sie mir von …", "Show us …"): the receiver of the answer, not their own need. */
const TOLD = foldedSets({ en: ['me', 'us'], de: ['mir', 'uns'] });
/** Verbs of telling and showing before it, with the polite "Sie" between in German ("Erzählen Sie mir …"). */
const TELL = foldedSets({
  en: ['tell', 'show', 'give', 'explain'],
  de: ['erzähl', 'erzähle', 'erzählt', 'erzählen', 'zeig', 'zeige', 'zeigt', 'zeigen', 'sag', 'sage', 'sagt', 'sagen', 'erklär', 'erkläre', 'erklärt', 'erklären', 'gib', 'gebt', 'geben'],
});
const POLITE = foldedSets({ en: [], de: ['sie', 'du', 'ihr'] });

/**
 * Whether the question's words speak of the visitor (a first-person word), in any of the given
 * languages; not "me" or "us" right after a verb of telling or showing ("Tell me about the Kazbek
 * expedition"), which asks for the item itself. One pass, no array made.
 */
export function speaksAsVisitor(tokens: readonly string[], langs: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) if (namesWord(FIRST_PERSON, tokens[i], langs) && !toldAt(tokens, i, langs)) return true;
  return false;
}

/** Whether the token at `i` is "me"/"us"/"mir"/"uns" after a verb of telling (or after that verb and "Sie"). */
function toldAt(tokens: readonly string[], i: number, langs: readonly string[]): boolean {
  if (!namesWord(TOLD, tokens[i], langs) || i === 0) return false;
  if (namesWord(TELL, tokens[i - 1], langs)) return true;
  return i > 1 && namesWord(POLITE, tokens[i - 1], langs) && namesWord(TELL, tokens[i - 2], langs);
}
