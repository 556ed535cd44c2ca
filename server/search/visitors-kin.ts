/**
 * "my grandma wants a drawing of her old farmhouse …", "My mother has a box of really old
 * ornaments …", "Mein Mann hat seinen Ehering verbogen …": a chatty question tells who the visitor
 * asks for, and the relative is the visitor's, not the owner's. Read as a topic word, "mother",
 * "grandma", "husband" or "Mann" named the owner's family and private life (concept-lists.ts,
 * life-words.ts), and the page about the owner, the home page and the short biography came first.
 * A relative, friend or colleague right after the visitor's possessive ("my", "our", "mein", "unsere"; one adjective
 * may stand between: "my little sister") names no topic. The words that state a child's age stay
 * (young-age.ts reads "my daughter is 7"). Only in a long question (LONG_CHATTY words, search-query.ts):
 * a short one may ask about the relative ("Darf mein Mann mitkommen?"). Data per language, general vocabulary.
 */
import { foldedSets, namesWord, wordsOf } from './word-sets.ts';

/** The visitor's possessives. */
export const MINE = foldedSets({
  en: ['my', 'our'],
  de: ['mein', 'meine', 'meinem', 'meinen', 'meiner', 'meines', 'unser', 'unsere', 'unserem', 'unseren', 'unserer', 'unseres'],
});

/**
 * Relatives and the people close to a visitor (not the children whose age young-age.ts reads).
 * Not "family" / "Familie": a family is what a photographer, a course or a farm visit is booked for
 * ("Could you photograph my family at the beach …?": the family shoots).
 */
export const KIN = foldedSets({
  en: [
    'mother',
    'mum',
    'mom',
    'father',
    'dad',
    'parents',
    'husband',
    'wife',
    'partner',
    'boyfriend',
    'girlfriend',
    'fiance',
    'fiancee',
    'grandma',
    'grandmother',
    'granny',
    'nan',
    'grandpa',
    'grandfather',
    'grandad',
    'granddad',
    'grandparents',
    'brother',
    'sister',
    'aunt',
    'uncle',
    'cousin',
    'friend',
    'friends',
    'boss',
    'colleague',
    'colleagues',
    'neighbour',
    'neighbor',
  ],
  de: [
    'mutter',
    'mama',
    'vater',
    'papa',
    'eltern',
    'mann',
    'frau',
    'ehemann',
    'ehefrau',
    'partner',
    'partnerin',
    'freund',
    'freundin',
    'verlobter',
    'verlobte',
    'oma',
    'opa',
    'großmutter',
    'großvater',
    'großeltern',
    'bruder',
    'schwester',
    'tante',
    'onkel',
    'cousin',
    'cousine',
    'schwiegermutter',
    'schwiegervater',
    'schwiegereltern',
    'patentochter',
    'patenkind',
    'patensohn',
    'freunde',
    'nachbar',
    'nachbarin',
    'chef',
    'chefin',
    'kollege',
    'kollegin',
  ],
});

/** Words that may stand between the possessive and the relative ("my little sister", "meine beste Freundin"). */
const BETWEEN = 1;

/** The tokens without the visitor's relatives (a relative within BETWEEN + 1 tokens after the visitor's possessive); the same array when there are none. */
export function withoutVisitorsKin(tokens: readonly string[], langs: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    if (isVisitorsKin(tokens, i, langs)) out ??= tokens.slice(0, i);
    else out?.push(tokens[i]);
  }
  return out ?? tokens;
}

/** Whether token `i` is a relative within BETWEEN + 1 tokens after the visitor's possessive. */
function isVisitorsKin(tokens: readonly string[], i: number, langs: readonly string[]): boolean {
  if (!namesWord(KIN, tokens[i], langs)) return false;
  for (let k = i - 1; k >= Math.max(0, i - 1 - BETWEEN); k--) if (namesWord(MINE, tokens[k], langs)) return true;
  return false;
}

/** The words without which withoutVisitorsKin changes nothing (question-triggers.ts). */
export const VISITORS_KIN_TRIGGERS: readonly string[] = wordsOf(KIN);
