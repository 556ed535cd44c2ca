/**
 * A chatty question tells the visitor's own story, and its pronouns and life words are theirs:
 * "my brother is getting married next summer and I'd love to surprise him …", "my grandma wants a
 * drawing of her old farmhouse …", "Mein Mann wünscht sich zum Geburtstag ein Maßhemd … wann
 * könnte er vorbeikommen?", "ein Buch aus meiner Kindheit". Read as a question about the owner's
 * life by a pronoun (asksAboutLife: a pronoun and a life word), they floored the page about the
 * owner, the home page and the short biography above the answer (53 of the 552 chatty development
 * questions, mean nDCG@5 0.43). The life reading (search-query.ts) looks at the question without:
 *
 * - the words right after the visitor's possessive (my, our, mein, unser …; one more may stand
 *   between): "my husband", "meine Frau", "meiner Kindheit", "my old mare" are the visitor's;
 * - the third-person pronouns after the visitor has named a person of theirs (a relative, a
 *   friend, a child: "my brother … him", "meine Oma … sie"): they point back to that person, when
 *   they can (review of the round: "My husband and I love her work, is she married?", "Mein Sohn
 *   fragt, wo du aufgewachsen bist": "she" is not the husband, "du" never the son);
 * - German "Frau", "Mann" with no possessive before them: a form of address ("Frau Albrecht",
 *   "Liebe Frau Sandvoss") or any woman or man, not a wife or husband ("seine Frau", "ihr Mann",
 *   "Hat sie einen Mann?");
 * - children after an article, a preposition or a number ("die Kinder schwärmen noch …", "eine
 *   Geschichte für Kinder", "for the kids", "for young children"): children in general, not the
 *   owner's ("Hat sie Kinder?", "Hat sie kleine Kinder?");
 * - "old", "alt" not asked with "how", "wie" ("his old coat", "a nine-year-old gelding", "old
 *   enough"): an age told or a thing's age, not the owner's ("How old is she?", "Wie alt ist er?").
 *
 * Data per language, general vocabulary; one pass over the tokens, only for a question that may
 * be a life question (its pronoun and life word, question-triggers.ts).
 */
import { KIN, MINE } from './visitors-kin.ts';
import { foldedSets, namesWord } from './word-sets.ts';
import { YOUNG_PERSON } from './young-age.ts';

/** Words after the visitor's possessive that are the visitor's (its noun and one word before it: "my little sister", "my old mare"; a person named ends them). */
const AFTER_MINE = 2;

/** Whom a pronoun can point back to, as bits: a man, a woman, several people. */
const HE = 1;
const SHE = 2;
const THEY = 4;
const ANYONE = HE | SHE | THEY;

/** The visitor's people by whom they are (English, general vocabulary); "partner", "cousin", "friend", "child" are anyone. */
const MEN = foldedSets({
  en: ['father', 'dad', 'husband', 'boyfriend', 'fiance', 'grandpa', 'grandfather', 'grandad', 'granddad', 'brother', 'uncle', 'son', 'boy', 'grandson', 'nephew', 'stepson'],
});
const WOMEN = foldedSets({
  en: ['mother', 'mum', 'mom', 'wife', 'girlfriend', 'fiancee', 'grandma', 'grandmother', 'granny', 'nan', 'sister', 'aunt', 'daughter', 'girl', 'granddaughter', 'niece', 'stepdaughter'],
});
const GROUPS = foldedSets({ en: ['parents', 'grandparents', 'friends', 'colleagues'] });

/**
 * The life reading's third-person pronouns (question-words.ts's LIFE) by whom they point to: the
 * English ones by the person's sex; the German ones to anyone, as they point to things by their
 * grammatical gender too ("Meine Mutter hat einen alten Sessel … ob ich ihn aufpolstern lasse").
 * Not the second person ("du", "dein"): it speaks to the owner, never of the visitor's people.
 */
const HIS = foldedSets({ en: ['he', 'him', 'his'] });
const HERS = foldedSets({ en: ['she', 'her', 'hers'] });
const THIRD = foldedSets({ de: ['er', 'sie', 'ihn', 'ihm', 'ihr', 'sein', 'seine', 'seinen', 'seinem', 'seiner', 'ihre', 'ihren', 'ihrem', 'ihrer'] });

/** German partner words that mean a wife or husband only after a possessive or had with the indefinite article. */
const PARTNER_BY_POSSESSIVE = foldedSets({ de: ['frau', 'mann'] });

/** Any possessive (German) before such a word: "meine Frau", "seine Frau", "Ihr Mann", "unser …". */
const POSSESSIVE = /^(mein|dein|sein|ihr|unser|eue?r)(e|er|em|en|es)?$/;

/** The indefinite article of having a wife or husband ("Hat sie einen Mann?", "Er hat keine Frau"). */
const INDEFINITE = foldedSets({ de: ['eine', 'einen', 'keine', 'keinen'] });

/** Words for children that the life reading counts (life-words.ts). */
const CHILDREN = foldedSets({ en: ['children', 'kids'], de: ['kinder'] });

/** Words before children that make them children in general: articles, prepositions, quantities. */
const GENERAL = foldedSets({
  en: ['the', 'for', 'with', 'of', 'to', 'all', 'some', 'few', 'other'],
  de: ['die', 'der', 'den', 'für', 'mit', 'von', 'zu', 'alle', 'allen', 'einige', 'andere', 'anderen'],
});
/** Words of age or size before children: children in general ("for young children", "teaches small children") but after a verb of having. */
const SIZE = foldedSets({ en: ['young', 'small', 'little'], de: ['kleine', 'kleinen', 'junge', 'jungen'] });
/** Having children of an age or size is the owner's ("Does she have young kids?", "Hat sie kleine Kinder?"). */
const HAVE = foldedSets({ en: ['have', 'has', 'had', 'got'], de: ['hat', 'haben', 'hatte', 'hätte'] });

/** Words of age that ask the owner's only after HOW. */
const OLD = foldedSets({ en: ['old'], de: ['alt'] });
const HOW = foldedSets({ en: ['how'], de: ['wie'] });

/** The tokens the life reading looks at: without the visitor's own people and life, and the pronouns that point back to them; the same array when nothing is left out. */
export function withoutVisitorsLife(tokens: readonly string[], langs: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  let mineUntil = -1;
  // Whom the visitor has named of their people (bits): the pronouns that can point to them do.
  let named = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    let drop = false;
    if (namesWord(MINE, token, langs)) mineUntil = i + AFTER_MINE;
    else if (i <= mineUntil) {
      drop = true;
      // The person named closes the possessive's words ("my brother is …": "is" is the question's again).
      if (namesWord(KIN, token, langs) || namesWord(YOUNG_PERSON, token, langs)) {
        named |= whoIs(token, langs);
        mineUntil = i;
      }
    } else if (named !== 0 && (named & pointsTo(token, langs)) !== 0) drop = true;
    else if (namesWord(PARTNER_BY_POSSESSIVE, token, langs) && !isPartner(tokens, i, langs)) drop = true;
    else if (namesWord(OLD, token, langs) && !(i > 0 && namesWord(HOW, tokens[i - 1], langs))) drop = true;
    else if (i > 0 && namesWord(CHILDREN, token, langs) && childrenInGeneral(tokens, i, langs)) drop = true;
    if (drop) out ??= tokens.slice(0, i);
    else out?.push(token);
  }
  return out ?? tokens;
}

/** Who a person word of the visitor's is (bits). */
function whoIs(token: string, langs: readonly string[]): number {
  if (namesWord(MEN, token, langs)) return HE;
  if (namesWord(WOMEN, token, langs)) return SHE;
  return namesWord(GROUPS, token, langs) ? THEY : ANYONE;
}

/** Whom a pronoun can point back to (bits; 0 for any other word). */
function pointsTo(token: string, langs: readonly string[]): number {
  if (namesWord(HIS, token, langs)) return HE;
  if (namesWord(HERS, token, langs)) return SHE;
  return namesWord(THIRD, token, langs) ? ANYONE : 0;
}

/** Whether the children at `i` are children in general: after an article, a preposition or a number, or a word of age or size not after a verb of having. */
function childrenInGeneral(tokens: readonly string[], i: number, langs: readonly string[]): boolean {
  const before = tokens[i - 1];
  // The verb stands right before, or before its subject ("Hat sie kleine Kinder?").
  if (namesWord(SIZE, before, langs)) return !hadBefore(tokens, i - 1, langs);
  return namesWord(GENERAL, before, langs) || /^\d+$/.test(before);
}

/** Whether German "Frau", "Mann" at `i` is a wife or husband: after a possessive, or had ("Hat er eine Frau?"). */
function isPartner(tokens: readonly string[], i: number, langs: readonly string[]): boolean {
  if (i === 0) return false;
  if (POSSESSIVE.test(tokens[i - 1])) return true;
  return namesWord(INDEFINITE, tokens[i - 1], langs) && hadBefore(tokens, i - 1, langs);
}

/** Whether a verb of having stands right before `i` or before its subject ("does she have …", "Hat sie …"). */
function hadBefore(tokens: readonly string[], i: number, langs: readonly string[]): boolean {
  return (i > 0 && namesWord(HAVE, tokens[i - 1], langs)) || (i > 1 && namesWord(HAVE, tokens[i - 2], langs));
}
