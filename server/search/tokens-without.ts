/**
 * A question's tokens without those a test drops, by loops over a module function: the
 * readings that drop words (periods, kinds of place, intensifiers) made two closures per
 * call before (a `some` test and a `filter`), and V8 keeps a closure's optimised code only
 * until the next full collection.
 */

/** Whether tokens[i] is dropped, read with the question's languages. */
export type DropTest = (tokens: readonly string[], i: number, langs: readonly string[]) => boolean;

/** `tokens` without each token `drops` tells; the same array when it drops none. */
export function tokensWithout(tokens: readonly string[], langs: readonly string[], drops: DropTest): readonly string[] {
  let first = -1;
  for (let i = 0; i < tokens.length && first < 0; i++) if (drops(tokens, i, langs)) first = i;
  if (first < 0) return tokens;
  const kept = tokens.slice(0, first);
  for (let i = first + 1; i < tokens.length; i++) if (!drops(tokens, i, langs)) kept.push(tokens[i]);
  return kept;
}
