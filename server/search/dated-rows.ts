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
import { analyze, analyzerFor } from './analyzer.ts';
import { checkTermLists, indexOf, termId } from './number-neighbours.ts';
import { datesIn, type YearlessDates } from './recency.ts';
import type { LanguageIndex } from './search-index.ts';

/** Dated rows read per section (a long events list's first rows: the coming ones stand first). */
export const MAX_DATED_ROWS = 48;
/** Distinct words of dated rows kept per section. */
export const MAX_ROW_TERMS = 96;
/** Characters of a section's text read for rows: recency.ts reads a section's dates from as many. */
const ROW_CHARS = 4000;
/** Under "when is the next …?": a section with a row dated today or later that holds a word of the question. */
export const ROW_AHEAD = 1.3;
/** … and a section whose dated rows hold a matched word only in rows dated before today (a timeline's "2017 · … walk developed"). */
export const ROW_PAST = 0.7;

export interface DatedRows {
  /** The dated-row words of section d are `rowTerms[rowOffsets[d]]` to `rowTerms[rowOffsets[d + 1] - 1]`, ascending term ids; `rowLatest[i]` is the latest date (day number) of a row holding `rowTerms[i]`. */
  rowOffsets: Int32Array;
  rowTerms: Int32Array;
  rowLatest: Int32Array;
}

const DIGIT = /\d/;

/** The stems of each dated row of a text, with the row's latest date, at most MAX_DATED_ROWS rows and MAX_ROW_TERMS stems. */
export function datedRowStems(text: string, ranges: readonly number[], lang: string, yearless?: YearlessDates): Map<string, number> {
  const latest = new Map<string, number>();
  const analyzer = analyzerFor(lang);
  let rows = 0;
  for (let r = 0; r < ranges.length && ranges[r] < ROW_CHARS && rows < MAX_DATED_ROWS; r += 2) {
    const row = text.slice(ranges[r], Math.min(ranges[r + 1], ROW_CHARS));
    if (!DIGIT.test(row)) continue;
    const dates = datesIn(row, yearless);
    if (dates.length === 0) continue;
    rows++;
    const last = Math.max(...dates);
    for (const stem of analyze(row, analyzer)) {
      // A year or time is the row's date, not its topic (a question's own date is asked-dates.ts's).
      if (DIGIT.test(stem[0])) continue;
      const had = latest.get(stem);
      if (had === undefined && latest.size >= MAX_ROW_TERMS) continue;
      if (had === undefined || had < last) latest.set(stem, last);
    }
  }
  return latest;
}

/** Collects each section's dated rows while the index is built (`add` per section in doc order, `done` once the terms are final). */
export class DatedRowsBuilder {
  private readonly rows: Map<string, number>[] = [];

  constructor(private readonly lang: string) {}

  /** Section `doc`'s plain text and its sentence ranges; `dated`: the section facts found a date in it (else no row is read). */
  add(text: string, ranges: readonly number[], dated: boolean, yearless?: YearlessDates): void {
    this.rows.push(dated ? datedRowStems(text, ranges, this.lang, yearless) : NO_ROWS);
  }

  /** The rows' words as ids in the final sorted `terms`; a stem the index does not hold is one no question can match. */
  done(terms: readonly string[]): DatedRows {
    const rowOffsets = new Int32Array(this.rows.length + 1);
    const ids: number[] = [];
    const dates: number[] = [];
    this.rows.forEach((latest, d) => {
      const found: [number, number][] = [];
      for (const [stem, day] of latest) {
        const id = termId(terms, stem);
        if (id >= 0) found.push([id, day]);
      }
      found.sort((a, b) => a[0] - b[0]);
      for (const [id, day] of found) {
        ids.push(id);
        dates.push(day);
      }
      rowOffsets[d + 1] = ids.length;
    });
    this.rows.length = 0;
    return { rowOffsets, rowTerms: Int32Array.from(ids), rowLatest: Int32Array.from(dates) };
  }
}
const NO_ROWS: Map<string, number> = new Map();

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
