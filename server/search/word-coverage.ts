/**
 * How much of the question a section holds. BM25 adds up the words a section matches, so one
 * word that a section repeats, or a rare one, can outweigh a section that holds most of the
 * question: a FAQ answer, the team page or a journal post that repeats one word of it came
 * before the page that holds them all. A section's score is multiplied by the share of the
 * question's word weight it holds, to a small power (`COVERAGE`), so coverage decides between
 * sections that BM25 scores alike and no more (thirty-fifth round).
 *
 * A page with no version in the question's language is reached through the site's translations,
 * which cover only part of the question's words whatever the page says: its share counts at half
 * that power (`ORPHAN_COVERAGE`). A question that asks a concept in a phrase ("drop by", "what
 * happens if": intent-phrases.ts) names its point in those words and tells a story in the rest:
 * search-query.ts does not apply the share there. (A child's age was exempted too and changed none
 * of the 7,300 development questions: dropped in the review of the thirty-fifth round.)
 */
import { TRACKED_WORDS } from './top-sections.ts';

/** The power of the share of the question's word weight a section holds (0.3 to 0.5 gained alike; 0.3 changed fewest questions). */
export const COVERAGE = 0.3;
/** The power for a section of a page with no version in the question's language (half of COVERAGE: at 0 chatty questions lost, at COVERAGE cross-language ones). */
export const ORPHAN_COVERAGE = 0.15;

/**
 * The factor of a section from the words scoring read for it (`read`: bit 1 + j set when word j
 * matched, TOP.read) among the question's `words` (their weights: a concept's word, a phrase's
 * part, the owner's name and a previous question's words count what they count in the score):
 * (weight held / weight asked) ^ power; 1 for a question of fewer than two words. Words past
 * TRACKED_WORDS are not counted either way.
 */
export function coverageFactor(read: number, words: readonly { weight: number }[], orphan: boolean): number {
  if (words.length < 2) return 1;
  let held = 0;
  let asked = 0;
  const tracked = Math.min(words.length, TRACKED_WORDS);
  for (let j = 0; j < tracked; j++) {
    asked += words[j].weight;
    if ((read & (2 << j)) !== 0) held += words[j].weight;
  }
  return asked > 0 ? (held / asked) ** (orphan ? ORPHAN_COVERAGE : COVERAGE) : 1;
}
