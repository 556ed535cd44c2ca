/**
 * The learned model of word-weights.ts: a logistic regression over its FEATURES (standardised by
 * `mean` and `scale`), written by bench/word-weights-fit.py from the development questions.
 */
export const WORD_MODEL = {
  mean: [0.6071, 0.4969, 0.5079, 0.1479, 0.8756, 0.6696, 0.3020, 0.0121, 0.1036, 0.8936, 2.4261, 1.7104, 0.5217, 0.0824],
  scale: [0.1802, 0.6138, 0.2863, 0.3550, 0.3301, 0.2842, 0.4591, 0.1091, 0.3047, 0.3683, 0.7881, 0.6077, 0.3843, 0.2749],
  coef: [0.3625, 0.0621, 0.0392, 0.0918, 0.0092, 0.4067, 0.2834, 0.1158, 0.1679, -0.0501, 0.0000, 0.0000, 1.3188, -0.1158],
  /** Questions with fewer kept words are left as they are. */
  minWords: 1000,
  /** How far a score above the question's mean lifts the word: its factor is exp(temperature × difference). */
  temperature: 0,
  low: 1,
  high: 1,
};
