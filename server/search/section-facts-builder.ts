/**
 * Finds the section facts (section-facts.ts) of a language's sections while its index is
 * built, with the rules' own functions, so they are what the rules would read on a hit. The
 * facts are stored in the snapshot: a change to what these functions find must bump
 * INDEX_SETTINGS.format (search-index.ts), or a restart reads what the old rule found.
 */
import { datesIn, namesTimeList, yearlessOf } from './recency.ts';
import type { Page } from '../site/site-types.ts';
import { amountsInText } from './price-intent.ts';
import { boldSpans, introducesPeople } from './bold-names.ts';
import { HOURS_HEADED, LISTS_PEOPLE, TIME_HEADED, type SectionFacts } from './section-facts.ts';
import { headsHours } from './opening-hours.ts';
import type { NumberNeighbours } from './number-neighbours.ts';
import type { OriginNeighbours } from './origin-next.ts';
import type { DatedRows } from './dated-rows.ts';

/** Every dated pattern of recency.ts ends in four digits, every amount and day has a digit: a text without them has none (the patterns are not run). */
const FOUR_DIGITS = /\d{4}/;
const DIGIT = /\d/;

/** The dates a section names (day numbers) and where each begins and ends in its plain text, two numbers per date (negative: in its heading). */
export interface SectionDates {
  days: readonly number[];
  at: number[];
}
const NO_DAYS: number[] = [];

/** Collects the facts of a language's sections in doc order (`add` once per section, then `done`). */
export class SectionFactsBuilder {
  private readonly dateOffsets: Int32Array;
  private readonly amounts: Uint16Array;
  private readonly flags: Uint16Array;
  private dates: number[] = [];
  private spanDoc: number[] = [];
  private readonly spansOf = new Map<string, number[]>();
  private count = 0;

  constructor(
    private readonly lang: string,
    docCount: number,
  ) {
    this.dateOffsets = new Int32Array(docCount + 1);
    this.amounts = new Uint16Array(docCount);
    this.flags = new Uint16Array(docCount);
  }

  /** The next section's facts: from its heading (`name`, at `level`), plain text and own Markdown, as the rules read them. Returns the dates it names and where they stand (the dated rows read them, dated-rows.ts). */
  add(name: string, level: number, text: string, ownMarkdown: string, page?: Page): SectionDates {
    const d = this.count++;
    const timeList = namesTimeList(name, level, this.lang);
    // Days without a year ("24 December") need only a digit; they are read by the page's own date (recency.ts).
    const yearless = page && (DIGIT.test(name) || DIGIT.test(text)) ? yearlessOf(page, timeList, name) : undefined;
    const found: SectionDates = { days: NO_DAYS, at: NO_DAYS };
    if (yearless || FOUR_DIGITS.test(name) || FOUR_DIGITS.test(text)) {
      found.at = [];
      found.days = datesIn(`${name}\n${text}`, yearless, found.at);
      // Where each date stands in `text` itself (the heading's own are before 0).
      for (let i = 0; i < found.at.length; i++) found.at[i] -= name.length + 1;
      for (const day of found.days) this.dates.push(day);
    }
    this.dateOffsets[d + 1] = this.dates.length;
    this.amounts[d] = DIGIT.test(text) ? amountsInText(text) : 0;
    let flags = timeList ? TIME_HEADED : 0;
    if (headsHours(name)) flags |= HOURS_HEADED;
    // Bold names or a table: the only ways a section introduces people that introducesPeople reads.
    if ((ownMarkdown.includes('**') || ownMarkdown.includes('|')) && introducesPeople(ownMarkdown)) flags |= LISTS_PEOPLE;
    if (ownMarkdown.includes('**')) {
      for (const words of boldSpans(ownMarkdown)) {
        const span = this.spanDoc.push(d) - 1;
        for (const word of words) {
          let spans = this.spansOf.get(word);
          if (!spans) this.spansOf.set(word, (spans = []));
          if (spans[spans.length - 1] !== span) spans.push(span);
        }
      }
    }
    this.flags[d] = flags;
    return found;
  }

  /** The facts found here; the words next to numbers and origin words are added by the index build (number-neighbours.ts, origin-next.ts). */
  done(): Omit<SectionFacts, keyof NumberNeighbours | keyof OriginNeighbours | keyof DatedRows> {
    if (this.count !== this.amounts.length) throw new Error(`section facts: ${this.count} sections added of ${this.amounts.length}`);
    const boldWords = [...this.spansOf.keys()].sort();
    const wordOffsets = new Int32Array(boldWords.length + 1);
    const spanOf: number[] = [];
    boldWords.forEach((word, w) => {
      for (const span of this.spansOf.get(word)!) spanOf.push(span);
      wordOffsets[w + 1] = spanOf.length;
    });
    return {
      dateOffsets: this.dateOffsets,
      dates: Int32Array.from(this.dates),
      amounts: this.amounts,
      flags: this.flags,
      boldWords,
      wordOffsets,
      spanOf: Int32Array.from(spanOf),
      spanDoc: Int32Array.from(this.spanDoc),
    };
  }
}
