/**
 * A question about the owner's life ("Is she married?", "Where did she grow up?", "Bei wem hat
 * sie gelernt?") is answered by the page about them, though the page often words it otherwise
 * ("my husband", "my grandfather kept bees"): no word of the question need match it. Under
 * such a question the owner's About or Profile page is listed near the top whatever matched:
 * at least LIFE_FLOOR of the best hit's score, added on its introduction when it did not match.
 */
import { foldToken } from './analyzer.ts';
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';
import { atLeast } from './floor-pages.ts';

/** Share of the best hit's score the page about the owner gets at least under a life question. */
export const LIFE_FLOOR = 0.95;
/**
 * Words of a private life story, per language: where someone was born, grew up and lives, whom
 * they married, their family and age. Only the page about the person says these; a career
 * word (studied, worked, school, taught) is shared with the pages about the work, so it only
 * weighs (rerank's LIFE_STORY), it does not call for the page (data; general vocabulary).
 */
const PRIVATE_LIFE: Record<string, string[]> = {
  en: [
    'born',
    'birthplace',
    'birthday',
    'grew',
    'grow',
    'raised',
    'childhood',
    'hometown',
    'live',
    'lives',
    'lived',
    'married',
    'marry',
    'wife',
    'husband',
    'spouse',
    'partner',
    'children',
    'kids',
    'family',
    'age',
    'old',
  ],
  de: [
    'geboren',
    'geburtsort',
    'geburtstag',
    'aufgewachsen',
    'kindheit',
    'heimat',
    'wohnt',
    'lebt',
    'gelebt',
    'verheiratet',
    'frau',
    'mann',
    'ehemann',
    'ehefrau',
    'partner',
    'partnerin',
    'kinder',
    'familie',
    'alt',
    'alter',
  ],
};
const PRIVATE_SETS = new Map(Object.entries(PRIVATE_LIFE).map(([lang, words]) => [lang, new Set(words.map(foldToken))]));

/** Whether a question (already read as a life question by a pronoun) names a word of a private life story, in any of the given languages. */
export function namesPrivateLife(tokens: readonly string[], langs: readonly string[]): boolean {
  return langs.some((lang) => {
    const words = PRIVATE_SETS.get(lang);
    return words !== undefined && tokens.some((t) => words.has(t));
  });
}

const aboutMemo = new WeakMap<SearchIndex, Map<string, SearchDoc[]>>();

/** The introductions of the pages about the owner (AboutPage, ProfilePage), per language; found once per index. */
export function aboutIntros(index: SearchIndex, lang: string): readonly SearchDoc[] {
  let byLang = aboutMemo.get(index);
  if (!byLang) {
    byLang = new Map();
    for (const [l, li] of index.byLang)
      byLang.set(
        l,
        [...li.introByPath.values()].filter((doc) => isAboutPage(doc.page.type)),
      );
    aboutMemo.set(index, byLang);
  }
  return byLang.get(lang) ?? [];
}

export function isAboutPage(type: string): boolean {
  return type === 'AboutPage' || type === 'ProfilePage';
}

/** Lifts the page about the owner, in the preferred language (else in every language), to at least LIFE_FLOOR of the best hit. */
export function withLifeStory(index: SearchIndex, hits: SearchHit[], lang: string | undefined): SearchHit[] {
  const langs = lang && index.byLang.has(lang) ? [lang] : index.languages;
  return atLeast(
    hits,
    langs.flatMap((l) => aboutIntros(index, l)),
    LIFE_FLOOR,
  );
}
