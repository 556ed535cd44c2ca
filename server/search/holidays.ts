/**
 * "When are you closed over Christmas?", "Haben Sie an Silvester geöffnet?", "Are you open
 * between Christmas and New Year?": a holiday is a date the question names without a number.
 * The site answers with a dated row ("23 December 2026 – 6 January 2027 | studio closed") that
 * shares no word with the holiday's name, so a named holiday is read as the days it covers, in
 * its next occurrence (its last one in a question put in the past), and compared with the dates
 * sections state, as a named date is (asked-dates.ts). Several holidays named together ("over
 * Christmas and New Year") ask for the stretch from the first to the last.
 *
 * The names are data per language (general vocabulary, the holidays of the sites' languages'
 * calendars); an owner whose holidays are others adds them here.
 */
import { foldToken } from './analyzer.ts';

/** Days since 1970 (as recency.ts counts), first and last day included. */
export interface DayRange {
  from: number;
  to: number;
}

/** A holiday's first day in a year, and how many days it lasts. */
interface Holiday {
  /** Its first day (days since 1970) in `year`. */
  start(year: number): number;
  days: number;
}

const DAY_MS = 86_400_000;
const dayOf = (year: number, month: number, date: number) => Math.floor(Date.UTC(year, month - 1, date) / DAY_MS);
const fixed = (month: number, date: number, days = 1): Holiday => ({ start: (year) => dayOf(year, month, date), days });

/** Easter Sunday of a year (Gregorian calendar: the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - Math.floor(b / 4) - g + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, date);
}
const fromEaster = (offset: number, days: number): Holiday => ({ start: (year) => easterSunday(year) + offset, days });

const CHRISTMAS = fixed(12, 24, 3);
const CHRISTMAS_EVE = fixed(12, 24);
const NEW_YEARS_EVE = fixed(12, 31);
const NEW_YEARS_DAY = fixed(1, 1);
const NEW_YEAR = fixed(12, 31, 2);
/** "Between the years": from Christmas Eve to New Year's Day. */
const BETWEEN_THE_YEARS = fixed(12, 24, 9);
const EASTER = fromEaster(-2, 4);
const WHITSUN = fromEaster(49, 2);

/** Each language's holiday names, as folded question tokens (a name of several words is matched as a run of tokens); the longest first. */
const NAMES: Record<string, [string, Holiday][]> = {
  en: [
    ['new year s eve', NEW_YEARS_EVE],
    ['new years eve', NEW_YEARS_EVE],
    ['new year s day', NEW_YEARS_DAY],
    ['new years day', NEW_YEARS_DAY],
    ['christmas eve', CHRISTMAS_EVE],
    ['christmas day', fixed(12, 25)],
    ['boxing day', fixed(12, 26)],
    ['new year s', NEW_YEAR],
    ['new years', NEW_YEAR],
    ['new year', NEW_YEAR],
    ['good friday', fromEaster(-2, 1)],
    ['easter monday', fromEaster(1, 1)],
    ['easter sunday', fromEaster(0, 1)],
    ['whit monday', fromEaster(50, 1)],
    ['christmas', CHRISTMAS],
    ['xmas', CHRISTMAS],
    ['easter', EASTER],
    ['whitsun', WHITSUN],
    ['pentecost', WHITSUN],
  ],
  de: [
    ['zwischen den jahren', BETWEEN_THE_YEARS],
    ['heiligabend', CHRISTMAS_EVE],
    ['heiligen abend', CHRISTMAS_EVE],
    ['weihnachten', CHRISTMAS],
    ['weihnachtstage', CHRISTMAS],
    ['weihnachtsfeiertage', CHRISTMAS],
    ['weihnachtsfeiertagen', CHRISTMAS],
    ['weihnachtstagen', CHRISTMAS],
    ['feiertage weihnachten', CHRISTMAS],
    ['silvester', NEW_YEARS_EVE],
    ['neujahr', NEW_YEARS_DAY],
    ['neujahrstag', NEW_YEARS_DAY],
    ['jahreswechsel', NEW_YEAR],
    ['karfreitag', fromEaster(-2, 1)],
    ['ostermontag', fromEaster(1, 1)],
    ['ostern', EASTER],
    ['osterfeiertage', EASTER],
    ['osterfeiertagen', EASTER],
    ['ostersonntag', fromEaster(0, 1)],
    ['pfingsten', WHITSUN],
    ['pfingstsonntag', fromEaster(49, 1)],
    ['pfingstmontag', fromEaster(50, 1)],
  ],
};

/** Per language, per first token: the names starting with it (their tokens) and their holiday, the longest first. */
const BY_FIRST: ReadonlyMap<string, ReadonlyMap<string, readonly [readonly string[], Holiday][]>> = new Map(
  Object.entries(NAMES).map(([lang, names]) => {
    const byFirst = new Map<string, [string[], Holiday][]>();
    for (const [name, holiday] of names) {
      const tokens = name.split(' ').map(foldToken);
      const list = byFirst.get(tokens[0]) ?? [];
      list.push([tokens, holiday]);
      byFirst.set(tokens[0], list);
    }
    return [lang, byFirst];
  }),
);

/** Words before a holiday that ask for a time before or after it, not its days ("order before Christmas", "bis Weihnachten", "after Easter"). */
const NOT_ITS_DAYS: ReadonlySet<string> = new Set(['before', 'by', 'until', 'till', 'after', 'since', 'vor', 'bis', 'nach', 'seit', 'ab'].map(foldToken));

/** The holidays named by one word ("Christmas", "Ostern"; not "new" of "New Year"), in every language, folded. */
export const ONE_WORD_HOLIDAYS: readonly string[] = Object.values(NAMES).flatMap((names) => names.filter(([name]) => !name.includes(' ')).map(([name]) => foldToken(name)));

/** The first word of every holiday's name, in every language (question-triggers.ts: without one, askedDate names no holiday). */
export const HOLIDAY_WORDS: readonly string[] = [...new Set([...BY_FIRST.values()].flatMap((byFirst) => [...byFirst.keys()]))];

/** Articles between such a word and the holiday ("before the New Year", "vor den Feiertagen"): looked past. */
const ARTICLES: ReadonlySet<string> = new Set(['the', 'den', 'dem', 'der', 'zum', 'zu']);

/** The token at `at`, or the one before it when it is an article. */
function articleSkipped(tokens: readonly string[], at: number): string | undefined {
  return ARTICLES.has(tokens[at]) ? tokens[at - 1] : tokens[at];
}

/** Holidays named together more than this many days apart are two questions, not one stretch. */
const STRETCH_DAYS = 14;

/**
 * The occurrence of `holiday` that a question asked today means: the running or the next one, or
 * in the past the last one begun. Last year's is tried first: New Year and "zwischen den Jahren"
 * are still running on 1 January.
 */
function occurrence(holiday: Holiday, today: number, past: boolean): DayRange {
  const year = new Date(today * DAY_MS).getUTCFullYear();
  for (const y of past ? [year, year - 1] : [year - 1, year, year + 1]) {
    const from = holiday.start(y);
    if (past ? from <= today : from + holiday.days - 1 >= today) return { from, to: from + holiday.days - 1 };
  }
  // Unreachable: every holiday recurs each year, so one of the three years above holds it.
  return { from: holiday.start(year), to: holiday.start(year) + holiday.days - 1 };
}

/**
 * The days of the holidays the question names (in `langs`), as one stretch, or undefined when
 * it names none. `past`: the question is put in the past. One map lookup per token; a name's
 * further tokens are compared only after its first matched.
 */
export function namedHolidays(tokens: readonly string[], today: number, langs: readonly string[], past = false): DayRange | undefined {
  let range: DayRange | undefined;
  for (let i = 0; i < tokens.length; i++) {
    for (const lang of langs) {
      const names = BY_FIRST.get(lang)?.get(tokens[i]);
      if (!names) continue;
      const holiday = names.find(([name]) => name.every((t, k) => tokens[i + k] === t));
      if (!holiday) continue;
      const before = articleSkipped(tokens, i - 1);
      i += holiday[0].length - 1;
      // "before Christmas" asks no holiday's days; "from Christmas until New Year" names the stretch's end.
      if (range === undefined && before !== undefined && NOT_ITS_DAYS.has(before)) break;
      const days = occurrence(holiday[1], today, past);
      // "over Christmas and New Year": one stretch; a holiday named far from the first is left out.
      if (!range) range = days;
      else if (days.from - range.to <= STRETCH_DAYS && range.from - days.to <= STRETCH_DAYS) range = { from: Math.min(range.from, days.from), to: Math.max(range.to, days.to) };
      // Too far apart to be one stretch: the nearer one ("between Christmas and New Year" asked on 28 December: New Year's).
      else if (days.from < range.from) range = days;
      break;
    }
  }
  return range;
}
