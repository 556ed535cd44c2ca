import { analyzerFor } from '../server/search/analyzer.ts';
import { questionStops } from '../server/search/question-words.ts';

/**
 * The stems of a language's stop words (the analyzer's and the question words'), which a visitor's question never looks up: the
 * mining scripts leave a word out when it is one of these in either language (a learned pair of "deren", stemmed as the article
 * "der"; German "und" in an English index). Sorted.
 */
export function stopStems(lang: string): string[] {
  const analyzer = analyzerFor(lang);
  return [...new Set([...analyzer.stopwords, ...questionStops(lang)].map((w) => analyzer.stem(w)))].sort();
}
