/**
 * The learned model of language-lift.ts: an other-language candidate's score is multiplied by
 * exp(the sum of its FEATURES times `coef`), bounded by `low` and `high`. `coef` is a pairwise
 * logistic regression (an other-language page against an own-language page of another grade,
 * among a question's first 8 pages, with the log ratio of their scores as offset), fitted by
 * bench/language-fit.py on the development questions (sixty-third round, docs/relevance.md);
 * the bounds were chosen under cross-validation by site.
 */
export const LANGUAGE_MODEL = {
  coef: [-0.2405, 1.3713, 1.0518, 0.288, 0.1827, 1.184, 0.794, -0.4008, 2.2876, -0.9039, 0.3061, 0.4247, -0.0728, -0.2371, 1.1886],
  /** The factor's bounds, as logarithms: it lifts up to e^0.9 (×2.46) and lowers to e^-0.1 (×0.90). */
  low: -0.1,
  high: 0.9,
};
