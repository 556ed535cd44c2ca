/**
 * The clauses that ask, in a long question (fifty-fourth round). A chatty question tells a story
 * and asks in one or two clauses of it: "My old mare lost a lot of muscle over the summer, could
 * you check the saddle, and what would that cost?" The text is cut into clauses at sentence ends
 * and at commas, semicolons, colons, dashes and brackets. In a sentence that ends in a question
 * mark, a clause asks when it is the one before the mark or opens (after "and", "or", "but") with
 * a question word, a modal or an auxiliary ("could you …", "do you …", "ob …", "wie …"). The
 * words are data per language, read in any language (the question's is not known when the text is
 * cut, as for the sign-off).
 */
import { tokenize } from './analyzer.ts';
import { QUESTION_WORDS } from './question-match.ts';

/** Characters read for clauses: the question's own cap (LIMITS.queryChars) bounds the text before this. */
export const CLAUSE_CHARS = 600;
/** The marks that end a clause; the sentence marks among them end the sentence too. */
const CLAUSE_END = /[,;:.!?…—–()]/;
const SENTENCE_END = /[.!?…]/;

/**
 * Words besides the question words (question-match.ts's QUESTION_WORDS, shared) that open a clause
 * that asks: the conjunctions of an indirect question, the modals and the auxiliaries (folded as tokenize folds them).
 */
const OPENERS: Record<string, string[]> = {
  en: [
    ...['whether', 'if', 'is', 'are', 'am', 'was', 'were', 'do', 'does', 'did', 'can', 'could', 'would', 'will', 'should', 'may', 'might', 'shall', 'must', 'have', 'has', 'any'],
    // The first part of a negative contraction, as tokenize cuts it ("don't you …", "isn't there …").
    ...['don', 'doesn', 'didn', 'isn', 'aren', 'wasn', 'weren', 'won', 'wouldn', 'couldn', 'shouldn', 'haven', 'hasn'],
  ],
  de: [
    'ob',
    'kann',
    'kannst',
    'könnt',
    'können',
    'könnte',
    'könnten',
    'darf',
    'dürfen',
    'dürfte',
    'muss',
    'müssen',
    'soll',
    'sollte',
    'sollen',
    'gibt',
    'gäbe',
    'ist',
    'sind',
    'bist',
    'seid',
    'war',
    'waren',
    'wäre',
    'wären',
    'wird',
    'werden',
    'hast',
    'hat',
    'habt',
    'haben',
    'hätten',
    'würde',
    'würdet',
    'würden',
    'geht',
    'ginge',
    'macht',
    'machen',
  ],
};
/** Words that join two clauses before the opener ("…, and how much is it?"). */
const JOINS: Record<string, string[]> = { en: ['and', 'or', 'but', 'so', 'also'], de: ['und', 'oder', 'aber', 'also', 'denn'] };

const opener = new Set([...Object.values(OPENERS).flat(), ...[...QUESTION_WORDS.values()].flatMap((words) => [...words])]);
const join = new Set(Object.values(JOINS).flat());

/** Whether a clause's tokens open with a word that asks, after a joining word or two. */
function opensAsking(tokens: readonly string[]): boolean {
  let i = 0;
  while (i < tokens.length && i < 2 && join.has(tokens[i])) i++;
  return i < tokens.length && opener.has(tokens[i]);
}

/**
 * The tokens of the clauses that ask (tokenize's folded tokens), or undefined when no sentence
 * ends in a question mark. `read` is what the question's tokens went through before they are read
 * ("won" + "t" as "will", "the photographer" as "she": search-query.ts): each asking clause's tokens
 * are kept both as written and as read, so that askingWords keeps a word an earlier step put in
 * where the asking clause says it (ninetieth round; as written only, "will" of "won't" was dropped
 * from the very clause that asks).
 */
export function askClauseTokens(query: string, read?: (tokens: readonly string[]) => readonly string[]): ReadonlySet<string> | undefined {
  const text = query.length > CLAUSE_CHARS ? query.slice(0, CLAUSE_CHARS) : query;
  let asking: Set<string> | undefined;
  // The clauses of the sentence read so far, as token lists: the sentence's mark says whether any of them asks.
  let sentence: string[][] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text[i] : '.';
    if (!CLAUSE_END.test(c)) continue;
    if (i > start) sentence.push(tokenize(text.slice(start, i), { joined: false }));
    start = i + 1;
    if (!SENTENCE_END.test(c)) continue;
    if (c === '?' && sentence.length) {
      for (let k = 0; k < sentence.length; k++) {
        if (k === sentence.length - 1 || opensAsking(sentence[k])) {
          asking ??= new Set();
          for (const token of sentence[k]) asking.add(token);
          if (read) for (const token of read(sentence[k])) asking.add(token);
        }
      }
    }
    sentence = [];
  }
  return asking;
}

/**
 * The question's tokens said in the clauses that ask (all of them when none asks or the question is short:
 * `asking` undefined): what the time reading and the asked date read in a long question, whose story
 * dates itself ("we're getting married next summer … can we book you?", "eine neue Brille … Ist das
 * normal?") as often as it asks a time. Eighty-first round: +0.042 development points (72 / 40), both
 * halves of the sites positive; the price reading read so was worse (the story's plan is asked as often).
 * The tokens are kept in order and repeated as said: a word of the story said again in the ask stays.
 * `said` is the question's tokens as read and `asking` should hold the clauses' tokens read the same way
 * (askClauseTokens's `read`), or a word put in by a substitution is dropped even from the clause that asks.
 */
export function askingWords(said: readonly string[], asking: ReadonlySet<string> | undefined): readonly string[] {
  return asking ? said.filter((token) => asking.has(token)) : said;
}

/** The factor of a section that lacks the asking clauses' rarest word (0.8 / 0.85 / 0.9 / 0.95 measured, fifty-fourth round). */
export const ASK_ABSENT = 0.85;

/**
 * The read bit (TOP.read: bit 1 + j for word j) of the rarest word (highest idf) said in the
 * asking clauses among the first `tracked` words, or 0 when none of them was found on the site.
 */
export function rarestAskBit(words: readonly { ask: boolean; idf: number; alternatives: readonly unknown[] }[], tracked: number): number {
  let rare = -1;
  const n = Math.min(words.length, tracked);
  for (let j = 0; j < n; j++) {
    const w = words[j];
    if (w.ask && w.alternatives.length > 0 && (rare < 0 || w.idf > words[rare].idf)) rare = j;
  }
  return rare < 0 ? 0 : 2 << rare;
}
