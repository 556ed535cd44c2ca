// Seventy-third round (docs/relevance.md): where a long question's word stands against its story and its ask, for measuring
// which of a question's words name what is asked (bench/word-weights-extract.ts writes them with STORY=1), and its asking sentences
// (bench/ask-fusion-probe.ts). Not read by the engine.
import { tokenize } from '../server/search/analyzer.ts';

/** The features' names, in the order storyFeatures returns them. */
export const STORY_FEATURES = ['fromEnd', 'askSentence', 'beforeAsk', 'afterAsk', 'phrase', 'sentences'] as const;

/** Words that open a phrase of time, place or person in a story ("in Minden", "next spring", "my husband"), folded as tokenize folds them. */
const STORY_OPENERS = new Set([
  ...['in', 'at', 'on', 'from', 'near', 'since', 'my', 'our', 'his', 'her', 'their', 'next', 'last', 'this', 'every', 'ago'],
  ...['im', 'am', 'an', 'aus', 'bei', 'nach', 'seit', 'mein', 'meine', 'meinem', 'meinen', 'meiner', 'unser', 'unsere', 'unserem', 'unseren', 'unserer'],
  ...['nächsten', 'nächste', 'letzten', 'letztes', 'letzte', 'diesen', 'dieses', 'jeden'],
]);

/** The question's tokens, each with its sentence (cut at . ! ? … : ; and line ends), and whether each sentence ends in a question mark. */
export function sentencesOf(query: string): { tokens: string[]; sentence: number[]; asks: boolean[] } {
  const tokens: string[] = [];
  const sentence: number[] = [];
  const asks: boolean[] = [];
  for (const m of query.matchAll(/[^.!?…:;\n]+[.!?…:;\n]*/g)) {
    const words = tokenize(m[0], { joined: false });
    if (words.length === 0) continue;
    for (const w of words) {
      tokens.push(w);
      sentence.push(asks.length);
    }
    asks.push(m[0].includes('?'));
  }
  return { tokens, sentence, asks };
}

/**
 * The story features of `token` (its first place in the question): log(1 + tokens after it), in a sentence ending in a question
 * mark, in a sentence before the first such, in one after the last such, after a word that opens a phrase of time, place or
 * person, and log(the question's sentences).
 */
export function storyFeatures(query: string, token: string): number[] {
  const { tokens, sentence, asks } = sentencesOf(query);
  const at = tokens.indexOf(token);
  const sentences = Math.log(Math.max(1, asks.length));
  if (at < 0) return [0, 0, 0, 0, 0, sentences];
  const first = asks.indexOf(true);
  const last = asks.lastIndexOf(true);
  const s = sentence[at];
  return [Math.log1p(tokens.length - 1 - at), asks[s] ? 1 : 0, first >= 0 && s < first ? 1 : 0, last >= 0 && s > last ? 1 : 0, at > 0 && STORY_OPENERS.has(tokens[at - 1]) ? 1 : 0, sentences];
}

/** The sentences that end in a question mark, in their order, the rest of the question dropped (bench/ask-fusion-probe.ts searches them alone). */
export function askingSentences(query: string): string {
  const out: string[] = [];
  for (const m of query.matchAll(/[^.!?…]+[.!?…]*/g)) if (m[0].includes('?')) out.push(m[0].trim());
  return out.join(' ');
}
