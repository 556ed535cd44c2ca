/**
 * Whether two adjacent English question words can stem to a term of the index when written
 * as one (photo graphy -> photography), told without stemming them: the English index stemmed
 * every adjacent pair of a question (1.3 pairs per question of the load benchmark's pool, each
 * a Porter2 stem of a new string and a recent-stem cache entry), where german-joins.ts had
 * already spared the German one.
 *
 * Why it is exact. Porter2 (the `porter2` package) returns a word shorter than three letters,
 * and its exceptional words (skis, dying, gently …), as they are; every other change is made at
 * the end of the word: each of its steps (1a, 1b, 1c, 2, 3, 4, 5) replaces at most one ending
 * σ of the word as it stands by a string ρ (sses -> ss, ing -> "" or e, ization -> ize, ment ->
 * "" …; ENDINGS below lists them all), y marks are undone at the end and finalFold maps ä ö ü
 * to a o u. So the stem of a folded token x is fold(x[0, m)) + t: the letters before some
 * position m kept, and x[m, end) — the rewritten end — replaced by t. Every rewritten end is
 * an end of a chain of the steps' endings (chainStates follows them, each step's σ read against
 * what the earlier steps wrote), whatever conditions (R1, R2, a vowel before) the stemmer
 * applies besides: the chains may only hold more than the stemmer does, never less. For x = first + second and a term T that is its stem, either
 *  - m > first.length: T begins with fold(first) and the first letter of fold(second), and
 *    some term of the sorted vocabulary does; or
 *  - the whole of `second` was rewritten: then it is the end of such a chain (rewritable).
 * When neither holds, no stem of x is a term; spec/server/search/english-joins.spec.ts checks
 * this against the stemmer itself.
 */
import { holdsAny, someTermBegins } from './german-joins.ts';
import type { TermPrefixes } from './term-prefixes.ts';

/** σ -> ρ: an ending a step may replace, and what it writes instead. */
type Ending = readonly [string, string];

const DOUBLES = [...'bdfgmnprt'];
const ed = (suffix: string): Ending[] => [[suffix, ''], [suffix, 'e'], ...DOUBLES.map((d): Ending => [d + suffix, ''])];

/** Porter2's endings, step by step, as node_modules/porter2 applies them (at most one per step). */
const ENDINGS: readonly (readonly Ending[])[] = [
  // Step 1a.
  [
    ['sses', 'ss'],
    ['ies', 'i'],
    ['ies', 'ie'],
    ['ied', 'i'],
    ['ied', 'ie'],
    ['s', ''],
  ],
  // Step 1b: eed(ly) -> ee; ed, edly, ing, ingly deleted, then an e added (at, bl, iz, a short word) or a doubled letter undoubled.
  [['eed', 'ee'], ['eedly', 'ee'], ...ed('ed'), ...ed('edly'), ...ed('ing'), ...ed('ingly')],
  // Step 1c.
  [['y', 'i']],
  // Step 2.
  [
    ['tional', 'tion'],
    ['ational', 'ate'],
    ['ization', 'ize'],
    ['ation', 'ate'],
    ['izer', 'ize'],
    ['ator', 'ate'],
    ['fulness', 'ful'],
    ['ousness', 'ous'],
    ['iveness', 'ive'],
    ['alism', 'al'],
    ['enci', 'ence'],
    ['anci', 'ance'],
    ['ogi', 'og'],
    ['biliti', 'ble'],
    ['aliti', 'al'],
    ['iviti', 'ive'],
    ['abli', 'able'],
    ['bli', 'ble'],
    ['fulli', 'ful'],
    ['alli', 'al'],
    ['lessli', 'less'],
    ['ousli', 'ous'],
    ['entli', 'ent'],
    ['li', ''],
  ],
  // Step 3.
  [
    ['tional', 'tion'],
    ['ational', 'ate'],
    ['alize', 'al'],
    ['icate', 'ic'],
    ['iciti', 'ic'],
    ['ical', 'ic'],
    ['ful', ''],
    ['ness', ''],
    ['ative', ''],
  ],
  // Step 4.
  ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize', 'ion'].map((s): Ending => [s, '']),
  // Step 5 (e deleted; ll -> l).
  [
    ['e', ''],
    ['l', ''],
  ],
];

/** Words the stemmer answers from a list before its steps (their stems are not of the form above). */
const EXCEPTIONS: ReadonlySet<string> = new Set(['skis', 'skies', 'dying', 'lying', 'tying', 'idly', 'gently', 'ugly', 'early', 'only', 'singly']);

/**
 * A state of the chain: the steps still to come and what the stemmer has written at the end
 * (`tail`). A move takes the next `piece` of the word's letters (read from its end) into the
 * rewritten end; moves that read no letter (a step left out, or one that rewrites only what
 * was written) are `free`.
 */
interface State {
  free: State[];
  moves: { piece: string; next: State }[];
}

/** The states of every chain of the steps' endings, from the first step with nothing written. */
function chainStates(): State {
  const states = new Map<string, State>();
  const state = (step: number, tail: string): State => {
    const key = `${step}|${tail}`;
    let made = states.get(key);
    if (made) return made;
    made = { free: [], moves: [] };
    states.set(key, made);
    if (step === ENDINGS.length) return made;
    // The step left out.
    made.free.push(state(step + 1, tail));
    for (const [from, to] of ENDINGS[step]) {
      // An ending that lies in what was written reads no letter of the word.
      if (from.length <= tail.length) {
        if (tail.endsWith(from)) made.free.push(state(step + 1, tail.slice(0, tail.length - from.length) + to));
      } else if (from.endsWith(tail)) made.moves.push({ piece: from.slice(0, from.length - tail.length), next: state(step + 1, to) });
    }
    return made;
  };
  return state(0, '');
}

/** A state of the reader of a word's letters from its last one: the letter codes it reads on; a letter not there ends the reading. */
type Reader = Map<number, Reader>;

/**
 * Every chain's rewritten ends, as one deterministic reader of letters from the end of a word
 * (the chains' pieces, read backwards, made deterministic once at load: a few hundred states).
 * A word all of whose letters it reads is the end of some chain's rewritten end. Made on the
 * first English pair asked (217 states, a few ms), not when the module loads: start-up does not wait.
 */
function rewrittenEnds(): Reader {
  // A position of the chains: inside a move's piece with `read` of its letters read (0: at its state, `at`, before any move).
  type Position = { at: State; move?: State['moves'][number]; read: number };
  const ids = new Map<State['moves'][number] | State, number>();
  const id = (o: State['moves'][number] | State) => {
    let n = ids.get(o);
    if (n === undefined) ids.set(o, (n = ids.size));
    return n;
  };
  // The positions that reading nothing more reaches from a state: the state and those its free moves lead to.
  const closure = (at: State, into: Map<string, Position>) => {
    const key = `s${id(at)}`;
    if (into.has(key)) return;
    into.set(key, { at, read: 0 });
    for (const next of at.free) closure(next, into);
  };
  const readers = new Map<string, Reader>();
  const reader = (positions: Map<string, Position>): Reader => {
    const key = [...positions.keys()].sort().join(',');
    let made = readers.get(key);
    if (made) return made;
    made = new Map();
    readers.set(key, made);
    const after = new Map<number, Map<string, Position>>();
    const reach = (letter: number) => {
      let set = after.get(letter);
      if (!set) after.set(letter, (set = new Map()));
      return set;
    };
    for (const { at, move, read } of positions.values()) {
      const steps = move ? [move] : at.moves;
      const done = move ? read : 0;
      for (const m of steps) {
        const letter = m.piece.charCodeAt(m.piece.length - 1 - done);
        if (done + 1 === m.piece.length) closure(m.next, reach(letter));
        else reach(letter).set(`m${id(m)}:${done + 1}`, { at, move: m, read: done + 1 });
      }
    }
    for (const [letter, set] of after) made.set(letter, reader(set));
    return made;
  };
  const start = new Map<string, Position>();
  closure(chainStates(), start);
  return reader(start);
}
let REWRITTEN_ENDS: Reader | undefined;

/** Whether Porter2 may rewrite all of `word` when it ends a longer word (ing, ness, ability …): the second case above. */
export function rewritable(word: string): boolean {
  let at: Reader | undefined = (REWRITTEN_ENDS ??= rewrittenEnds());
  for (let i = word.length - 1; i >= 0 && at; i--) at = at.get(word.charCodeAt(i));
  return at !== undefined && word.length > 0;
}

/**
 * False when the English stem of `first + second` cannot be in `terms` (sorted, as the index
 * keeps them); true when it may be, and the pair must be stemmed to know. Tokens with an
 * apostrophe or a capital Y (which the stemmer reads apart) are not ruled out.
 */
export function englishJoinPossible(terms: readonly string[], first: string, second: string, prefixes?: TermPrefixes): boolean {
  if (second.length === 0 || holdsAny(first, "'", 'Y', 'Y') || holdsAny(second, "'", 'Y', 'Y')) return true;
  if (first.length + second.length <= 6 && EXCEPTIONS.has(first + second)) return true;
  return rewritable(second) || someTermBegins(terms, first, second, prefixes);
}
