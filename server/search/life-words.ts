/** Life-story vocabulary shared by the life-question rules (question-words.ts, life-story.ts). */

/**
 * Words of a private life story, per language: where someone was born, grew up and lives, whom
 * they married, their family and age. Only the page about the person says these; a career
 * word (studied, worked, school, taught) is shared with the pages about the work, so it only
 * weighs (rerank's LIFE_STORY), it does not call for the page (data; general vocabulary).
 */
export const PRIVATE_LIFE: Record<string, string[]> = {
  en: [
    'born',
    'birthplace',
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
