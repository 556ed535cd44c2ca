/**
 * "Anything happening this weekend?", "Was läuft gerade?": a question about what is on, with
 * no topic the site's words share, is answered by the site's own list of it — a section whose
 * heading names what is coming ("Coming up", "Demnächst") or what is on now ("On now",
 * "Gerade in der Werft") and that is dated accordingly. Under a "next" or "now" question such
 * sections are listed at least at TIME_HEADED_FLOOR of the best hit, whatever matched.
 */
import { recencyFactor, sectionDates } from './recency.ts';
import { atLeast, floorLanguages } from './floor-pages.ts';
import { tokenize } from './analyzer.ts';
import { NEAR_DAYS, WEEKDAYS } from './weekdays.ts';
import { firstSections } from './first-sections.ts';
import { datesOf, sectionDatesIn, TIME_HEADED } from './section-facts.ts';
import { foldedSets, namesAny } from './word-sets.ts';
import type { TimeIntent } from './question-words.ts';
import { askedDateFactor, type AskedDate } from './asked-dates.ts';
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';

/**
 * Words that ask what is on without naming a topic ("anything happening?", "what's going on?",
 * "Was läuft?", "Was ist los?", "Was steht an?"), per language (data, general vocabulary): only
 * such a question is answered by the list of what is on; one that names its topic ("next
 * market") is answered by the pages about it.
 */
const WHATS_ON: Record<string, string[]> = {
  en: ['happening', 'happens', 'happen', 'going', 'planned', 'events', 'event', 'dates'],
  de: ['läuft', 'los', 'passiert', 'ansteht', 'steht', 'geplant', 'geboten', 'veranstaltungen', 'veranstaltung', 'termine', 'events', 'event'],
};
const WHATS_ON_SETS = foldedSets(WHATS_ON);
/**
 * Of those, the words a long question's story uses in other senses ("we're going to the Baltic
 * Sea", "the buggy going to be a nightmare", "Mein Wallach steht …", "wann geht es wieder los"):
 * in a question of LONG_CHATTY words or more they ask what is on only with their partner word
 * within NEAR_PARTNER words ("going on", "Was steht an?", "was ist bei Ihnen los?"; data per
 * word, general vocabulary; twenty-fifth round and its review). The other words ask in any question.
 */
const PARTNERED: ReadonlyMap<string, { partner: string; after: boolean; near: number }> = new Map([
  ['going', { partner: 'on', after: true, near: 1 }],
  ['steht', { partner: 'an', after: true, near: 6 }],
  ['los', { partner: 'was', after: false, near: 6 }],
]);
const WHATS_ON_IN_STORY = foldedSets(Object.fromEntries(Object.entries(WHATS_ON).map(([lang, words]) => [lang, words.filter((w) => !PARTNERED.has(w))])));

/**
 * English "what's on?", "anything on this weekend?": "on" asks what is on only right after these
 * (general vocabulary); elsewhere it is a preposition ("on the boat", "working on").
 */
const ON_AFTER: ReadonlySet<string> = new Set(['whats', 'anything', 'something']);

/** "on" asks what is on ("what's on", "anything on"); "'s on" only after "what" ("it's on Sunday", "she's on tour" do not ask). */
function onAsked(tokens: readonly string[]): boolean {
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i] !== 'on') continue;
    if (ON_AFTER.has(tokens[i - 1]) || (tokens[i - 1] === 's' && tokens[i - 2] === 'what')) return true;
  }
  return false;
}

/** Whether a question asks what is on (a word of WHATS_ON, or "what's on"), in any of the given languages. */
export function asksWhatsOn(tokens: readonly string[], langs: readonly string[]): boolean {
  return namesAny(WHATS_ON_SETS, tokens, langs) || (langs.includes('en') && onAsked(tokens));
}

/** Whether a long question asks what is on ("… is anything happening at your place?", "… anything going on?", "… was ist bei Ihnen los?"). */
export function asksWhatsOnInStory(tokens: readonly string[], langs: readonly string[]): boolean {
  if (namesAny(WHATS_ON_IN_STORY, tokens, langs)) return true;
  for (let i = 0; i < tokens.length; i++) {
    const paired = PARTNERED.get(tokens[i]);
    if (paired && hasPartner(tokens, i, paired)) return true;
    // "what's on": no other sense.
    if (tokens[i] === 'on' && i > 1 && tokens[i - 1] === 's' && tokens[i - 2] === 'what' && langs.includes('en')) return true;
  }
  return false;
}

/** Whether the partner word stands within `near` words after (or before) token `i`. */
function hasPartner(tokens: readonly string[], i: number, { partner, after, near }: { partner: string; after: boolean; near: number }): boolean {
  for (let k = 1; k <= near; k++) if (tokens[after ? i + k : i - k] === partner) return true;
  return false;
}

/** Share of the best hit's score that the site's own "coming up" / "on now" sections get at least. */
export const TIME_HEADED_FLOOR = 1.05;
/**
 * The raw score of those sections when the question matched nothing at all ("Was ist bei Ihnen
 * gerade los?": every word a stop, chatty or time word): they are its answer, not nothing, but
 * found by the question's kind alone, so never a strong match (as rerank's WEAK_CAP).
 */
export const WHATS_ON_ALONE = 0.4;
/** Sections kept per language (of more, the latest dated: `table`), listed in section order. */
const KEEP = 8;

/**
 * The time-headed sections per language: the index read every heading when it was built (section-facts.ts: headingIntent 'future' or headingPresent).
 * Of more than KEEP, those dated latest (by the dates recencyFactor reads): the first KEEP in section order left out an events page
 * behind eight posts' past "Als Nächstes", whatever it listed ahead.
 */
const table = firstSections(
  KEEP,
  (li, d) => (li.facts.flags[d] & TIME_HEADED) !== 0,
  (li, d) => newestDay(sectionDates(li.docs[d].page, li.docs[d].section, datesOf(li.facts, d))),
);

/** The latest of a section's days; an undated section (on an undated page) may be lifted on any day: first. */
function newestDay(days: readonly number[]): number {
  if (days.length === 0) return Number.POSITIVE_INFINITY;
  let newest = days[0];
  for (let i = 1; i < days.length; i++) if (days[i] > newest) newest = days[i];
  return newest;
}

/** Scans of a language's headings: one per index and language (ranking-tables.ts makes them when the index is loaded), never one per question. */
export const timeHeadingScans = table.scans;

/** The sections of a language whose heading names the future or the present; found once per index, every section read (at most KEEP, the latest dated). */
export function timeHeaded(index: SearchIndex, lang: string): readonly SearchDoc[] {
  return table.of(index, lang);
}

/**
 * Under a "next" question the sections headed as what is coming that hold a date ahead; under a
 * "now" question those headed by the present (or as coming) that are dated within the year:
 * each at least TIME_HEADED_FLOOR of the best hit, in the preferred language (else every one).
 */
export function withTimeHeadings(index: SearchIndex, hits: SearchHit[], lang: string | undefined, intent: TimeIntent, today: number, present: boolean, words: readonly string[] = []): SearchHit[] {
  if (intent !== 'future' && !present) return hits;
  const langs = floorLanguages(index, lang);
  // The dates each list holds ahead of today (at most KEEP lists per language, each section's dates read once).
  const ahead = new Map<SearchDoc, number>();
  for (const l of langs) {
    for (const d of timeHeaded(index, l)) {
      const dates = sectionDatesIn(index, d.page, d.section);
      if (recencyFactor(d.page, d.section, intent, today, present, dates) > 1) ahead.set(d, datesAhead(dates, today));
    }
  }
  // Of the lists of what is on, the one whose heading names the question's stretch of time ("This week" under "what's happening this week?") first;
  // then the one with more dates ahead: the events page's list before the home page's teaser and a post's "what comes next", which tied with it.
  return atLeast(
    hits,
    [...ahead.keys()],
    TIME_HEADED_FLOOR,
    true,
    WHATS_ON_ALONE,
    (doc) => (headingSays(doc, words) ? TIME_NAMED_FLOOR / TIME_HEADED_FLOOR : 1) * ((1 + DATE_AHEAD * ahead.get(doc)!) / FULLEST),
  );
}

/**
 * What each date ahead of today adds to a list of what is on, counted up to DATES_COUNTED: at most
 * ×1.03, below what a heading naming the question's stretch of time adds (TIME_NAMED_FLOOR). On
 * the development sets (lists that tied at TIME_HEADED_FLOOR), as a share of the fullest list: 0.003
 * up to 10 dates 41 gained, 2 lost (+5.69 / −0.36); as a factor above the floor, 0.003 or 0.005 up
 * to 10: 42 / 2, up to 6: 35 / 3, up to 20 or 30: as 10; 0.02 up to 6: 35 / 8.
 */
export const DATE_AHEAD = 0.003;
export const DATES_COUNTED = 10;
/** The fullest list's share: the others are lowered by their share of it, so none goes above its floor (a list found by the question's kind alone stays at WHATS_ON_ALONE at most, never strong). */
const FULLEST = 1 + DATE_AHEAD * DATES_COUNTED;

/** How many of a section's dates are today or later, up to DATES_COUNTED. */
function datesAhead(dates: readonly number[] | undefined, today: number): number {
  let n = 0;
  if (dates) for (let i = 0; i < dates.length && n < DATES_COUNTED; i++) if (dates[i] >= today) n++;
  return n;
}

/** A list of what is on whose heading names a word of the question ("This week", "Am Wochenende"): ×this of the best hit at least. */
export const TIME_NAMED_FLOOR = 1.1;

/**
 * Words that name a stretch of time ("this week", "am Wochenende", "today"), per language (data,
 * general vocabulary): a list headed by the stretch the question names is the one it asks for;
 * "next" or "Nächstes Mal" name none.
 */
const PERIOD_NAMES: ReadonlySet<string> = new Set([...NEAR_DAYS.en, ...['week', 'weekend', 'month', ...WEEKDAYS.en], ...NEAR_DAYS.de, ...['woche', 'wochenende', 'monat', ...WEEKDAYS.de]]);

/** Whether the section's heading names the stretch of time the question names (the heading has a few words; the question's are compared as folded). */
function headingSays(doc: SearchDoc, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  for (const token of tokenize(doc.section.name.slice(0, 120), { joined: false })) if (PERIOD_NAMES.has(token) && words.includes(token)) return true;
  return false;
}

/**
 * Share of the best hit's score a list of what is coming dated within a holiday asked gets at
 * least: 1.1, above the usual hours (which the hours rule lifts to 1.05 of the best hit): the row
 * "24–26 December: closed" answers "When are you closed over Christmas?", the week's hours only
 * partly (against a tie at 1, 1.1 gained 10 of the development sites' Christmas questions and
 * lost 3 where the writer graded the hours higher).
 */
export const HOLIDAY_LIST_FLOOR = 1.1;

/**
 * "When are you closed over Christmas?", "Haben Sie zwischen den Jahren geöffnet?": the site's
 * list of what is coming that dates a row within the holiday named ("23 December – 6 January:
 * studio closed") answers it, though it shares no word with the question; each such list at
 * least at HOLIDAY_LIST_FLOOR of the best hit, in the preferred language (else every one). Only
 * under a question that names a holiday (asked-dates.ts: a stretch of days).
 */
export function withHolidayLists(index: SearchIndex, hits: SearchHit[], lang: string | undefined, asked: AskedDate): SearchHit[] {
  if (asked.from === undefined) return hits;
  const due = floorLanguages(index, lang)
    .flatMap((l) => timeHeaded(index, l))
    .filter((d) => askedDateFactor(d.page, d.section, asked, sectionDatesIn(index, d.page, d.section)) > 1);
  return atLeast(hits, due, HOLIDAY_LIST_FLOOR, true);
}
