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
 *   friend, a child: "my brother … him", "meine Oma … sie"): they point back to that person;
 * - German "Frau", "Mann" with no possessive before them: a form of address ("Frau Albrecht",
 *   "Liebe Frau Sandvoss") or any woman or man, not a wife or husband ("seine Frau", "ihr Mann");
 * - children after an article, a preposition or a number ("die Kinder schwärmen noch …", "eine
 *   Geschichte für Kinder", "for the kids"): children in general, not the owner's ("Hat sie Kinder?");
 * - "old", "alt" not asked with "how", "wie" ("his old coat", "a nine-year-old gelding", "old
 *   enough"): an age told or a thing's age, not the owner's ("How old is she?", "Wie alt ist er?").
 *
 * Data per language, general vocabulary; one pass over the tokens, only for a question that may
 * be a life question (its pronoun and life word, question-triggers.ts).
 */
import { LIFE_TRIGGERS } from './question-words.ts';
import { KIN, MINE } from './visitors-kin.ts';
import { foldedSets, namesWord } from './word-sets.ts';
import { YOUNG_PERSON } from './young-age.ts';

/** Words after the visitor's possessive that are the visitor's (its noun and one word before it: "my little sister", "my old mare"; a person named ends them). */
const AFTER_MINE = 2;

/** Third-person pronouns and the possessives the life reading counts (LIFE_TRIGGERS, question-words.ts). */
const PRONOUNS: ReadonlySet<string> = new Set(LIFE_TRIGGERS);

/** German partner words that mean a wife or husband only after a possessive. */
const PARTNER_BY_POSSESSIVE = foldedSets({ de: ['frau', 'mann'] });

/** Any possessive (German) before such a word: "meine Frau", "seine Frau", "Ihr Mann", "unser …". */
const POSSESSIVE = /^(mein|dein|sein|ihr|unser|eue?r)(e|er|em|en|es)?$/;

/** Words for children that the life reading counts (life-words.ts). */
const CHILDREN = foldedSets({ en: ['children', 'kids'], de: ['kinder'] });

/** Words before children that make them children in general: articles, prepositions, quantities. */
const GENERAL = foldedSets({
  en: ['the', 'for', 'with', 'of', 'to', 'all', 'some', 'few', 'other', 'young', 'small', 'little'],
  de: ['die', 'der', 'den', 'für', 'mit', 'von', 'zu', 'alle', 'allen', 'einige', 'andere', 'anderen', 'kleine', 'kleinen', 'junge', 'jungen'],
});

/** Words of age that ask the owner's only after HOW. */
const OLD = foldedSets({ en: ['old'], de: ['alt'] });
const HOW = foldedSets({ en: ['how'], de: ['wie'] });

/** The tokens the life reading looks at: without the visitor's own people and life, and the pronouns that point back to them; the same array when nothing is left out. */
export function withoutVisitorsLife(tokens: readonly string[], langs: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  let mineUntil = -1;
  let named = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    let drop = false;
    if (namesWord(MINE, token, langs)) mineUntil = i + AFTER_MINE;
    else if (i <= mineUntil) {
      drop = true;
      // The person named closes the possessive's words ("my brother is …": "is" is the question's again).
      if (namesWord(KIN, token, langs) || namesWord(YOUNG_PERSON, token, langs)) {
        named = true;
        mineUntil = i;
      }
    } else if (named && PRONOUNS.has(token)) drop = true;
    else if (namesWord(PARTNER_BY_POSSESSIVE, token, langs) && !(i > 0 && POSSESSIVE.test(tokens[i - 1]))) drop = true;
    else if (namesWord(OLD, token, langs) && !(i > 0 && namesWord(HOW, tokens[i - 1], langs))) drop = true;
    else if (i > 0 && namesWord(CHILDREN, token, langs) && (namesWord(GENERAL, tokens[i - 1], langs) || /^\d+$/.test(tokens[i - 1]))) drop = true;
    if (drop) out ??= tokens.slice(0, i);
    else out?.push(token);
  }
  return out ?? tokens;
}
