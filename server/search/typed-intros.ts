/**
 * The introductions of the pages of given schema.org types (AboutPage, ContactPage), per language,
 * found once per index (when it is loaded, ranking-tables.ts); and floors them under a question
 * that calls for such a page.
 */
import { atLeast, floorLanguages } from './floor-pages.ts';
import { roleType } from './page-roles.ts';
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';

const memo = new WeakMap<SearchIndex, Map<string, Map<string, SearchDoc[]>>>();

/** Scans of an index's introductions by type: one per index (ranking-tables.ts makes it when the index is loaded), never one per question. */
export const introScans = { count: 0 };

/** Each language's page introductions by schema.org type, in page order: read once per index. */
export function introsByType(index: SearchIndex): Map<string, Map<string, SearchDoc[]>> {
  let byLang = memo.get(index);
  if (byLang) return byLang;
  introScans.count++;
  byLang = new Map();
  for (const [lang, li] of index.byLang) {
    const byType = new Map<string, SearchDoc[]>();
    for (const doc of li.introByPath.values()) {
      // The role of a page the owner left a plain WebPage (page-roles.ts): its contact page is found by its address.
      const type = roleType(doc.page);
      const docs = byType.get(type);
      if (docs) docs.push(doc);
      else byType.set(type, [doc]);
    }
    byLang.set(lang, byType);
  }
  memo.set(index, byLang);
  return byLang;
}

const NONE: readonly SearchDoc[] = [];

/** The introductions of the pages of one of `types` in a language, in page order. */
export function introsOfType(index: SearchIndex, lang: string, types: readonly string[]): readonly SearchDoc[] {
  const byType = introsByType(index).get(lang);
  if (!byType) return NONE;
  if (types.length === 1) return byType.get(types[0]) ?? NONE;
  const docs = types.flatMap((t) => byType.get(t) ?? NONE);
  // Pages' sections are consecutive, so an introduction's section id gives its page's place.
  const at = index.byLang.get(lang)!.docOf;
  return docs.sort((a, b) => at.get(a.section)! - at.get(b.section)!);
}

/** Lifts the pages of one of `types`, in the preferred language (else in every language), to at least `share` of the best hit. */
export function withIntrosOfType(index: SearchIndex, hits: SearchHit[], lang: string | undefined, types: readonly string[], share: number, alone?: number): SearchHit[] {
  const langs = floorLanguages(index, lang);
  return atLeast(
    hits,
    langs.flatMap((l) => introsOfType(index, l, types)),
    share,
    false,
    alone,
  );
}
