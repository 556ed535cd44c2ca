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

/** Chat spellings of "you" and "your" ("did u go to school for this?", "whats ur adress"): the words they stand for. */
const CHAT: ReadonlyMap<string, string> = new Map([
  ['u', 'you'],
  ['ur', 'your'],
]);

/** The question's tokens with "won" + "t" read as "will" + "t", and "u" / "ur" as "you" / "your" (the same array when there is none). */
export function withoutContractions(tokens: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const full = tokens[i + 1] === 't' ? CONTRACTED.get(tokens[i]) : CHAT.get(tokens[i]);
    if (full) (out ??= tokens.slice())[i] = full;
  }
  return out ?? tokens;
}
