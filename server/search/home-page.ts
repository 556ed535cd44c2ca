/**
 * The home page introduces the whole site in a few lines on every topic: a long, chatty question
 * ("my daughter is getting married next August in a barn … roughly what would it cost?") shares
 * some of its story words with it by chance, and it came first or second for one chatty question
 * in five on the development sets while it answered one in twenty. Under a question of
 * LONG_CHATTY words or more its hits count LONG_QUESTION_HOME (rerank.ts). A short question that
 * names the site's main topic still finds it as before. The page about the owner tells a life in
 * the same everyday words (family, a move, a first job): under a long question that asks about
 * no person or life ("she", "your career") it counts LONG_QUESTION_ABOUT.
 */
import type { Page } from '../site/site-types.ts';

/** What a hit on the home page counts under a long question (0.2 to 0.5 gained alike on the development sets, 0.7 less; every question: as many lost as gained). */
export const LONG_QUESTION_HOME = 0.5;

/**
 * What a hit on the home page counts under a shorter question that asks for no time and not where
 * the owner is or how they live (rerank.ts `homeShare`). The home page's line on a topic is a
 * teaser of the page that tells it, and placeOverviews puts it after that page only when the two
 * matched alike: at the base of the fortieth round it came first for 55 development questions and
 * was wrong for 31 (56 %, against 13 % for any other page first). Its dated teaser ("Coming up")
 * and its line on where the owner works answer time and place questions, which keep it whole.
 */
export const UNTIMED_HOME = 0.8;

/** What a hit on the page about the owner counts under a long question that asks about no person (0.65 gained a little less). */
export const LONG_QUESTION_ABOUT = 0.5;

/** Whether a page is the site's home page in its language (the root, or the language's root). */
export function isHomePage(page: Pick<Page, 'path' | 'lang'>): boolean {
  return page.path === '/' || page.path === `/${page.lang}/`;
}
