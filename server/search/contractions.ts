/**
 * English negative contractions whose part before the apostrophe is another word: "won't" is
 * tokenized "won" + "t", and "won" is a content word (the verb an award question needs, kept
 * out of the chatty words on purpose), so "is there a guarantee it won't topple?" asked for
 * prizes. Before a lone "t" such a part is read as the word it stands for, a stop word. The
 * tokens' structure, no site's words; the fragments that are no words (don, isn, didn …) are
 * chatty words already (question-words.ts).
 */
const CONTRACTED: ReadonlyMap<string, string> = new Map([
  ['won', 'will'],
  ['shan', 'shall'],
]);

/** The question's tokens with "won" + "t" read as "will" + "t" (the same array when there is none). */
export function withoutContractions(tokens: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const full = tokens[i + 1] === 't' ? CONTRACTED.get(tokens[i]) : undefined;
    if (full) (out ??= tokens.slice())[i] = full;
  }
  return out ?? tokens;
}
