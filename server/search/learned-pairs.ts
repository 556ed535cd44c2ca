/**
 * Word pairs learned across sites (sixty-second round, docs/relevance.md): a question word the
 * site's index does not hold (or holds only in passing, RARE_SECTIONS) is looked for also as the
 * few words that answering sections of other sites held where questions asked with it ("fee" ->
 * price, "Rollstuhl" -> barrierefrei), at LEARNED_WEIGHT. The pairs are data (learned-pairs-table.ts),
 * mined offline by bench/learned-pairs-fit.py from the graded development questions
 * (bench/learned-pairs-extract.ts); a pair is kept only when questions of several distinct sites
 * support it. Cost: one stem and two map look-ups per such word, and the index's terms of a word's pairs (at most
 * LEARNED_PER_WORD) found once per language index and kept (bounded by the table).
 */
import { readFileSync } from 'node:fs';
import { analyzerFor } from './analyzer.ts';
import { LEARNED_PAIRS } from './learned-pairs-table.ts';
import { findTerm, type LanguageIndex } from './search-index.ts';
import { type Alternative, holdsItself } from './word-analysis.ts';

/** What a learned pair's match counts against the word itself. */
export const LEARNED_WEIGHT = 0.4;
/** Learned words tried per question word and index. */
export const LEARNED_PER_WORD = 1;

type Pair = readonly [string, string, number, number];
// An experiment may point the engine to another table (the leave-sites-out check: a table mined on half the sites).
const PAIRS: Readonly<Record<string, readonly Pair[]>> = process.env.LEARNED_PAIRS ? JSON.parse(readFileSync(process.env.LEARNED_PAIRS, 'utf8')) : LEARNED_PAIRS;
const NONE: readonly Alternative[] = [];

/** The table by the question's language, then by the word's stem: made once, so that a word with no pair (nearly every word) costs one stem and two map look-ups, and allocates nothing. */
const BY_LANG: ReadonlyMap<string, ReadonlyMap<string, readonly Pair[]>> = byLanguage(PAIRS);

function byLanguage(pairs: Readonly<Record<string, readonly Pair[]>>): Map<string, Map<string, readonly Pair[]>> {
  const out = new Map<string, Map<string, readonly Pair[]>>();
  for (const [key, value] of Object.entries(pairs)) {
    const at = key.indexOf(':');
    const lang = key.slice(0, at);
    let table = out.get(lang);
    if (!table) out.set(lang, (table = new Map()));
    table.set(key.slice(at + 1), value);
  }
  return out;
}

const memos = new WeakMap<LanguageIndex, Map<string, readonly Alternative[]>>();

/**
 * The learned alternatives of a question word (folded token) asked in `lang`, in the index `li`:
 * the index's terms of its learned pairs at `weight` (its first LEARNED_PER_WORD), none that
 * `have` holds already. Empty for a word the index holds itself.
 */
export function learnedAlternatives(
  li: LanguageIndex,
  lang: string,
  token: string,
  have: readonly Alternative[],
  weight = LEARNED_WEIGHT,
  /** The site's index in the question's language, when it is not `li`: a word it holds at all is read there, not bridged to `li` by a pair. */
  own?: LanguageIndex,
): readonly Alternative[] {
  const table = BY_LANG.get(lang);
  if (table === undefined || weight <= 0 || holdsItself(li, have)) return NONE;
  const stem = analyzerFor(lang).stem(token);
  const pairs = table.get(stem);
  if (pairs === undefined) return NONE;
  if (own !== undefined && own !== li && findTerm(own, stem) >= 0) return NONE;
  const key = `${lang}:${stem}`;
  let memo = memos.get(li);
  if (!memo) memos.set(li, (memo = new Map()));
  let found = memo.get(key);
  if (found === undefined) {
    const out: Alternative[] = [];
    for (const [to, term] of pairs) {
      if (to !== li.lang || out.length >= LEARNED_PER_WORD) continue;
      const t = findTerm(li, term);
      if (t >= 0) out.push({ terms: [t], weight: 1 });
    }
    found = out;
    // Bounded by the table: only its keys come here.
    memo.set(key, found);
  }
  if (found.length === 0) return NONE;
  const out: Alternative[] = [];
  for (const a of found) if (!have.some((h) => h.terms.length === 1 && h.terms[0] === a.terms[0])) out.push({ terms: a.terms, weight, bridge: true });
  return out;
}
