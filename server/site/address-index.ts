/**
 * An index of a site's page addresses for suggesting the closest existing ones to a
 * missing address: trigrams of each address, built once per loaded site. A lookup costs
 * at most (input trigrams × MAX_POSTINGS) + (CANDIDATES × longest address) steps, and an
 * input longer than any address plus MARGIN costs one step and gets no suggestion.
 */
import type { Site } from './site-types.ts';

/** A trigram listed under more addresses than this says little; it is only used to re-score. */
export const MAX_POSTINGS = 256;
/** Addresses re-scored exactly, best first by the trigrams counted. */
export const CANDIDATES = 16;
/** Characters an input may exceed the longest address by and still get suggestions. */
export const MARGIN = 16;
/** Share of trigrams in common (of the larger set) below which an address does not resemble the input. */
export const MIN_SIMILARITY = 0.45;

export interface AddressIndex {
  paths: string[];
  /** Page positions (in `paths`) by trigram. */
  grams: Map<string, Int32Array>;
  /** Longest input that can still get suggestions. */
  maxLength: number;
}

/** Counts the steps of a lookup, for tests that bound the work. */
export interface WorkCounter {
  ops: number;
}

function trigrams(text: string, counter?: WorkCounter): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) grams.add(text.slice(i, i + 3));
  if (text.length < 3 && text) grams.add(text);
  if (counter) counter.ops += text.length;
  return grams;
}

export function buildAddressIndex(paths: readonly string[]): AddressIndex {
  const lists = new Map<string, number[]>();
  paths.forEach((path, id) => {
    for (const gram of trigrams(path.toLowerCase())) {
      let list = lists.get(gram);
      if (!list) lists.set(gram, (list = []));
      list.push(id);
    }
  });
  const grams = new Map<string, Int32Array>();
  for (const [gram, list] of lists) grams.set(gram, Int32Array.from(list));
  const longest = paths.reduce((n, p) => Math.max(n, p.length), 0);
  return { paths: [...paths], grams, maxLength: longest + MARGIN };
}

/**
 * The addresses most like `input`, best first, at most `count`; none when nothing is at
 * least MIN_SIMILARITY alike.
 */
export function similarAddresses(index: AddressIndex, input: string, count: number, counter: WorkCounter = { ops: 0 }): string[] {
  counter.ops += 1;
  if (input.length > index.maxLength || count <= 0) return [];
  const query = trigrams(input.toLowerCase(), counter);
  const shared = new Map<number, number>();
  for (const gram of query) {
    counter.ops += 1;
    const list = index.grams.get(gram);
    if (!list || list.length > MAX_POSTINGS) continue;
    counter.ops += list.length;
    for (const id of list) shared.set(id, (shared.get(id) ?? 0) + 1);
  }
  const candidates = [...shared.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, CANDIDATES);
  counter.ops += shared.size;
  const scored: { path: string; score: number }[] = [];
  for (const [id] of candidates) {
    const path = index.paths[id];
    const grams = trigrams(path.toLowerCase(), counter);
    let common = 0;
    for (const gram of grams) if (query.has(gram)) common++;
    counter.ops += grams.size;
    // Shared trigrams over the larger set: a language prefix alone (/en/) does not make a match.
    const score = common / Math.max(grams.size, query.size);
    if (score >= MIN_SIMILARITY) scored.push({ path, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.path.localeCompare(b.path))
    .slice(0, count)
    .map((s) => s.path);
}

/**
 * The most steps any lookup in this index can take: every input trigram (at most maxLength)
 * looked up with up to MAX_POSTINGS positions each, then CANDIDATES addresses re-scored.
 */
export function lookupBound(index: AddressIndex): number {
  const longest = index.maxLength - MARGIN;
  const queryGrams = index.maxLength;
  return 1 + index.maxLength + queryGrams * (1 + MAX_POSTINGS) + queryGrams * MAX_POSTINGS + CANDIDATES * 2 * longest;
}

/** One index per loaded site, built on first use and dropped with the site. */
export function addressIndexCache(): (site: Pick<Site, 'pages'>) => AddressIndex {
  const bySite = new WeakMap<object, AddressIndex>();
  return (site) => {
    let index = bySite.get(site);
    if (!index) bySite.set(site, (index = buildAddressIndex(site.pages.map((p) => p.path))));
    return index;
  };
}
