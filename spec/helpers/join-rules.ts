/** What the specs of the rules that rule out joined pairs without stemming (german-joins.ts, english-joins.ts) share. */
import { findSorted, type LanguageIndex } from '../../server/search/search-index.ts';
import { BoundedCache } from '../../server/search/bounded-cache.ts';

/**
 * Every pair of about 400 of the index's own words, and each of them before one of `endings`:
 * how many pairs stem, joined, to a term; how many `possible` rules out; and the pairs it rules
 * out although they do stem to a term (none, for a rule that is right).
 */
export function joinsOfSiteWords(li: LanguageIndex, stem: (token: string) => string, possible: (terms: readonly string[], first: string, second: string) => boolean, endings: readonly string[]) {
  const words = li.surfaces.filter((_, i) => i % Math.ceil(li.surfaces.length / 400) === 0);
  let ruledOut = 0;
  let joined = 0;
  const missed: string[] = [];
  for (const first of words) {
    for (const second of [...words, ...endings]) {
      const found = findSorted(li.terms, stem(first + second)) >= 0;
      const may = possible(li.terms, first, second);
      if (found) joined++;
      if (found && !may) missed.push(`${first} ${second}`);
      if (!may) ruledOut++;
    }
  }
  return { pairs: words.length * words.length, ruledOut, joined, missed };
}

/** The index with a stemmer that counts its calls, and caches of its own (so no stem comes from an earlier test). */
export function stemCounting(li: LanguageIndex): { index: LanguageIndex; stems: () => number } {
  let stems = 0;
  const index: LanguageIndex = {
    ...li,
    analyzer: { ...li.analyzer, stem: (t: string) => (stems++, li.analyzer.stem(t)) },
    expansions: new BoundedCache(16, 4096),
  };
  return { index, stems: () => stems };
}
