/**
 * "Who is Mara Kellenberger?": the page that introduces a person often sets their name in bold
 * at the start of a line about them ("- **Mara Kellenberger**, from Lindau, has been …"), while
 * pages that mention them in passing do not; a passing mention in a short text can still score
 * higher. Under a "who is …?" question whose name is set in bold in a section, that section is
 * listed at least at BOLD_NAME_FLOOR of the best hit: the owner marked it as where the person is
 * introduced. A section that introduces several people so ("- **Name**, my sister, …") counts
 * PEOPLE_LIST under any question for a person ("Wer ist Kaspar?", "who runs the office?").
 */
import { tokenize } from './analyzer.ts';
import { atLeast, floorLanguages } from './floor-pages.ts';
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';

/** Share of the best hit's score a section that sets the asked name in bold gets at least. */
export const BOLD_NAME_FLOOR = 1.05;
/** Words a name may have. */
const NAME_WORDS = 4;
/** Sections lifted per question at most. */
const LIFTED = 3;

/** A section that introduces two or more people (bold names followed by a comma, "- **Aylin Demir**, …") under a question for a person: ×this. */
export const PEOPLE_LIST = 1.3;
const APPOSITION = /\*\*[^*\d\n]{2,80}\*\*,/g;
const BOLD = /\*\*([^*\n]{2,80})\*\*/g;

/** Scans of an index's sections for bold spans: one per index (ranking-tables.ts makes it when the index is loaded), never one per question. */
export const boldScans = { count: 0 };

/**
 * A language's bold spans of 1 to NAME_WORDS words (names), each section read: span i is in
 * `docs[i]`, and `spansOf` lists, per word, the spans that have it, in section order. Sized by
 * the site (a list entry per word of a span), and a question reads only its name's words' lists.
 */
export interface BoldNames {
  docs: SearchDoc[];
  spansOf: Map<string, number[]>;
}

interface BoldTables {
  /** The sections that introduce people (see listsPeople). */
  lists: Set<SearchDoc['section']>;
  byLang: Map<string, BoldNames>;
}

const memo = new WeakMap<SearchIndex, BoldTables>();

/** The index's bold names and lists of people, read from every section once: when the index is loaded (ranking-tables.ts), else on first use. */
export function boldTables(index: SearchIndex): BoldTables {
  let tables = memo.get(index);
  if (tables) return tables;
  boldScans.count++;
  tables = { lists: new Set(), byLang: new Map() };
  for (const [lang, li] of index.byLang) {
    const names: BoldNames = { docs: [], spansOf: new Map() };
    for (const doc of li.docs) {
      const markdown = doc.section.ownMarkdown;
      if (!markdown.includes('**')) continue;
      if ((markdown.match(APPOSITION)?.length ?? 0) >= 2) tables.lists.add(doc.section);
      for (const match of markdown.matchAll(BOLD)) {
        const words = tokenize(match[1], { joined: false });
        if (words.length === 0 || words.length > NAME_WORDS) continue;
        const span = names.docs.push(doc) - 1;
        for (const word of words) {
          let spans = names.spansOf.get(word);
          if (!spans) names.spansOf.set(word, (spans = []));
          if (spans[spans.length - 1] !== span) spans.push(span);
        }
      }
    }
    tables.byLang.set(lang, names);
  }
  memo.set(index, tables);
  return tables;
}

/** Whether a section introduces people: two or more bold names each followed by a comma. */
export function listsPeople(index: SearchIndex, doc: SearchDoc): boolean {
  return boldTables(index).lists.has(doc.section);
}

/** The bold names of a language's sections. */
export function boldNames(index: SearchIndex, lang: string): BoldNames | undefined {
  return boldTables(index).byLang.get(lang);
}

/** The sections that set every one of the name's words (the question after "who is") in one bold span, in section order. */
export function sectionsNaming(index: SearchIndex, lang: string, name: readonly string[]): SearchDoc[] {
  const out: SearchDoc[] = [];
  const names = name.length === 0 || name.length > NAME_WORDS ? undefined : boldNames(index, lang);
  if (!names) return out;
  // The spans of the name's rarest word, in order, each checked for the other words (binary search in their lists).
  let shortest: number[] | undefined;
  for (const word of name) {
    const spans = names.spansOf.get(word);
    if (!spans) return out;
    if (!shortest || spans.length < shortest.length) shortest = spans;
  }
  for (const span of shortest!) {
    if (!name.every((w) => hasSpan(names.spansOf.get(w)!, span))) continue;
    const doc = names.docs[span];
    if (!out.includes(doc)) out.push(doc);
    if (out.length >= LIFTED) break;
  }
  return out;
}

function hasSpan(spans: readonly number[], span: number): boolean {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (spans[mid] < span) lo = mid + 1;
    else hi = mid;
  }
  return spans[lo] === span;
}

/** Under "who is <name>?" (`name`: the question's tokens after "who is"): lifts the sections that set the name in bold, in the preferred language (else every language). */
export function withBoldNames(index: SearchIndex, hits: SearchHit[], name: readonly string[], lang: string | undefined): SearchHit[] {
  const langs = floorLanguages(index, lang);
  return atLeast(
    hits,
    langs.flatMap((l) => sectionsNaming(index, l, name)),
    BOLD_NAME_FLOOR,
    true,
  );
}
