/**
 * A table of re-ranking's rules: per index and language, the first sections (in section order)
 * that a test picks, found by one scan of the index's sections when the index is loaded
 * (ranking-tables.ts), never by a question. Used for the time-headed sections and the
 * biographies.
 */
import type { LanguageIndex, SearchDoc, SearchIndex } from './search-index.ts';

export interface FirstSections {
  /** The sections of a language that the test picks, at most `keep`; scanned once per index and language. */
  of(index: SearchIndex, lang: string): readonly SearchDoc[];
  /** Scans made so far (tests count them: one per index and language). */
  readonly scans: { count: number };
}

/** A table of the first `keep` sections per language for which `picks(li, doc)` holds. */
export function firstSections(keep: number, picks: (li: LanguageIndex, doc: number) => boolean): FirstSections {
  const memo = new WeakMap<SearchIndex, Map<string, SearchDoc[]>>();
  const scans = { count: 0 };
  return {
    scans,
    of(index, lang) {
      let byLang = memo.get(index);
      if (!byLang) memo.set(index, (byLang = new Map()));
      let docs = byLang.get(lang);
      if (!docs) {
        scans.count++;
        docs = [];
        const li = index.byLang.get(lang);
        for (let d = 0; li && d < li.docs.length && docs.length < keep; d++) if (picks(li, d)) docs.push(li.docs[d]);
        byLang.set(lang, docs);
      }
      return docs;
    },
  };
}
