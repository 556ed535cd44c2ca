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
/** Sections read per language to find bold names (once per index), spans kept, words a name may have. */
const SCAN = 20_000;
const KEEP = 500;
const NAME_WORDS = 4;
/** Sections lifted per question at most. */
const LIFTED = 3;

/** A section that introduces two or more people (bold names followed by a comma, "- **Aylin Demir**, …") under a question for a person: ×this. */
export const PEOPLE_LIST = 1.3;
const APPOSITION = /\*\*[^*\d\n]{2,80}\*\*,/g;
const listMemo = new WeakMap<SearchIndex, Set<SearchDoc['section']>>();

/** Whether a section introduces people: two or more bold names each followed by a comma; found once per index, at most SCAN sections per language read. */
export function listsPeople(index: SearchIndex, doc: SearchDoc): boolean {
  let lists = listMemo.get(index);
  if (!lists) {
    lists = new Set();
    for (const li of index.byLang.values()) for (const d of li.docs.slice(0, SCAN)) if ((d.section.ownMarkdown.match(APPOSITION)?.length ?? 0) >= 2) lists.add(d.section);
    listMemo.set(index, lists);
  }
  return lists.has(doc.section);
}

interface BoldName {
  words: readonly string[];
  doc: SearchDoc;
}

const memo = new WeakMap<SearchIndex, Map<string, BoldName[]>>();

/** The short bold spans (names) of a language's sections, with their section; found once per index, at most SCAN sections read. */
export function boldNames(index: SearchIndex, lang: string): readonly BoldName[] {
  let byLang = memo.get(index);
  if (!byLang) {
    byLang = new Map();
    for (const [l, li] of index.byLang) {
      const names: BoldName[] = [];
      for (const doc of li.docs.slice(0, SCAN)) {
        for (const match of doc.section.ownMarkdown.matchAll(/\*\*([^*\n]{2,80})\*\*/g)) {
          const words = tokenize(match[1], { joined: false });
          if (words.length > 0 && words.length <= NAME_WORDS && names.length < KEEP) names.push({ words, doc });
        }
      }
      byLang.set(l, names);
    }
    memo.set(index, byLang);
  }
  return byLang.get(lang) ?? [];
}

/** The sections that set every one of the name's words (the question after "who is") in one bold span. */
export function sectionsNaming(index: SearchIndex, lang: string, name: readonly string[]): SearchDoc[] {
  const out: SearchDoc[] = [];
  if (name.length === 0 || name.length > NAME_WORDS) return out;
  for (const bold of boldNames(index, lang)) {
    if (name.every((w) => bold.words.includes(w)) && !out.includes(bold.doc)) out.push(bold.doc);
    if (out.length >= LIFTED) break;
  }
  return out;
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
