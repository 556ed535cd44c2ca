/**
 * A visitor asking whether the owner does a thing: "Do you make wrought iron fences?", "Can you
 * fix a cuckoo clock?", "Machen Sie auch Lesungen an Grundschulen?", "Liefert ihr nach
 * Österreich?". The page that describes the service answers; an item of an overview (a project
 * done once, a journal post) that shares the thing's words shows that it was done, and came
 * first for one such question in three that failed on the development sets. Under such a
 * question an item counts REQUEST_ITEM (rerank.ts), unless it has no version in another
 * language: a post the owner wrote in one language only often holds what no other page says
 * ("Do you sell leather scraps by the kilo?" is answered by a German post alone).
 *
 * The question's shape, per language (data): English opens with a helper of the present and
 * "you" follows within two words ("Do you …", "Can you …", "Do you guys …"; not "Did you …",
 * "Have you …", which ask about work done); German opens with its verb and the owner as subject
 * right after ("Machen Sie …", "Liefert ihr …", "Machst du …"), not with a question word or a
 * form of "haben" ("Haben Sie in Randersacker gebaut?" asks about work done). The owner spoken of
 * ("Does she …?", "Macht sie auch …?", German "sie" not written "Sie") is not asked: such questions
 * are as often answered by her works (development sets: 2 gain, 5 lose in English; 3 lose in German).
 */
import { foldedSets } from './word-sets.ts';
import { VISITOR } from './question-words.ts';

/** What an item of an overview counts under a request to the owner (0.8 and 0.6 gained a little less, 0.5 less). */
export const REQUEST_ITEM = 0.7;

interface RequestShape {
  /** Words the question may open with; absent: any word but `notOpening` (a verb-first language). */
  opening?: readonly string[];
  notOpening?: readonly string[];
  /** The owner as subject, and how many words after the first it may stand. */
  you: readonly string[];
  within: number;
  /** The owner as subject only when the question writes it formally (`formally`: "Sie"; folded, it is also "sie", she). */
  formalYou?: readonly string[];
  formally?: RegExp;
}

const SHAPES: Readonly<Record<string, RequestShape>> = {
  en: { opening: ['do', 'does', 'can', 'could', 'would', 'will'], you: ['you'], within: 2 },
  de: {
    notOpening: ['wo', 'wann', 'was', 'wie', 'warum', 'wieso', 'weshalb', 'wer', 'wen', 'wem', 'welche', 'welcher', 'welches', 'welchen', 'woher', 'wohin', 'seit', 'haben', 'hat', 'habt', 'hast'],
    you: ['ihr', 'du'],
    within: 1,
    formalYou: ['sie'],
    formally: /\bSie\b/,
  },
};

const OPENING = foldedSets(Object.fromEntries(Object.entries(SHAPES).map(([lang, shape]) => [lang, shape.opening ?? []])));
const NOT_OPENING = foldedSets(Object.fromEntries(Object.entries(SHAPES).map(([lang, shape]) => [lang, shape.notOpening ?? []])));
const YOU = foldedSets(Object.fromEntries(Object.entries(SHAPES).map(([lang, shape]) => [lang, shape.you])));
const FORMAL_YOU = foldedSets(Object.fromEntries(Object.entries(SHAPES).map(([lang, shape]) => [lang, shape.formalYou ?? []])));

/**
 * Whether the question's words (greetings removed) ask whether the owner does a thing, in one of
 * the languages. `text` is the question as written, read only when a word that is the owner only
 * written formally stands in the owner's place. Reads at most three words.
 */
export function asksOwnerToDo(words: readonly string[], langs: readonly string[], text: string): boolean {
  if (words.length < 2) return false;
  for (const lang of langs) {
    const shape = SHAPES[lang];
    if (shape === undefined) continue;
    const first = words[0];
    const opens = shape.opening ? OPENING.get(lang)?.has(first) : !NOT_OPENING.get(lang)?.has(first);
    if (!opens) continue;
    const you = YOU.get(lang);
    const formalYou = FORMAL_YOU.get(lang);
    for (let i = 1; i <= shape.within && i < words.length; i++) if (you?.has(words[i]) || (formalYou?.has(words[i]) && shape.formally?.test(text))) return true;
  }
  return false;
}

/**
 * "Can I get new sails made here?", "Kann man bei Ihnen alte Briefe entsäuern lassen?", "Kann ich
 * mir ein eigenes Service machen lassen?": the visitor asking what they may have done or do is a
 * request to the owner as well, answered by the page on the service, not by a post or project
 * that shows it done once (thirty-first round: 28 development questions gain, 9 lose). Read only
 * for a question that follows none (search-query.ts): after "Tell me about the Aa rings", "can I
 * still buy one?" asks about that item. The shape, per language (data): a modal verb first, then
 * the visitor as question-words.ts `VISITOR` names them ("I", "we"; "ich", "wir", "man").
 */
const VISITOR_OPENING = foldedSets({
  en: ['can', 'could', 'may'],
  de: ['kann', 'könnte', 'darf', 'können', 'könnten', 'dürfen'],
});

/** Whether the question opens with a modal verb and the visitor ("Can I …", "Kann man …"), in one of the languages; reads two words. */
export function asksToBeServed(words: readonly string[], langs: readonly string[]): boolean {
  for (const lang of langs) if (VISITOR_OPENING.get(lang)?.has(words[0]) && VISITOR.get(lang)?.has(words[1])) return true;
  return false;
}
