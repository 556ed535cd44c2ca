/**
 * A table of re-ranking's rules: per index and language, the first sections (in section order)
 * that a test picks (or, given a rank, the highest ranked), found by one scan of the index's sections when the index is loaded
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

/**
 * A table of the first `keep` sections per language for which `picks(li, doc)` holds. With `rank`,
 * every section is read and the `keep` picked ones of the highest rank are kept (of a tie, the
 * first), listed in section order.
 */
export function firstSections(keep: number, picks: (li: LanguageIndex, doc: number) => boolean, rank?: (li: LanguageIndex, doc: number) => number): FirstSections {
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
        if (li && rank) docs = highestRanked(li, keep, picks, rank);
        else for (let d = 0; li && d < li.docs.length && docs.length < keep; d++) if (picks(li, d)) docs.push(li.docs[d]);
        byLang.set(lang, docs);
      }
      return docs;
    },
  };
}

/** The `keep` sections `picks` holds for with the highest rank (of a tie, the first), in section order: one pass, at most `keep` held. */
function highestRanked(li: LanguageIndex, keep: number, picks: (li: LanguageIndex, doc: number) => boolean, rank: (li: LanguageIndex, doc: number) => number): SearchDoc[] {
  const held: { doc: number; rank: number }[] = [];
  for (let d = 0; d < li.docs.length; d++) {
    if (!picks(li, d)) continue;
    const r = rank(li, d);
    if (held.length < keep) {
      held.push({ doc: d, rank: r });
      continue;
    }
    // The lowest held, the last of a tie: a later section replaces it only by ranking higher.
    let low = 0;
    for (let i = 1; i < held.length; i++) if (held[i].rank <= held[low].rank) low = i;
    if (r > held[low].rank) held[low] = { doc: d, rank: r };
  }
  return held.sort((a, b) => a.doc - b.doc).map((h) => li.docs[h.doc]);
}
