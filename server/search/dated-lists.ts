/**
 * "When was the dahlia festival?", "Wo war die Sauerländer Pilzmesse?", "Wann ist die
 * Hochzeitsmesse?", "When is the next Jewish history walk?": the owner keeps what is on and
 * what was in dated lists (an events page's "Coming up", "This week", "Past", "Vergangen": a table
 * or list of rows, each a date, what and where). A question for the time or place of a thing finds
 * its words there in one row, but also on the page about that kind of event, in a post or a project
 * that mentions it, and those longer texts came first. Under a short question that asks when, or
 * where a thing is held or was (when-asked.ts, where-held.ts; not a price, not "what's on?", not the
 * owner's life or "who is …?"), a dated list its words reach counts DATED_LIST. A time intent alone
 * ("the next …" without "when") was tried too: more questions lost (docs/relevance.md, twenty-ninth
 * round). A home page's teaser list is no such list: the events page says it in full.
 * The lists are found once per index when it is loaded (ranking-tables.ts), in every language: the
 * sections below a page's introduction whose heading names what is coming or on now (the facts'
 * TIME_HEADED flag) or what was (recency.ts `namesPast`), and that state at least LIST_DATES dates.
 */
import { isHomePage } from './home-page.ts';
import { namesPast } from './recency.ts';
import { TIME_HEADED } from './section-facts.ts';
import type { SearchIndex } from './search-index.ts';
import type { Section } from '../site/site-types.ts';

/** A dated list that a question for a time or place reaches: ×this. */
export const DATED_LIST = 1.5;
/**
 * A dated list under a long question that asks no time at all (no time intent, no "when", no
 * "what's on", no date): ×this. A chatty question's story shares its words with the list one row
 * at a time ("my grandmother's farm near Uelzen and the old barn": a past row "Barn talk, Uelzen
 * farmers' association"; "ein kleiner Heimatverein … im Saal": a row of a screening at a club's
 * hall), and such a row says when something was or will be, which the question does not ask
 * (thirty-third round: 18 development questions gain on 17 sites, 4 lose; 0.4 and 0.6 alike).
 * Under a short question a list's row is as often what is asked ("Do you run a door wreath
 * workshop?"): there it stays (−12.6 over the development questions).
 */
export const UNTIMED_LIST = 0.5;
/** Dates a section states at least to be a list of them. */
export const LIST_DATES = 3;

const tables = new WeakMap<SearchIndex, Set<Section>>();
/** Scans of an index for its dated lists, for tests: one per index. */
export const datedListScans = { count: 0 };

/** The dated lists of the index (every language), found once. */
export function datedLists(index: SearchIndex): ReadonlySet<Section> {
  let lists = tables.get(index);
  if (!lists) {
    datedListScans.count++;
    lists = new Set();
    for (const li of index.byLang.values()) {
      const { flags, dateOffsets } = li.facts;
      for (let d = 0; d < li.docs.length; d++) {
        const { page, section } = li.docs[d];
        if (isHomePage(page) || section.level <= 1 || dateOffsets[d + 1] - dateOffsets[d] < LIST_DATES) continue;
        if ((flags[d] & TIME_HEADED) !== 0 || namesPast(section.name)) lists.add(section);
      }
    }
    tables.set(index, lists);
  }
  return lists;
}

/** Whether a section is a dated list of the index. */
export function isDatedList(index: SearchIndex, section: Section): boolean {
  return datedLists(index).has(section);
}
