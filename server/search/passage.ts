/** The passage of a section that best shows why it matched: plain text, cut at a word. */
import { analyze, type Analyzer } from './analyzer.ts';

export const PASSAGE_MAX = 300;

export function bestPassage(text: string, terms: ReadonlySet<string>, analyzer: Analyzer, max = PASSAGE_MAX): string {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (sentences.length === 0) return '';
  let bestAt = 0;
  let bestHits = 0;
  sentences.forEach((sentence, i) => {
    const hits = terms.size ? new Set(analyze(sentence, analyzer).filter((t) => terms.has(t))).size : 0;
    if (hits > bestHits) {
      bestHits = hits;
      bestAt = i;
    }
  });
  let passage = sentences[bestAt];
  for (let i = bestAt + 1; i < sentences.length && passage.length + 1 + sentences[i].length <= max; i++) passage += ' ' + sentences[i];
  return cutAtWord(passage, max);
}

export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '') + '…';
}
