/**
 * The date of each row of a section, by the words the row holds: "When is the next Jewish history
 * walk?" is answered by the events list's row "Sun 29 November · Jewish Bamberg", not by the About
 * page's timeline row "2017 · Jewish Bamberg walk developed", though both sections state dates
 * and the timeline's row shares more words. The section's own dates (recency.ts) cannot tell them
 * apart: a timeline that ends in a year ahead, an events list with past rows below. A row is a line
 * or sentence of the section's text (a table row, a list item, a dated sentence: passage.ts
 * `sentenceRanges`) that names a date as recency.ts reads dates (a day without a year placed by
 * the page's own date and the section's heading). Found when the index is built, for at most
 * MAX_DATED_ROWS rows and MAX_ROW_TERMS distinct words per section, and kept per section as the
 * sorted ids of the index terms of its dated rows, each with the latest date of a row that holds
 * it; stored with the index (index-snapshot.ts).
 */
import { checkTermLists, indexOf, termId } from './term-lists.ts';
import type { LanguageIndex } from './search-index.ts';
import type { SectionDates } from './section-facts-builder.ts';

/** Dated rows read per section (a long events list's first rows: the coming ones stand first). */
export const MAX_DATED_ROWS = 48;
/** Distinct words of dated rows kept per section. */
export const MAX_ROW_TERMS = 96;
/** Under "when is the next …?": a section with a row dated today or later that holds a word of the question. */
export const ROW_AHEAD = 1.3;
/** … and a section whose dated rows hold the question's words only in rows dated before today (a timeline's "2017 · … walk developed"). */
export const ROW_PAST = 0.7;
/**
 * Under a short question for the time or place of a thing (dated-lists.ts `datedList`), a section
 * with a dated row that holds a word of it, past or ahead: a post's "The cribs walk on 14 December
 * 2025 …", an events row, a timeline's "2017 · Jewish history walk developed". 1.3 gained as much
 * on the development sets with more questions lost, 1.5 more lost still (fifty-fifth round).
 */
export const ROW_HOLDS = 1.2;

export interface DatedRows {
  /** The dated-row words of section d are `rowTerms[rowOffsets[d]]` to `rowTerms[rowOffsets[d + 1] - 1]`, ascending term ids; `rowLatest[i]` is the latest date (day number) of a row holding `rowTerms[i]`. */
  rowOffsets: Int32Array;
  rowTerms: Int32Array;
  rowLatest: Int32Array;
}

const DIGIT = /\d/;

/**
 * The tokens (token numbers of the index's table) of each dated row of a section, with the row's
 * latest date: `ranges` the section's sentence ranges, `tokens` the body tokens the index read from
 * them and `ends` where each sentence's tokens end; `dates` the section's dates and where each
 * begins in its text, as the section facts found them (no pattern is run again). At most
 * MAX_DATED_ROWS rows and MAX_ROW_TERMS tokens.
 */
export function datedRowTokens(ranges: readonly number[], tokens: Int32Array, ends: readonly number[], dates: SectionDates, latest: Map<number, number> = new Map()): Map<number, number> {
  latest.clear();
  const rowDates = new Map<number, number>();
  for (let i = 0; i < dates.days.length; i++) {
    // A date may span two sentences ("am 23. November" breaks after "23."): each holds it.
    const from = rowAt(ranges, dates.at[2 * i]);
    const to = rowAt(ranges, dates.at[2 * i + 1] - 1);
    for (let row = from < 0 ? to : from; row >= 0 && row <= to; row++) if ((rowDates.get(row) ?? Number.NEGATIVE_INFINITY) < dates.days[i]) rowDates.set(row, dates.days[i]);
  }
  const rows = [...rowDates.keys()].sort((a, b) => a - b).slice(0, MAX_DATED_ROWS);
  for (const row of rows) {
    const last = rowDates.get(row)!;
    for (let i = row === 0 ? 0 : ends[row - 1]; i < (ends[row] ?? tokens.length); i++) {
      const had = latest.get(tokens[i]);
      if (had === undefined && latest.size >= MAX_ROW_TERMS) continue;
      if (had === undefined || had < last) latest.set(tokens[i], last);
    }
  }
  return latest;
}

/** The sentence (its index in `ranges`, pairs of start and end) that holds text position `at`, or -1: a binary search. */
function rowAt(ranges: readonly number[], at: number): number {
  let lo = 0;
  let hi = ranges.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (at < ranges[2 * mid]) hi = mid - 1;
    else if (at >= ranges[2 * mid + 1]) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/** Collects each section's dated rows while the index is built (`add` per section in doc order, `done` once the term ids are final). */
export class DatedRowsBuilder {
  /** Per section, its dated rows' tokens and each one's latest date, in pairs (no Map kept until the build ends). */
  private readonly rows: Int32Array[] = [];
  private readonly scratch = new Map<number, number>();

  constructor(private readonly nameOf: (token: number) => string) {}

  /** Section `doc`'s sentence ranges, body tokens and sentence ends (as the index read them), and its dates as the section facts found them. */
  add(ranges: readonly number[], tokens: Int32Array, ends: readonly number[], dates: SectionDates): void {
    if (dates.days.length === 0) {
      this.rows.push(NO_ROWS);
      return;
    }
    const latest = datedRowTokens(ranges, tokens, ends, dates, this.scratch);
    const pairs = new Int32Array(2 * latest.size);
    let i = 0;
    for (const [token, day] of latest) {
      pairs[i++] = token;
      pairs[i++] = day;
    }
    this.rows.push(pairs);
  }

  /**
   * The rows' words as final term ids: `termOf` gives a token's term id before the terms were
   * sorted (-1 for a stop word), `rank` an old id's final id. A number (a year, a time) is the
   * row's date, not a word of it.
   */
  done(termOf: (token: number) => number, rank: Int32Array): DatedRows {
    const rowOffsets = new Int32Array(this.rows.length + 1);
    const ids: number[] = [];
    const dates: number[] = [];
    const found = new Map<number, number>();
    this.rows.forEach((pairs, d) => {
      found.clear();
      for (let i = 0; i < pairs.length; i += 2) {
        const term = termOf(pairs[i]);
        if (term < 0 || DIGIT.test(this.nameOf(pairs[i])[0])) continue;
        const id = rank[term];
        if ((found.get(id) ?? Number.NEGATIVE_INFINITY) < pairs[i + 1]) found.set(id, pairs[i + 1]);
      }
      for (const id of [...found.keys()].sort((a, b) => a - b)) {
        ids.push(id);
        dates.push(found.get(id)!);
      }
      rowOffsets[d + 1] = ids.length;
    });
    this.rows.length = 0;
    return { rowOffsets, rowTerms: Int32Array.from(ids), rowLatest: Int32Array.from(dates) };
  }
}
const NO_ROWS = new Int32Array(0);

/** Undefined when the arrays fit `docCount` sections and `termCount` terms, else what is wrong (a damaged snapshot). */
export function checkDatedRows(rows: DatedRows, docCount: number, termCount: number): string | undefined {
  if (!rows.rowLatest || rows.rowLatest.length !== rows.rowTerms?.length) return 'dated row dates do not match';
  return checkTermLists(rows.rowOffsets, rows.rowTerms, docCount, termCount, 'dated row word');
}

/** Counts for tests: term look-ups made by rowTimeFactor. */
export const datedRowLookups = { terms: 0 };

/**
 * Factor for section `doc` under a question for the next time of a thing: ROW_AHEAD when a row
 * that holds one of `terms` (the index terms the question asks, which the hits share) is dated `today` or later, ROW_PAST
 * when rows hold them but all are dated before, else 1 (no dated row holds a matched word). At most
 * two binary searches per term.
 */
export function rowTimeFactor(li: Pick<LanguageIndex, 'terms' | 'facts'>, doc: number, terms: ReadonlySet<string>, today: number): number {
  const { rowOffsets, rowTerms, rowLatest } = li.facts;
  const from = rowOffsets[doc];
  const to = rowOffsets[doc + 1];
  if (from === to) return 1;
  let matched = false;
  for (const term of terms) {
    datedRowLookups.terms++;
    const id = termId(li.terms, term);
    const at = id < 0 ? -1 : indexOf(rowTerms, id, from, to);
    if (at < 0) continue;
    if (rowLatest[at] >= today) return ROW_AHEAD;
    matched = true;
  }
  return matched ? ROW_PAST : 1;
}
