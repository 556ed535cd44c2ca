/**
 * "Where did she work before opening her own practice?", "Did he ever work in America?", "Where
 * did Malene's teacher …": English asks the past with "did" and the verb's plain form, which the
 * life words hold only in the past ("worked", "learned", "studied": the present "work", "learn"
 * ask what the owner does now, "Does she work with agencies?"). For the life reading only, a
 * career verb after "did" and a pronoun is read in its past form (data, general vocabulary).
 */
import { analyzerFor } from './analyzer.ts';

/** The plain forms of career verbs and their past forms, as the life words hold them. */
const PAST: ReadonlyMap<string, string> = new Map([
  ['work', 'worked'],
  ['learn', 'learned'],
  ['study', 'studied'],
  ['train', 'trained'],
  ['teach', 'taught'],
]);
const DID = 'did';
/** Words right after the verb that ask for a partner or a piece of work, not a career: "work with Anna", "work on the Smith wedding". */
const NOT_CAREER: ReadonlySet<string> = new Set(['with', 'on']);
const PRONOUNS: ReadonlySet<string> = new Set(['she', 'he', 'you', 'they']);
/** A stop word of the owner's name ("the" of "The Rose Bakery") names no one: "Did the work take long?" asks of a job. */
const STOPS = analyzerFor('en').stopwords;
/** Words between the pronoun and the verb: "did she ever work", "did he first learn". */
const BETWEEN: ReadonlySet<string> = new Set(['ever', 'first', 'also', 'really', 'once', 'actually', 'previously', 'originally']);

/**
 * The tokens with a career verb after "did" and a pronoun in its past form; the same array when there is none (English only).
 * `owner`: the words of the owner's name, which stand for the pronoun ("Where did Malene learn kintsugi?").
 */
export function withDidAsPast(tokens: readonly string[], langs: readonly string[], owner?: ReadonlySet<string>): readonly string[] {
  if (!langs.includes('en')) return tokens;
  let out: string[] | undefined;
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (tokens[i] !== DID || !(PRONOUNS.has(tokens[i + 1]) || (owner?.has(tokens[i + 1]) === true && !STOPS.has(tokens[i + 1])))) continue;
    let at = i + 2;
    while (at < tokens.length && BETWEEN.has(tokens[at])) at++;
    const past = at < tokens.length ? PAST.get(tokens[at]) : undefined;
    // "Who did you work with …?" asks for a partner, "Did you work on the Smith wedding?" for a project: not a career.
    if (past === undefined || NOT_CAREER.has(tokens[at + 1])) continue;
    out ??= tokens.slice();
    out[at] = past;
  }
  return out ?? tokens;
}
