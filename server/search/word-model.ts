/**
 * The learned model of word-weights.ts: a word's score is the sum of its FEATURES times `coef`
 * (two conditional logistic regressions summed, on the raw features), written by
 * bench/word-weights-fit.py from the development questions (sixtieth round, docs/relevance.md).
 * `temperature`, `low`, `high` and `minWords` were tuned on the development sets.
 */
export const WORD_MODEL = {
  coef: [1.6634, 0.308, 0.3221, 0.3168, 0.3775, 2.7963, 1.1374, 0.558, 0.8229, -0.3639, 1.6581, -0.2113],
  /** Questions with fewer kept words are left as they are. */
  minWords: 2,
  /** How far a score above the question's mean lifts the word: its factor is exp(temperature × difference). */
  temperature: 0.15,
  /** The factor's bounds. */
  low: 0.5,
  high: 1.5,
};
