/**
 * The learned model of word-weights.ts: a word's score is the sum of its FEATURES times `coef`
 * (two conditional logistic regressions summed, on the raw features), written by
 * bench/word-weights-fit.py from the development questions (sixtieth round, docs/relevance.md).
 * `temperature`, `low`, `high` and `minWords` were tuned on the development sets.
 */
export const WORD_MODEL = {
  coef: [1.3404, 0.2670, 0.1565, 0.3946, 0.3097, 2.7094, 1.2189, 1.1945, 0.9180, -0.1498, 1.8076, -0.2014],
  /** Questions with fewer kept words are left as they are. */
  minWords: 2,
  /** How far a score above the question's mean lifts the word: its factor is exp(temperature × difference). */
  temperature: 0.15,
  /** The factor's bounds. */
  low: 0.5,
  high: 1.5,
};
