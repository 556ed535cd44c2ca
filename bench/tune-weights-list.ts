/**
 * The ranking weights bench/tune-weights.ts may move: each a number in one source file, found by
 * a pattern whose one group is the number, with the range it may take (a share stays a share, a
 * boost stays a boost). Weights only: caps, limits and cost bounds are never listed.
 *
 * Left out on purpose: TRANSLATION_SHARE and OTHER_LANGUAGE (the sets grade a page and its
 * translation alike, so both gain toward 1 by listing the other language's copy of an answer
 * higher, a gain of the grading, not of the reader: +0.0045 and +0.0028 on fold A at 0.98), and
 * INTERFACE_PAGE (the issue asks for interface pages ranked low under questions about the work;
 * 0.9 gained +0.0007).
 */
export interface TunedWeight {
  name: string;
  /** Source file, relative to the checkout. */
  file: string;
  /** Matches exactly once in the file; its first group is the value. */
  pattern: RegExp;
  min: number;
  max: number;
}

/** A module-level `const NAME = value;`. */
function constant(name: string, file: string, min = 0.01, max = 1): TunedWeight {
  return { name, file, pattern: new RegExp(`const ${name} = ([0-9.]+);`), min, max };
}

/** A field's weight or b in search-index.ts's FIELDS. */
function field(field: string, key: 'weight' | 'b', min: number, max: number): TunedWeight {
  const pattern = key === 'weight' ? new RegExp(`${field}: \\{ weight: ([0-9.]+),`) : new RegExp(`${field}: \\{ weight: [0-9.]+, b: ([0-9.]+) \\}`);
  return { name: `FIELDS.${field}.${key}`, file: 'server/search/search-index.ts', pattern, min, max };
}

const RERANK = 'server/search/rerank.ts';
const WORDS = 'server/search/word-analysis.ts';

export const TUNED_WEIGHTS: TunedWeight[] = [
  constant('K1', 'server/search/search-index.ts', 0.1, 5),
  field('title', 'weight', 0.1, 20),
  field('heading', 'weight', 0.1, 20),
  field('keywords', 'weight', 0.1, 20),
  field('body', 'b', 0, 1),
  constant('COMPOUND_PART_TF', 'server/search/search-index.ts'),
  constant('OVERVIEW_SHARE', RERANK, 0.01, 0.98),
  constant('PAGE_EVIDENCE', RERANK),
  constant('SHORT_FLOOR', RERANK),
  constant('REPEAT_PAGE', RERANK, 0.01, 0.9),
  constant('LONG_SECTION_PRIOR', RERANK, 0.01, 2),
  constant('TITLE_NAMED', RERANK, 0.01, 3),
  constant('LIFE_STORY', RERANK, 1, 4),
  constant('JOINED_PART', 'server/search/search-query.ts'),
  constant('TYPO', WORDS),
  constant('HEAD_ONLY', WORDS),
  constant('FAMILY', WORDS),
  constant('CONCEPT_WEIGHT', 'server/search/concepts.ts'),
  constant('RARE_SHARE', 'server/search/concepts.ts'),
  constant('TRANSLATION_WEIGHT', 'server/search/translation-lexicon.ts'),
  constant('DICTIONARY_SHARE', 'server/search/dictionary-translations.ts'),
  constant('PARTS_WEIGHT', 'server/search/compound-translations.ts'),
  constant('LONG_CONCEPT_WEIGHT', 'server/search/chatty-concepts.ts'),
  constant('OFF_TOPIC', 'server/search/follow-up-topic.ts'),
  constant('QUESTION_HEADED', 'server/search/question-headings.ts', 1, 4),
  constant('WHEN_DATED', 'server/search/when-asked.ts', 1, 4),
  constant('DATED_WITHIN', 'server/search/asked-dates.ts', 1, 4),
  constant('LEARNED_WEIGHT', 'server/search/learned-pairs.ts'),
  constant('LEARNED_SHARE', 'server/search/dictionary-translations.ts'),
];
