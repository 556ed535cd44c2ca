/**
 * "Was war im Juni 2023?", "what happened on 6 September?", "Was war am 3. Oktober?": a question
 * that names a date asks for what the site dates then, and a date is written in many ways
 * ("12 June 2023", "12.6.2023", "2023-06-12"), none of which need share a word with the
 * question. The date the question names (a year, a month of a year, a day of a month, with or
 * without its year) is compared with the dates each hit's section states (found when the index
 * is built, section-facts.ts): a section dated within it counts ×DATED_WITHIN, one whose dates
 * all lie elsewhere ×DATED_OTHERWISE, one without dates as before. The question's words still
 * match as before; the site's own dates tell which "2023" or "Juni" is the one.
 */
import { MONTH_WORDS, monthOf, sectionDates } from './recency.ts';
import { foldToken } from './analyzer.ts';
import { foldedSets, namesAny } from './word-sets.ts';
import { PAST_UNIT_WORDS, pastUnitAt } from './question-words.ts';
import { HOLIDAY_WORDS, namedHolidays } from './holidays.ts';
import type { Page, Section } from '../site/site-types.ts';

/** A section that states a date within the one the question names: ×this (1.4 and 1.6 gave the same figures). */
export const DATED_WITHIN = 1.5;
/** A section whose dates all lie outside it: ×this (as a section with only past dates under "next"). */
export const DATED_OTHERWISE = 0.8;

/** A date as the question names it: a year, a month of a year, a day of a month (any year), a whole date, or the days of a named holiday. */
export interface AskedDate {
  year?: number;
  month?: number;
  day?: number;
  /** A stretch of days (days since 1970, both included): a named holiday's (holidays.ts). */
  from?: number;
  to?: number;
}

/**
 * A section dated just before a holiday and just after it (a row "23 December – 6 January") covers
 * it: the two dates written one after the other at most this many days apart. Two rows of a list
 * that bracket the holiday ("20 December concert", "10 January workshop") count too: a list of what
 * is coming around the holiday is where its closing would be. A month without a day ("December –
 * January") reads as the 15th of each, 31 days apart, and covers nothing.
 */
const COVERS_DAYS = 24;

const YEAR = /^(1[89]|20)\d\d$/;
const DAY = /^\d{1,2}$/;

const dayOfMonth = (token: string | undefined): number | undefined => {
  if (token === undefined || !DAY.test(token)) return undefined;
  const n = Number(token);
  return n >= 1 && n <= 31 ? n : undefined;
};

/** Words before a month that make it the month meant ("in May", "im Dezember", "bis März"); elsewhere a month name may be a verb ("may") or a word. */
const MONTH_LEAD = new Set(['in', 'during', 'until', 'till', 'since', 'from', 'im', 'bis', 'seit', 'ab', 'anfang', 'mitte', 'ende'].map(foldToken));
/** Words that put a question in the past ("What was on in May?", "Was war im März?"): a month alone is then its last occurrence, else its next. */
const PAST_WORDS = foldedSets({ en: ['was', 'were', 'did', 'had', 'happened'], de: ['war', 'waren', 'gab', 'hatte', 'hatten', 'fand', 'fanden', 'gewesen', 'stattgefunden'] });

/** Whether the question is put in the past, read in its own language only (`langs[0]`): German "was" is "what", not English "was". */
function putInPast(tokens: readonly string[], langs: readonly string[]): boolean {
  return langs.length > 0 && namesAny(PAST_WORDS, tokens, langs.slice(0, 1));
}

/** "last year" → the year before today's; "last month" → the month before today's (question-words.ts reads the unit); else undefined. "last week" is no date of this kind. */
function lastUnit(tokens: readonly string[], today: number, langs: readonly string[]): AskedDate | undefined {
  for (let i = 1; i < tokens.length; i++) {
    const unit = pastUnitAt(tokens, i, langs);
    if (unit === undefined || unit === 'week') continue;
    const now = new Date(today * 86_400_000);
    if (unit === 'year') return { year: now.getUTCFullYear() - 1 };
    const month = now.getUTCMonth(); // 0-based: the month before today's, 1-based
    return month === 0 ? { year: now.getUTCFullYear() - 1, month: 12 } : { year: now.getUTCFullYear(), month };
  }
  return undefined;
}

/** A month named alone after a word that leads it ("im Dezember"): its next occurrence from today (this month included), or its last one in a question put in the past. */
function monthAlone(tokens: readonly string[], today: number, langs: readonly string[]): AskedDate | undefined {
  for (let i = 1; i < tokens.length; i++) {
    const month = monthOf(tokens[i]);
    if (month === undefined || !MONTH_LEAD.has(tokens[i - 1]) || tokens[i].length < 3) continue;
    const now = new Date(today * 86_400_000);
    const current = now.getUTCMonth() + 1;
    const year = now.getUTCFullYear();
    const past = putInPast(tokens, langs);
    if (past) return { year: month <= current ? year : year - 1, month };
    return { year: month >= current ? year : year + 1, month };
  }
  return undefined;
}

/**
 * The date a question names, or undefined: a year ("in 2019"), a month with its year ("im Juni
 * 2023"), a day and a month ("6 September", "3. Oktober", "September 6") with or without a year;
 * with `today` (days since 1970) also "last year" / "letztes Jahr", "last month" (in `langs`), and a month
 * alone after a word that leads it ("im Dezember": its next occurrence, its last in a question
 * put in the past). A month alone otherwise names no date ("may" is a verb).
 */
export function askedDate(tokens: readonly string[], today?: number, langs: readonly string[] = []): AskedDate | undefined {
  // Every date named has a number (a day or a year), or names a month or "last year": most questions have neither and are done here.
  let digits = false;
  for (let i = 0; i < tokens.length && !digits; i++) {
    const c = tokens[i].charCodeAt(0);
    digits = c >= 48 && c <= 57;
  }
  if (!digits) {
    return today === undefined ? undefined : (lastUnit(tokens, today, langs) ?? monthAlone(tokens, today, langs) ?? holidays(tokens, today, langs));
  }
  for (let i = 0; i < tokens.length; i++) {
    const month = monthOf(tokens[i]);
    if (month !== undefined) {
      const day = dayOfMonth(tokens[i - 1]) ?? dayOfMonth(tokens[i + 1]);
      const yearAt = day !== undefined && dayOfMonth(tokens[i + 1]) === day ? i + 2 : i + 1;
      const year = YEAR.test(tokens[yearAt] ?? '') ? Number(tokens[yearAt]) : undefined;
      if (day !== undefined || year !== undefined) return { year, month, day };
    }
  }
  const year = tokens.find((t) => YEAR.test(t));
  return year === undefined ? undefined : { year: Number(year) };
}

/** The days of the holidays the question names ("over Christmas", "an Silvester"), as an asked date. */
function holidays(tokens: readonly string[], today: number, langs: readonly string[]): AskedDate | undefined {
  const range = namedHolidays(tokens, today, langs, putInPast(tokens, langs));
  return range && { from: range.from, to: range.to };
}

/** Whether a day number (days since 1970, as recency.ts counts) lies within the date asked. */
export function within(dayNumber: number, asked: AskedDate): boolean {
  if (asked.from !== undefined && asked.to !== undefined) return dayNumber >= asked.from && dayNumber <= asked.to;
  const d = new Date(dayNumber * 86_400_000);
  return (
    (asked.year === undefined || d.getUTCFullYear() === asked.year) && (asked.month === undefined || d.getUTCMonth() + 1 === asked.month) && (asked.day === undefined || d.getUTCDate() === asked.day)
  );
}

/** Whether two dates written one after the other ("23 December 2026 – 6 January 2027") lie just before and just after a stretch asked. */
function covers(first: number, next: number, asked: AskedDate): boolean {
  return asked.from !== undefined && asked.to !== undefined && first < asked.from && next > asked.to && next - first <= COVERS_DAYS;
}

/** Factor for a section under a question that names `asked`; `known`: its dates as its index found them (section-facts.ts). */
export function askedDateFactor(page: Page, section: Section, asked: AskedDate, known?: number[]): number {
  let elsewhere = false;
  let previous: number | undefined;
  // A bare year counts as its 1 July, as recency.ts reads it (read as "some day that year" instead, three questions lost).
  for (const d of sectionDates(page, section, known)) {
    if (within(d, asked) || (previous !== undefined && covers(previous, d, asked))) return DATED_WITHIN;
    elsewhere = true;
    previous = d;
  }
  // Dated, but at other times: it shares the question's words ("2023", "Juni") by chance. Undated: unknown.
  return elsewhere ? DATED_OTHERWISE : 1;
}

/** The words without which askedDate finds no date in a question without digits (question-triggers.ts): a past unit ("last year"), a month or a holiday's name. */
export const DATE_TRIGGERS: readonly string[] = [...PAST_UNIT_WORDS, ...MONTH_WORDS, ...HOLIDAY_WORDS];
