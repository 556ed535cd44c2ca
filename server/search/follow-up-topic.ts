/**
 * A short follow-up ("wo kann ich es kaufen?", "and for adults?", "where do we sleep?") asks
 * about the previous question's topic: the book, the course, the boat. Its own word alone
 * ("kaufen") finds any page that says it, and a section headed by it outranks the page about
 * the topic that says it in other words. Under a follow-up that leans on the previous question
 * (search-query.ts: a few words, or a word that points back), a hit on a page that holds no
 * word of the previous question, in any language of the page, counts OFF_TOPIC.
 */
import type { LanguageIndex, SearchIndex } from './search-index.ts';
import { isContentWord } from './word-analysis.ts';
import { refersBack } from './question-words.ts';
import type { SearchHit } from './search-query.ts';
import type { Alternative } from './word-analysis.ts';
import type { Page } from '../site/site-types.ts';
import { conceptsOfWord, withSharedConcept } from './concepts.ts';
import { intentConcepts } from './intent-phrases.ts';
import { isFrameWord } from './frame-words.ts';

/** A hit on a page that holds no word of the previous question, under a follow-up that leans on it (0.6 before the eighteenth round: 0.3 to 0.5 gained on the development sets, 0.75 lost). */
export const OFF_TOPIC = 0.4;
/** Postings read per follow-up and language index to find the pages on topic (a term's list is read whole or not at all). */
export const TOPIC_POSTINGS = 20_000;

/** Content words of its own a follow-up may name and still be about the previous question's topic. */
const OWN_WORDS = 1;

/** Whether a follow-up is about the previous question's topic: it points back ("es", "that", "und …") or names at most OWN_WORDS word of its own besides its frame words. */
export function staysOnTopic(index: SearchIndex, tokens: readonly string[], lang: string | undefined, langs: readonly string[]): boolean {
  if (refersBack(tokens, langs)) return true;
  const li = (lang && index.byLang.get(lang)) || index.byLang.values().next().value;
  if (!li) return false;
  let own = 0;
  // A frame word ("Alter", "price", "long") names no topic of its own (frame-words.ts): "ab welchem Alter?" stays on the previous question's.
  for (const t of tokens) if (isContentWord(li, t, lang) && !isFrameWord(t, langs) && ++own > OWN_WORDS) return false;
  return true;
}

/**
 * Adds to `pages` the addresses of the pages (and their translations) that hold a word of the
 * previous question: a term of one of its alternatives, a compound read as its parts needing all
 * of them on one page ("Lawinenbuch": the pages with both Lawine and Buch, not every page that
 * names an avalanche). Reads each term's postings once, at most TOPIC_POSTINGS in all.
 */
export function addTopicPages(li: LanguageIndex, words: readonly { alternatives: readonly Alternative[] }[], pages: Set<string>): void {
  let budget = TOPIC_POSTINGS;
  for (const a of words.flatMap((w) => w.alternatives)) {
    // Pages holding every part of the alternative: the parts' pages intersected.
    let held: Set<Page> | undefined;
    for (const t of a.terms) {
      const from = li.offsets[t];
      const to = li.offsets[t + 1];
      if (to - from > budget) {
        held = undefined;
        break;
      }
      budget -= to - from;
      const own = new Set<Page>();
      for (let i = from; i < to; i++) {
        const page = li.docs[li.postDocs[i]].page;
        if (!held || held.has(page)) own.add(page);
      }
      held = own;
    }
    for (const page of held ?? []) {
      pages.add(page.path);
      for (const other of Object.values(page.translations)) pages.add(other);
    }
  }
}

/**
 * The concepts the owner's terms answer for every topic at once (named by listed words only they
 * hold): cancelling, the terms themselves, paying before the work, guarantees, sending back, a
 * substitute (terms-concepts.ts; not mileage or how long an offer holds, which price lists state).
 */
const ON_EVERY_TOPIC: readonly (readonly string[])[] = [
  ['cancel', 'absagen'],
  ['terms', 'agb'],
  ['deposit', 'anzahlung'],
  ['guarantee', 'gewährleistung'],
  ['withdrawal', 'widerruf'],
  ['substitute', 'ersatzperson'],
];
let everyTopic: number[] | undefined;

/**
 * Whether a question's own words (a follow-up's, not its previous question's) ask what the
 * owner's terms say of any booking: a word of one of those concepts as written ("und wenn ich
 * kurzfristig absagen muss?", "wie kann ich wieder kündigen?", "How much is the deposit?"), or a
 * phrase of an intent that asks for one ("… fällt aus").
 */
export function asksTerms(tokens: readonly string[], langs: readonly string[]): boolean {
  // The concepts' ids, found once (the concept table does not change).
  const ids = (everyTopic ??= ON_EVERY_TOPIC.flatMap((words) => withSharedConcept([], words)));
  if (tokens.some((t) => conceptsOfWord(t).some((id) => ids.includes(id)))) return true;
  return intentConcepts(tokens, langs).some((id) => ids.includes(id));
}

/**
 * Lowers the hits on pages off the previous question's topic (none when no page is on it: the
 * topic is not on the site). Pages `onEveryTopic` stay: the owner's terms, when the follow-up
 * asks them (asksTerms), hold for everything the owner sells though they name no course.
 */
export function keepTopic(hits: SearchHit[], pages: ReadonlySet<string>, onEveryTopic?: (page: Page) => boolean): void {
  if (pages.size === 0) return;
  for (const hit of hits) {
    if (!pages.has(hit.page.path) && !onEveryTopic?.(hit.page)) {
      hit.raw *= OFF_TOPIC;
    }
  }
}

/**
 * A follow-up's hit on the page that answered the previous question first, where the visitor
 * already is (search-query.ts previousAnswer: "[Machen Sie auch Kurse für Kinder?] ab welchem
 * Alter?", "[Do you have holiday flats?] can I bring my dog?", "[When is the studio open?] and on
 * Saturdays?"): the follow-up's own words ("Alter", "dog", "Saturdays") find any page that says
 * them, and the page that answers says it in its own words. 1.3 over the development follow-ups:
 * 42 gain, 22 lose (+4.2); 1.2: 41 / 18 (+2.6); 1.5: 44 / 24 (+3.9). Without leaving out a
 * follow-up that asks the terms, a price or a person of its own: 54 / 36.
 */
export const PREVIOUS_ANSWER = 1.3;

/**
 * A follow-up whose own words ask what a page of one kind answers for every topic: the price
 * ("und was kostet das?", "Was kostet der?"), a person ("Who teaches it?") or the terms ("und wenn
 * ich kurzfristig absagen muss?"), after a question about a course, a service, a booking. The
 * previous question's words reach the page about its topic with all their weight and it came
 * first; the answer is the price list, the team page, the terms, and the previous question only
 * says which of their rows: a hit on a page of the kind asked that is on the topic (holds a word
 * of the previous question) counts ×this. Fifty-eighth round, over the development follow-ups:
 * 1.3 gained 17 and lost 4 (+1.99), 1.2 17 / 2 (+1.72); lifting pages of the kind off the topic
 * too, 1.2: 18 / 4 (+1.60).
 */
export const KIND_ASKED = 1.3;

/** Lifts by KIND_ASKED the hits on pages on the previous question's topic (`pages`) that `ofKind` says are of the kind the follow-up asks. */
export function liftKindAsked(hits: SearchHit[], pages: ReadonlySet<string>, ofKind: (hit: SearchHit) => boolean): void {
  for (const hit of hits) if (pages.has(hit.page.path) && ofKind(hit)) hit.raw *= KIND_ASKED;
}

/** Lifts the hits on the previous question's answer (`pages`: its page and translations) by PREVIOUS_ANSWER. */
export function liftAnswer(hits: SearchHit[], pages: ReadonlySet<string>): void {
  for (const hit of hits) if (pages.has(hit.page.path)) hit.raw *= PREVIOUS_ANSWER;
}
