/**
 * The weights of after-answer.ts, learned (bench/partial-pages.ts and .py `heldfit`, seventy-fifth round): a logistic model of
 * whether a page listed after the first answers the question at least in part (graded 1 or 2), fitted on the pages that may
 * move (not the first, not a translation of an earlier listed page, not in another language than the question's) of every
 * development set as at 705b013 (L2 10), cross-validated over five folds of whole sites. Data, not tuned by hand. The
 * translation role's weights are 0: such pages keep their places and are not scored.
 */
import type { PageRole, QuestionAsk } from './after-answer.ts';

/** Per page: the page's score over the first page's, ln(its place), in the question's language, ln(its listed sections), how it stands to the first page, and whether it has two of the answering section's rarest terms. */
export const AFTER_ANSWER_PAGE = {
  relative: 3.113,
  logPlace: -1.058,
  inLanguage: -0.933,
  logSections: 0.567,
  firstLinksTo: 0.729,
  linksToFirst: 0.58,
  parentOfFirst: -0.29,
  childOfFirst: 0.249,
  sharesRare: 0.997,
} as const;

/** Per role of the page. */
export const AFTER_ANSWER_ROLE: Readonly<Record<PageRole, number>> = {
  translation: 0,
  home: 0.09,
  contact: -0.2,
  about: -0.379,
  interface: 0.046,
  priceList: 0.043,
  faq: -0.053,
  overview: -0.342,
  item: -0.154,
  other: 0.016,
};

/** Per ask of the question and role of the page (added to the role's weight). */
export const AFTER_ANSWER_ASK: Readonly<Record<QuestionAsk, Readonly<Record<PageRole, number>>>> = {
  price: { translation: 0, home: -0.623, contact: -0.173, about: -0.317, interface: 0.121, priceList: -0.391, faq: -0.171, overview: -0.507, item: -0.357, other: 0.158 },
  hours: { translation: 0, home: 0.925, contact: 0.177, about: -0.108, interface: 0, priceList: -0.485, faq: 0.05, overview: 0.032, item: -0.187, other: -0.318 },
  when: { translation: 0, home: 0.577, contact: -0.294, about: 0.198, interface: -0.14, priceList: -0.021, faq: -0.098, overview: 0.661, item: -0.254, other: -0.009 },
  where: { translation: 0, home: 0.166, contact: -0.203, about: 0.18, interface: 0.218, priceList: -0.2, faq: -0.275, overview: -0.232, item: -0.052, other: -0.182 },
  who: { translation: 0, home: -0.309, contact: 0.485, about: 0.151, interface: 0.087, priceList: 0.046, faq: -0.164, overview: -0.423, item: 0.636, other: 0.442 },
  request: { translation: 0, home: -0.412, contact: -0.465, about: -0.237, interface: -0.196, priceList: 0.76, faq: 0.035, overview: -0.148, item: 0.382, other: -0.041 },
  visitor: { translation: 0, home: -0.371, contact: 0.275, about: -0.551, interface: -0.074, priceList: 0.197, faq: 0.474, overview: 0.06, item: 0.057, other: 0.014 },
  other: { translation: 0, home: 0.137, contact: -0.001, about: 0.306, interface: 0.03, priceList: 0.137, faq: 0.094, overview: 0.214, item: -0.377, other: -0.046 },
};
