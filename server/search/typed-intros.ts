/**
 * The introductions of the pages of given schema.org types (AboutPage, ContactPage), per language,
 * found once per index; and floors them under a question that calls for such a page.
 */
import { atLeast, floorLanguages } from './floor-pages.ts';
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';

const memo = new WeakMap<SearchIndex, Map<string, SearchDoc[]>>();

/** The introductions of the pages of one of `types` in a language; found once per index, types and language. */
export function introsOfType(index: SearchIndex, lang: string, types: readonly string[]): readonly SearchDoc[] {
  let found = memo.get(index);
  if (!found) memo.set(index, (found = new Map()));
  const key = `${lang}:${types.join(',')}`;
  let docs = found.get(key);
  if (!docs) {
    const li = index.byLang.get(lang);
    docs = li ? [...li.introByPath.values()].filter((doc) => types.includes(doc.page.type)) : [];
    found.set(key, docs);
  }
  return docs;
}

/** Lifts the pages of one of `types`, in the preferred language (else in every language), to at least `share` of the best hit. */
export function withIntrosOfType(index: SearchIndex, hits: SearchHit[], lang: string | undefined, types: readonly string[], share: number): SearchHit[] {
  const langs = floorLanguages(index, lang);
  return atLeast(
    hits,
    langs.flatMap((l) => introsOfType(index, l, types)),
    share,
  );
}
