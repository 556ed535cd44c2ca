/**
 * A long compound read as up to three parts the vocabulary knows (Auslands + kranken +
 * versicherung), for words splitCompound (two parts, at most MAX_SPLIT letters) leaves whole:
 * German writes insurance, permits and offices as words of 25 letters and more. The longest
 * known last part first, then the rest the same way, allowing a linking element after each
 * part. Every stem tried goes through `stem`, which the caller counts against its budget.
 */
import { LIMITS } from './search-query.ts';
import { COMPOUND_LINKS, MIN_PART } from './search-index.ts';

/** Most parts read (each at least splitCompound's MIN_PART letters, joined by its linking elements). */
const MAX_PARTS = 3;

/** The stems of the parts of `token`, first to last (two or three), or none. */
export function compoundParts(token: string, vocabulary: { has(term: string): boolean }, stem: (t: string) => string): string[] {
  if (token.length < 2 * MIN_PART || token.length > LIMITS.tokenChars || /\d/.test(token)) return [];
  return split(token, vocabulary, stem, MAX_PARTS);
}

function split(token: string, vocabulary: { has(term: string): boolean }, stem: (t: string) => string, parts: number): string[] {
  for (let i = MIN_PART; i <= token.length - MIN_PART; i++) {
    const right = stem(token.slice(i));
    if (!right || !vocabulary.has(right)) continue;
    for (const link of COMPOUND_LINKS) {
      const leftWord = token.slice(0, i);
      if (link && !leftWord.endsWith(link)) continue;
      const left = leftWord.slice(0, leftWord.length - link.length);
      if (left.length < MIN_PART) continue;
      const whole = stem(left);
      if (whole && vocabulary.has(whole)) return [whole, right];
      if (parts > 2 && left.length >= 2 * MIN_PART) {
        const rest = split(left, vocabulary, stem, parts - 1);
        if (rest.length) return [...rest, right];
      }
    }
  }
  return [];
}
