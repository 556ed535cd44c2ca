/**
 * A section headed by a question ("Can babies eat honey?", "Darf ich beim Unterricht
 * zuschauen?") is the owner's answer to a question visitors ask: a FAQ item, or a page's own
 * "Can I …?" section. A visitor's question, however chatty, is more likely answered there
 * than by a section that merely shares a word, so under a question such a section counts
 * QUESTION_HEADED times. Structure, not a word list: the heading's own question mark.
 */
import type { Section } from '../site/site-types.ts';

/** Factor for a section headed by a question, under a question. */
export const QUESTION_HEADED = 1.2;

/** Whether a section's heading (not a page title) is a question (one test of its end: cheaper than a memo of it). */
export function headedByQuestion(section: Section): boolean {
  return section.level > 1 && QUESTION_END.test(section.name);
}

const QUESTION_END = /[?？¿]\s*$/;

/**
 * Words a question must have for the rule: a long question tells its story in many incidental
 * words, any of which a section may share; a short one names its topic, and a FAQ item that
 * mentions it is no better than the page about it.
 */
export const LONG_QUESTION = 10;

/** Whether the visitor's text is a question: it ends with a question mark. */
export function isQuestion(text: string): boolean {
  return /[?？]\s*$/.test(text);
}
