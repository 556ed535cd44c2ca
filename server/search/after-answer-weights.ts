/**
 * The weights of after-answer.ts, learned (bench/partial-pages.ts and .py, seventy-second round): a logistic model of whether
 * a page listed after the first answers the question at least in part (graded 1 or 2), fitted on every development set
 * as at 29838f4 (12,583 questions, L2 10), cross-validated over five folds of whole sites. Data, not tuned by hand.
 */
import type { PageRole, QuestionAsk } from './after-answer.ts';

/** Per page: the page's score over the first page's, ln(its place), in the question's language, ln(its listed sections), a translation of a page above it, and how it stands to the first page. */
export const AFTER_ANSWER_PAGE = {
  relative: 3.381,
  logPlace: -1.142,
  inLanguage: 0.649,
  logSections: 1.501,
  translatesAbove: 1.335,
  firstLinksTo: 0.822,
  linksToFirst: 0.629,
  parentOfFirst: -0.075,
  childOfFirst: 0.217,
} as const;

/** Per role of the page. */
export const AFTER_ANSWER_ROLE: Readonly<Record<PageRole, number>> = {
  translation: 0.688,
  home: -0.173,
  contact: -0.389,
  about: -0.556,
  interface: -0.059,
  priceList: -0.094,
  faq: -0.242,
  overview: -0.775,
  item: -0.271,
  other: -0.074,
};

/** Per ask of the question and role of the page (added to the role's weight). */
export const AFTER_ANSWER_ASK: Readonly<Record<QuestionAsk, Readonly<Record<PageRole, number>>>> = {
  price: { translation: 0.096, home: -0.842, contact: -0.198, about: -0.476, interface: 0.157, priceList: -0.371, faq: -0.135, overview: -0.669, item: -0.429, other: 0.234 },
  hours: { translation: 0.161, home: 1.237, contact: 0.17, about: -0.187, interface: 0, priceList: -0.504, faq: 0.032, overview: 0.128, item: -0.278, other: -0.309 },
  when: { translation: 0.115, home: 0.675, contact: -0.49, about: 0.218, interface: -0.222, priceList: -0.018, faq: -0.126, overview: 0.761, item: -0.3, other: -0.059 },
  where: { translation: 0.397, home: 0.081, contact: -0.356, about: 0.234, interface: 0.195, priceList: -0.303, faq: -0.496, overview: -0.38, item: 0.024, other: -0.183 },
  who: { translation: 0.315, home: -0.374, contact: 0.696, about: 0.188, interface: 0.19, priceList: 0.07, faq: -0.22, overview: -0.721, item: 0.62, other: 0.384 },
  request: { translation: -0.566, home: -0.505, contact: -0.674, about: -0.253, interface: -0.303, priceList: 0.764, faq: 0.086, overview: -0.176, item: 0.425, other: -0.056 },
  visitor: { translation: -0.498, home: -0.488, contact: 0.315, about: -0.68, interface: -0.061, priceList: 0.116, faq: 0.386, overview: 0.096, item: 0.011, other: -0.023 },
  other: { translation: 0.323, home: 0.042, contact: 0.147, about: 0.399, interface: -0.014, priceList: 0.152, faq: 0.233, overview: 0.186, item: -0.346, other: -0.063 },
};
