/**
 * "My 12 year old is obsessed with chisels …", "my daughter is 7 and mad about bees …", "Mein Sohn
 * ist 13 und will …": a question that states a young person's age asks what there is for children
 * or young people, in whatever words the site says it ("for children from six", "ab 12 Jahren",
 * "Jugendliche"). The age says it, not the family word: "my son will be ill for two weeks" asks
 * about missed lessons, and "son" or "Tochter" alone would find the owner's family on the About
 * page (both tried as concept words and dropped in the seventh and ninth rounds). Such a question
 * asks for the concept of young people (concept-lists.ts) as a phrase does: once, as a whole word.
 */
import { withSharedConcept } from './concepts.ts';
import { foldedSets } from './word-sets.ts';

/** Ages below this are a child's or a teenager's. */
export const YOUNG_BELOW = 18;

/** Who may have an age (data per language, general vocabulary): a child, by relation or as such. */
export const YOUNG_PERSON = foldedSets({
  en: ['son', 'daughter', 'boy', 'girl', 'kid', 'child', 'grandson', 'granddaughter', 'grandchild', 'nephew', 'niece', 'stepson', 'stepdaughter'],
  de: ['sohn', 'tochter', 'junge', 'mädchen', 'kind', 'enkel', 'enkelin', 'enkelkind', 'neffe', 'nichte', 'stiefsohn', 'stieftochter'],
});
/** "is 13", "turns 10", "ist 15", "wird 12" ("daughter's 7" is tokenized daughter + s). */
const IS = foldedSets({ en: ['is', 's', 'turns', 'turned', 'aged'], de: ['ist', 'wird'] });
/** "12 year(s) old", "12 Jahre alt". */
const YEARS = foldedSets({ en: ['year', 'years', 'yr', 'yrs'], de: ['jahre', 'jahren'] });
const OLD = foldedSets({ en: ['old'], de: ['alt'] });
/** "13-jähriger" (tokenized 13 + jähriger). */
const AGED = /^jährig/;
/** The person word may stand this many tokens before "is" ("my little daughter is 7"). */
const PERSON_BEFORE = 2;

const has = (sets: ReadonlyMap<string, ReadonlySet<string>>, token: string | undefined, langs: readonly string[]) => token !== undefined && langs.some((lang) => sets.get(lang)?.has(token));

function youngNumber(token: string): boolean {
  if (token.length > 2 || !/^\d+$/.test(token)) return false;
  const n = Number(token);
  return n >= 1 && n < YOUNG_BELOW;
}

/**
 * The tokens that state a child's or teenager's age in the question (the number, and "year",
 * "old", "jähriger" with it), or none: they say how old, not what is asked about.
 */
export function youngAgeTokens(tokens: readonly string[], langs: readonly string[]): readonly string[] {
  for (let i = 0; i < tokens.length; i++) {
    if (!youngNumber(tokens[i])) continue;
    const next = tokens[i + 1];
    // "12 year old", "12 Jahre alt", "13-jähriger".
    if (has(YEARS, next, langs) && has(OLD, tokens[i + 2], langs)) return tokens.slice(i, i + 3);
    if (next !== undefined && AGED.test(next)) return tokens.slice(i, i + 2);
    // "my daughter is 7", "Mein Sohn ist 13".
    if (has(IS, tokens[i - 1], langs)) {
      for (let k = i - 2; k >= Math.max(0, i - 1 - PERSON_BEFORE); k--) if (has(YOUNG_PERSON, tokens[k], langs)) return [tokens[i]];
    }
  }
  return NONE;
}

const NONE: readonly string[] = [];

/** The tokens without those that state a young age (youngAgeTokens): "old" in "my 12 year old" is the child's age, not a word about the owner's life. */
export function withoutYoungAge(tokens: readonly string[], langs: readonly string[]): readonly string[] {
  const age = youngAgeTokens(tokens, langs);
  return age.length ? tokens.filter((t) => !age.includes(t)) : tokens;
}

/** Words of the concept of young people (visitor-concepts.ts) and of no other: the concept asked for is the one they share. */
const YOUNG_WORDS = ['children', 'teenagers'];

/**
 * The concepts the question's words ask for together (`asked`, phraseConcepts), and the concept
 * of young people when the question states a young age (`age`, youngAgeTokens): `asked` itself, with it added.
 */
export function withYoungConcept(asked: number[], age: readonly string[]): number[] {
  return age.length ? withSharedConcept(asked, YOUNG_WORDS) : asked;
}
