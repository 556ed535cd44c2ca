/**
 * A question about the owner's life ("Is she married?", "Where did she grow up?", "Bei wem hat
 * sie gelernt?") is answered by the page about them, though the page often words it otherwise
 * ("my husband", "my grandfather kept bees"): no word of the question need match it. Under
 * such a question the owner's About or Profile page is listed near the top whatever matched:
 * at least LIFE_FLOOR of the best hit's score, added on its introduction when it did not match.
 */
import { foldedSets, namesAny } from './word-sets.ts';
import { isStopWord } from './question-words.ts';
import { PRIVATE_LIFE } from './life-words.ts';
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';
import { introsOfType, withIntrosOfType } from './typed-intros.ts';

/** Share of the best hit's score the page about the owner gets at least under a life question. */
export const LIFE_FLOOR = 0.95;
const PRIVATE_SETS = foldedSets(PRIVATE_LIFE);

/** Share of the best hit's score the About page gets at least under a life question that names nothing but the life ("Wie alt ist sie?", "Where does she live?"): above it. */
export const LIFE_ONLY_FLOOR = 1.05;

/**
 * Whether every word of a question that names a topic is a word of a private life story ("How old
 * is she?", "Wo wohnt sie?"; not "Does she photograph children?"): then nothing else it says can
 * outweigh the page about the owner. Stop and question words of any of the languages name nothing.
 */
export function namesOnlyLife(tokens: readonly string[], langs: readonly string[]): boolean {
  let life = false;
  for (const token of tokens) {
    if (langs.some((lang) => PRIVATE_SETS.get(lang)?.has(token) === true)) life = true;
    else if (token.length > 1 && !langs.some((lang) => isStopWord(lang, token))) return false;
  }
  return life;
}

/** Whether a question (already read as a life question by a pronoun) names a word of a private life story, in any of the given languages. */
export function namesPrivateLife(tokens: readonly string[], langs: readonly string[]): boolean {
  return namesAny(PRIVATE_SETS, tokens, langs);
}

const ABOUT = ['AboutPage', 'ProfilePage'];

/** The introductions of the pages about the owner (AboutPage, ProfilePage), per language; found once per index. */
export function aboutIntros(index: SearchIndex, lang: string): readonly SearchDoc[] {
  return introsOfType(index, lang, ABOUT);
}

export function isAboutPage(type: string): boolean {
  return ABOUT.includes(type);
}

/**
 * Lifts the page about the owner, in the preferred language (else in every language), to at least
 * LIFE_FLOOR of the best hit; when nothing matched, lists it at `alone` (atLeast), if given.
 */
export function withLifeStory(index: SearchIndex, hits: SearchHit[], lang: string | undefined, alone?: number, lifeOnly = false): SearchHit[] {
  const lifted = withIntrosOfType(index, hits, lang, ABOUT, LIFE_FLOOR, alone);
  // A question of nothing but the life: the About page above everything (not a ProfilePage home, which is about the work too).
  return lifeOnly ? withIntrosOfType(index, lifted, lang, ['AboutPage'], LIFE_ONLY_FLOOR, alone) : lifted;
}

/**
 * "Where did she learn her craft?" (career-place.ts): the About page above everything, at
 * LIFE_ONLY_FLOOR of the best hit; not a ProfilePage home, whose line on the town is no CV, nor
 * the team page's short line on the owner. When nothing matched, lists it at `alone`, if given.
 */
export function withCareerStory(index: SearchIndex, hits: SearchHit[], lang: string | undefined, alone?: number): SearchHit[] {
  // Only an About page that tells a word of the question: one that says nothing of it ("I build boats") leaves the biography and the pages that do.
  if (alone === undefined && !hits.some((hit) => hit.page.type === 'AboutPage')) return hits;
  return withIntrosOfType(index, hits, lang, ['AboutPage'], LIFE_ONLY_FLOOR, alone);
}
