/**
 * Which hits on a page in another language than the question's were reached across the
 * language gap: through the site's learned translations or a concept (alternatives marked
 * `bridge`), which count TRANSLATION_WEIGHT (0.6) of a direct match or less (a concept in a
 * long question more: chatty-concepts.ts). A page that exists only in the other
 * language is lifted (rerank.ts, ONLY_IN_OTHER_LANGUAGE) to make up for that discount. A hit
 * that matched a question word as written ("guide" in a German question, a name, a number) had
 * no discount to make up for: it keeps the plain preference for the reader's language, and a
 * page that shares a loanword with the question no longer outranks the pages in their language.
 */
import type { LanguageIndex } from './search-index.ts';
import type { Alternative } from './word-analysis.ts';

/** Postings read per question and language index to find the docs a bridge reached. */
export const BRIDGE_POSTINGS = 20_000;

/**
 * The docs of `li` among `docs` that hold a term a question word reached across languages (an
 * alternative marked `bridge`: a translation or a concept, told by where it came from, not by
 * its weight, which a typo or prefix match can share and a long question's concept exceeds; in another
 * language's index a word is read by its exact stem, its compound parts and those). Reads each
 * such term's postings once, at most BRIDGE_POSTINGS in all.
 */
export function bridgedDocs(li: LanguageIndex, words: readonly { alternatives: readonly Alternative[] }[], docs: ReadonlySet<number>): Set<number> {
  const out = new Set<number>();
  const seen = new Set<number>();
  let budget = BRIDGE_POSTINGS;
  for (const w of words) {
    for (const a of w.alternatives) {
      if (!a.bridge) continue;
      // Every term: a compound read through its parts' translations (survey + report) bridges with each part.
      for (const t of a.terms) {
        if (seen.has(t)) continue;
        seen.add(t);
        const from = li.offsets[t];
        const to = li.offsets[t + 1];
        if (to - from > budget) continue;
        budget -= to - from;
        for (let i = from; i < to; i++) if (docs.has(li.postDocs[i])) out.add(li.postDocs[i]);
      }
    }
  }
  return out;
}
