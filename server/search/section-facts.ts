/**
 * What re-ranking's rules read of every section's plain text: the dates it names (recency.ts),
 * how many amounts of money it states (price-intent.ts) and whether its heading names what is
 * coming or on now (time-headings.ts). Found once per section when the
 * index is built (packLanguage, from the text it tokenises anyway), stored with the index
 * (index-snapshot.ts) and read from typed arrays by a question: no section's text is computed
 * and no regular expression is run on a question's path. Before, both were found on a
 * section's first hit: a "latest …" question at 100k sections computed the text and ran the
 * date pattern for each of its 200 new hits (about 50 µs each).
 */
import { datesIn, namesTimeList } from './recency.ts';
import { amountsInText } from './price-intent.ts';
import type { SearchIndex } from './search-index.ts';
import type { Page, Section } from '../site/site-types.ts';

export interface SectionFacts {
  /** The dates (day numbers) of section d are `dates[dateOffsets[d]]` to `dates[dateOffsets[d + 1] - 1]`, in text order. */
  dateOffsets: Int32Array;
  dates: Int32Array;
  /** Amounts of money section d states (at most 10 counted). */
  amounts: Uint16Array;
  /** 1 when section d's heading names what is coming or on now (recency.ts namesTimeList), else 0. */
  timeHeadings: Uint16Array;
}

/** Every date pattern of recency.ts ends in four digits, every amount has a digit: a text without them has none (the patterns are not run). */
const FOUR_DIGITS = /\d{4}/;
const DIGIT = /\d/;

/** Collects the facts of a language's sections in doc order (`add` once per section, then `done`). */
export class SectionFactsBuilder {
  private readonly dateOffsets: Int32Array;
  private readonly amounts: Uint16Array;
  private readonly timeHeadings: Uint16Array;
  private dates: number[] = [];
  private count = 0;

  constructor(
    private readonly lang: string,
    docCount: number,
  ) {
    this.dateOffsets = new Int32Array(docCount + 1);
    this.amounts = new Uint16Array(docCount);
    this.timeHeadings = new Uint16Array(docCount);
  }

  /** The next section's facts: from its heading (`name`, at `level`) and plain text, as recency.ts and price-intent.ts read them. */
  add(name: string, level: number, text: string): void {
    const d = this.count++;
    this.timeHeadings[d] = namesTimeList(name, level, this.lang) ? 1 : 0;
    if (FOUR_DIGITS.test(name) || FOUR_DIGITS.test(text)) for (const day of datesIn(`${name}\n${text}`)) this.dates.push(day);
    this.dateOffsets[d + 1] = this.dates.length;
    this.amounts[d] = DIGIT.test(text) ? amountsInText(text) : 0;
  }

  done(): SectionFacts {
    if (this.count !== this.amounts.length) throw new Error(`section facts: ${this.count} sections added of ${this.amounts.length}`);
    return { dateOffsets: this.dateOffsets, dates: Int32Array.from(this.dates), amounts: this.amounts, timeHeadings: this.timeHeadings };
  }
}

/** The dates of section `doc` (a copy: at most what its text names). */
export function datesOf(facts: SectionFacts, doc: number): number[] {
  const out: number[] = [];
  for (let i = facts.dateOffsets[doc]; i < facts.dateOffsets[doc + 1]; i++) out.push(facts.dates[i]);
  return out;
}

/** The dates a section of the index names, as found at build; undefined for a section the index does not hold (or an index built without facts). */
export function sectionDatesIn(index: SearchIndex, page: Page, section: Section): number[] | undefined {
  const li = index.byLang.get(page.lang);
  const doc = li?.facts && li.docOf.get(section);
  return doc === undefined ? undefined : datesOf(li!.facts!, doc);
}

/** The amounts of money a section of the index states, as found at build; undefined as above. */
export function sectionAmountsIn(index: SearchIndex, page: Page, section: Section): number | undefined {
  const li = index.byLang.get(page.lang);
  const doc = li?.facts && li.docOf.get(section);
  return doc === undefined ? undefined : li!.facts!.amounts[doc];
}

/** Undefined when the arrays do not fit `docCount` sections (a damaged snapshot), else the reason. */
export function checkSectionFacts(facts: SectionFacts, docCount: number): string | undefined {
  const { dateOffsets, dates, amounts, timeHeadings } = facts;
  if (dateOffsets.length !== docCount + 1 || amounts.length !== docCount || timeHeadings.length !== docCount || dateOffsets[0] !== 0 || dateOffsets[docCount] !== dates.length)
    return 'section facts do not match the sections';
  for (let d = 0; d < docCount; d++) if (dateOffsets[d + 1] < dateOffsets[d]) return 'section fact offsets decrease';
  return undefined;
}
