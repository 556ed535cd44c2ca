/**
 * Time in ranking: a question that asks for the next or the latest thing prefers sections
 * whose dates (in the heading, the text, or the page's date) lie ahead of, or close to, today.
 * A section's dates are found when its index is built (section-facts.ts); a section outside an
 * index has them read once and kept beside it (a WeakMap: no cache outlives the site).
 */
import type { Page, Section } from '../site/site-types.ts';
import { namesPresent, timeIntent, type TimeIntent } from './question-words.ts';
import { tokenize } from './analyzer.ts';

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  januar: 1,
  jänner: 1,
  february: 2,
  feb: 2,
  februar: 2,
  march: 3,
  mar: 3,
  märz: 3,
  maerz: 3,
  april: 4,
  apr: 4,
  may: 5,
  mai: 5,
  june: 6,
  jun: 6,
  juni: 6,
  july: 7,
  jul: 7,
  juli: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  oktober: 10,
  okt: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
  dezember: 12,
  dez: 12,
};
/** The month a folded token names (january, jan, januar, märz …), or undefined. */
export function monthOf(token: string): number | undefined {
  return MONTH_MAP.get(token);
}
/** The month names monthOf reads (asked-dates.ts gates its reading on them, question-triggers.ts). */
export const MONTH_WORDS: readonly string[] = Object.keys(MONTHS);
/** MONTHS as a map: looked up per question token. */
const MONTH_MAP = new Map(Object.entries(MONTHS));

const MONTH_NAMES = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
/**
 * ISO dates, "14 January 2027", "14. Januar 2027", "January 14, 2027", "January 2027", "14.1.2027", and bare years.
 * Matched against lower-cased text without the `i` flag: the same dates, about 5 times faster
 * (case-insensitive Unicode matching of the month alternation was most of a 10k-section
 * build's date work; 3,536 dated sections of bench:startup's 10k site compared, 0 differ).
 */
const DATE = new RegExp(
  String.raw`\b(\d{4})-(\d{2})-(\d{2})\b|\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b|(?:\b(\d{1,2})\.?\s+)?\b(${MONTH_NAMES})\.?\s+(?:(\d{1,2}),?\s+)?(\d{4})\b|\b((?:19|20)\d{2})\b`,
  'gu',
);
const FOUR_DIGITS = /\d{4}/;
/** Characters of a section read for dates. */
const TEXT_CHARS = 4000;

/**
 * A day and month without a year ("24 December", "24. Dezember", "Sat 5 December"), as lists of
 * what is coming write them: the day before the month (the month before the day is an English
 * habit that "may" and abbreviations make ambiguous). Tried only where DATE found no dated form.
 */
const DAY_MONTH = new RegExp(String.raw`\b(\d{1,2})\.?\s+(${MONTH_NAMES})\b`, 'gu');

/** How a text's dates without a year are placed: the year that puts them nearest the reference day, or (`ahead`) the first on or after it, or (`behind`) the last on or before it. */
export interface YearlessDates {
  /** The day (days since 1970) the text was written: the page's own date. */
  reference: number;
  /** The text lists what is coming (its heading says so): a date without a year is the next such day. */
  ahead: boolean;
  /** The text lists what was ("Past", "Rückblick"): a date without a year is the last such day. */
  behind?: boolean;
}

/** Days before the reference a date without a year may lie and still be read as the coming one (a list updated a few days after its first row). */
const AHEAD_GRACE = 7;

/**
 * Day numbers (days since 1970) of the dates a text mentions. With `yearless`, a day and month
 * without a year count too, placed by the page's own date (a page without one dates none of them).
 * `at`, when given, gets where each date returned begins and ends in `text`, two numbers per date
 * (dated-rows.ts reads each row's dates by them).
 */
export function datesIn(text: string, yearless?: YearlessDates, at?: number[]): number[] {
  const out: number[] = [];
  const starts: number[] = [];
  const lower = text.slice(0, TEXT_CHARS).toLowerCase();
  // Every pattern of DATE ends in four digits: a text without them (a list without years) skips it.
  if (FOUR_DIGITS.test(lower))
    for (const m of lower.matchAll(DATE)) {
      if (m[1]) out.push(day(+m[1], +m[2], +m[3]));
      else if (m[6]) out.push(day(+m[6], +m[5], +m[4]));
      else if (m[8]) out.push(day(+m[10], MONTHS[m[8]], +(m[7] ?? m[9] ?? 15)));
      else if (m[11]) out.push(day(+m[11], 7, 1));
      else continue;
      starts.push(m.index!, m.index! + m[0].length);
    }
  if (yearless) {
    const original = text.slice(0, TEXT_CHARS);
    for (const m of lower.matchAll(DAY_MONTH)) {
      // The same day and month with a year right after it was read above.
      if (/^\.?\s+(?:\d{1,2},?\s+)?\d{4}/.test(lower.slice(m.index! + m[0].length, m.index! + m[0].length + 12))) continue;
      // A month is written capitalised: "children aged 3 may join" names none.
      if (!startsCapital(original, lower, m.index! + m[0].length - m[2].length)) continue;
      out.push(placeYear(+m[1], MONTHS[m[2]], yearless));
      starts.push(m.index!, m.index! + m[0].length);
    }
  }
  if (at) for (let i = 0; i < out.length; i++) if (Number.isFinite(out[i])) at.push(starts[2 * i], starts[2 * i + 1]);
  return out.filter((d) => Number.isFinite(d));
}

/** Whether the word at `at` of the lower-cased text begins with a capital in the original (same offsets unless lower-casing changed the length). */
function startsCapital(original: string, lower: string, at: number): boolean {
  if (original.length !== lower.length) return true;
  const first = original[at];
  return first !== lower[at];
}

/** The day number of a day and month without a year, placed by the page's date (YearlessDates). */
function placeYear(date: number, month: number, { reference, ahead, behind }: YearlessDates): number {
  const year = new Date(reference * 86_400_000).getUTCFullYear();
  const candidates = [day(year - 1, month, date), day(year, month, date), day(year + 1, month, date)];
  if (ahead) return candidates.find((d) => d >= reference - AHEAD_GRACE) ?? candidates[2];
  if (behind) return candidates.findLast((d) => d <= reference + AHEAD_GRACE) ?? candidates[0];
  let best = candidates[0];
  for (const d of candidates) if (Math.abs(d - reference) < Math.abs(best - reference)) best = d;
  return best;
}

function day(year: number, month: number, date: number): number {
  return Math.floor(Date.UTC(year, Math.min(12, Math.max(1, month)) - 1, Math.min(31, Math.max(1, date))) / 86_400_000);
}

/** Today as a day number, from an option (deterministic tests) or the clock. */
export function todayOf(today?: string | Date): number {
  // The clock's day without a Date made per question.
  const time = today === undefined ? Date.now() : new Date(today).getTime();
  return Math.floor(time / 86_400_000);
}

const memo = new WeakMap<Section, number[]>();
/** A page's own date as day numbers, read once per page (it dates every section that names none, on every time question). */
const pageMemo = new WeakMap<Page, number[]>();
/** `known`: the section's dates as its index found them at build (section-facts.ts); else read from its text once. */
export function sectionDates(page: Page, section: Section, known?: number[]): number[] {
  let dates = known ?? memo.get(section);
  if (!dates) {
    dates = datesIn(`${section.name}\n${section.text}`, yearlessOf(page, namesTimeList(section.name, section.level, page.lang), section.name));
    memo.set(section, dates);
  }
  // The page's own date dates a section that names none (a dated post).
  return dates.length ? dates : ownDays(page);
}

/** The page's own date (`updated`) as day numbers, read once per page; none without one. */
function ownDays(page: Page): number[] {
  if (!page.updated) return NO_DAYS;
  let own = pageMemo.get(page);
  if (!own) pageMemo.set(page, (own = datesIn(page.updated)));
  return own;
}
const NO_DAYS: number[] = [];

/**
 * Factor for a section under a time question. Next: a date ahead (or running today) lifts
 * it, only past dates lower it. Latest: the nearer its newest date to today, the higher.
 * Now (`present`: the question names the present): the nearer any date within the coming
 * year, since what is under way is often dated by when it ends or is due. A section without
 * dates keeps its score. `dates`: the section's, when its index has them (section-facts.ts).
 */
export function recencyFactor(page: Page, section: Section, intent: TimeIntent, today: number, present = false, dates?: number[]): number {
  const time = datedFactor(page, section, intent, today, present, dates);
  // "Coming up", "Next concerts", "Demnächst": the site's own list of what the question asks for.
  if (intent === 'future') return time >= 1 && headingIntent(page, section) === 'future' ? time * HEADED : time;
  // "Right now", "Currently", "Gerade in der Werft": the site's own answer to "what is on now?".
  return present && headingPresent(page, section) ? Math.max(time, 1) * HEADED : time;
}

/** A section whose heading names the time the question asks about (coming up, now on): ×this. */
export const HEADED = 1.2;

const headings = new WeakMap<Section, TimeIntent | null>();
/** The time a section's heading names ("Coming up" -> future, "Now on" -> recent), in the page's language. */
export function headingIntent(page: Page, section: Section): TimeIntent | undefined {
  let known = headings.get(section);
  if (known === undefined) {
    known = section.level > 1 ? (timeIntent(tokenize(section.name.slice(0, 200)), [page.lang]) ?? null) : null;
    headings.set(section, known);
  }
  return known ?? undefined;
}

const presentHeadings = new WeakMap<Section, boolean>();
/** Whether a section's heading names the present ("In the studio right now", "Gerade in der Werft"), in the page's language. */
export function headingPresent(page: Page, section: Section): boolean {
  let known = presentHeadings.get(section);
  if (known === undefined) {
    known = section.level > 1 && namesPresent(tokenize(section.name.slice(0, 200)), [page.lang]);
    presentHeadings.set(section, known);
  }
  return known;
}

/**
 * Whether a heading (of a section at `level`, in `lang`) names what is coming or what is on now:
 * headingIntent 'future' or headingPresent, without keeping anything (read for every section
 * when an index is built, section-facts.ts).
 */
export function namesTimeList(name: string, level: number, lang: string): boolean {
  if (level <= 1) return false;
  const tokens = tokenize(name.slice(0, 200));
  return timeIntent(tokens, [lang]) === 'future' || namesPresent(tokens, [lang]);
}

/**
 * How a page's dates without a year are read (datesIn): by its own date, ahead of it under a
 * heading of what is coming, behind it under one of what was (`heading`: "Past", "Rückblick");
 * none on a page without a date.
 */
export function yearlessOf(page: Page, timeList: boolean, heading = ''): YearlessDates | undefined {
  const reference = ownDays(page)[0];
  if (reference === undefined) return undefined;
  return { reference, ahead: timeList, behind: !timeList && namesPast(heading) };
}

/** Whether a heading names what was ("Past", "Vergangen", "Rückblick"): a list of past dates, as its yearless dates are read. */
export function namesPast(heading: string): boolean {
  return PAST_HEADING.test(heading.slice(0, 200).toLowerCase());
}

/** Words of a heading over what was (data, general vocabulary): "Past events", "Rückblick", "Vergangene Termine", "Archive". */
const PAST_HEADING = /(?:^|[^\p{L}])(?:past|previous|earlier|archive|looking back|vergangen\p{L}*|rückblick|archiv|bisherig\p{L}*|früher\p{L}*)(?![\p{L}])/u;

/** Days ahead of today that a date may lie and still date what is under way now. */
const UNDER_WAY_DAYS = 365;

function datedFactor(page: Page, section: Section, intent: TimeIntent, today: number, present: boolean, known?: number[]): number {
  const dates = sectionDates(page, section, known);
  if (dates.length === 0) return 1;
  if (intent === 'future') {
    const ahead = dates.filter((d) => d >= today);
    if (ahead.length === 0) return 0.8;
    const soonest = Math.min(...ahead);
    return 1.3 + 0.3 * 0.5 ** ((soonest - today) / 365);
  }
  if (present) {
    const near = Math.min(...dates.filter((d) => d <= today + UNDER_WAY_DAYS).map((d) => Math.abs(today - d)), Infinity);
    if (near !== Infinity) return 0.85 + 0.6 * 0.5 ** (near / 365);
  }
  const newest = Math.max(...dates.filter((d) => d <= today + 60), -Infinity);
  if (newest === -Infinity) return 1.1;
  return 0.85 + 0.6 * 0.5 ** ((today - newest) / 365);
}
