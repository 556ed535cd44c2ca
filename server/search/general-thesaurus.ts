/**
 * A general bilingual thesaurus read for the visitor's own words (ninety-first round, docs/relevance.md): a question word that the
 * site's index does not hold (or holds only in passing, RARE_SECTIONS) is looked for also as the other words of its thesaurus groups
 * (general-thesaurus-table.ts, written blind to every site and question) that the index holds, at THESAURUS_SHARE of LEARNED_WEIGHT,
 * marked as bridges. The table is packed offline (packThesaurus) and unpacked once per process on first use (thesaurusGroups).
 * Cost, bounded by construction: one stem and one binary search among the language's stems per such word; for a word of the table
 * at most THESAURUS_GROUPS groups and THESAURUS_STEMS stems a group tried (a binary search among the index's terms each), at most
 * THESAURUS_PER_WORD alternatives kept, and at most THESAURUS_WORDS words a queryWords call (one call per language index and per
 * previous question read). Every content word of a call (at most LIMITS.words + LIMITS.moreWords) pays the stem and the search; a
 * word of the table that yields nothing still tries up to THESAURUS_GROUPS × THESAURUS_STEMS terms.
 */
import { analyzerFor } from './analyzer.ts';
import { conceptsOfStem, listedToken } from './concepts.ts';
import { GENERAL_THESAURUS } from './general-thesaurus-table.ts';
import { LEARNED_WEIGHT } from './learned-pairs.ts';
import { findSorted, findTerm, type LanguageIndex } from './search-index.ts';
import { type Alternative, holdsItself } from './word-analysis.ts';

/**
 * What a thesaurus word's match counts, as a share of LEARNED_WEIGHT: 1.5 (0.6 of the word itself, a concept's weight). Chosen on
 * two halves of the development sets: 0.3, 0.5 and 1.0 gained less on both; 2.0 gained more but lost number and place questions.
 */
export const THESAURUS_SHARE = 1.5;
/** Alternatives a question word gets at most (1 gained less; 3 about as much, losing follow-up questions). */
export const THESAURUS_PER_WORD = 2;
/** Question words that get thesaurus alternatives, at most: a long story's every rare word must not bring its own (5 changed nothing). */
export const THESAURUS_WORDS = 3;
/** Groups of a word read at most (a word in many groups is a word of many senses: its first groups). */
export const THESAURUS_GROUPS = 3;
/** Stems of a group in one language tried at most. */
export const THESAURUS_STEMS = 24;
const LANGS = ['en', 'de'] as const;

/**
 * The table, packed (the round's first form, a Map of a string per key and an array per group stemmed at load, cost 12.5 MB of
 * heap; this one about 1.1 MB): per language,
 * the groups' distinct stems sorted, each stem's groups, and each group's stems as positions among them.
 */
export interface ThesaurusGroups {
  /** By language (LANGS' order): the stems of the language's words, sorted, each once. */
  stems: readonly (readonly string[])[];
  /** By language: where stem i's groups begin in `groupsOf` (i + 1: where they end). */
  groupsAt: readonly Uint32Array[];
  /** By language: group ids, each stem's in the writers' order. */
  groupsOf: readonly Uint32Array[];
  /** By language: where group g's stems begin in `stemsOf` (g + 1: where they end). */
  stemsAt: readonly Uint32Array[];
  /** By language: positions in `stems`, each group's in the writers' order. */
  stemsOf: readonly Uint32Array[];
}

let table: ThesaurusGroups | undefined;

/**
 * The thesaurus' words (one line a group, "English words|German words") as the table module holds them, one text per language (LANGS'
 * order): its sorted distinct stems on the first line, then one line a group, the positions of the group's stems among them (base 36,
 * the writers' order). Run offline (bench/general-thesaurus-pack.ts), so that the engine stems nothing at load. A stop word is left
 * out: it names no thing.
 */
export function packThesaurus(words: string): string[] {
  const lines = words.split('\n');
  return LANGS.map((lang, l) => {
    const analyzer = analyzerFor(lang);
    const byGroup = lines.map((line) => {
      const own: string[] = [];
      for (const word of (line.split('|')[l] ?? '').split(' ')) {
        const token = listedToken(word);
        if (token.length < 3 || analyzer.stopwords.has(token)) continue;
        const stem = analyzer.stem(token);
        if (!own.includes(stem)) own.push(stem);
      }
      return own;
    });
    const stems = [...new Set(byGroup.flat())].sort();
    const position = new Map(stems.map((s, i) => [s, i.toString(36)]));
    return [stems.join(' '), ...byGroup.map((own) => own.map((s) => position.get(s)).join(' '))].join('\n');
  });
}

/** The table, unpacked on first use from packThesaurus' texts (numbers read in place: no array per group is made). */
export function thesaurusGroups(packed: readonly string[] = GENERAL_THESAURUS): ThesaurusGroups {
  if (table && packed === GENERAL_THESAURUS) return table;
  const made: { stems: string[][]; groupsAt: Uint32Array[]; groupsOf: Uint32Array[]; stemsAt: Uint32Array[]; stemsOf: Uint32Array[] } = {
    stems: [],
    groupsAt: [],
    groupsOf: [],
    stemsAt: [],
    stemsOf: [],
  };
  for (const text of packed) {
    const first = text.indexOf('\n');
    const stems = (first < 0 ? text : text.slice(0, first)).split(' ').filter(Boolean);
    // Two passes over the groups' lines: count, then fill.
    let groupCount = 0;
    let positions = 0;
    for (let i = first; i >= 0 && i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) groupCount++;
      else if (c !== 32 && (text.charCodeAt(i - 1) === 32 || text.charCodeAt(i - 1) === 10)) positions++;
    }
    const stemsAt = new Uint32Array(groupCount + 1);
    const stemsOf = new Uint32Array(positions);
    const counts = new Uint32Array(stems.length + 1);
    let group = -1;
    let at = 0;
    let value = -1;
    for (let i = first; i >= 0 && i <= text.length; i++) {
      const c = i < text.length ? text.charCodeAt(i) : 10;
      if (c === 10 || c === 32) {
        if (value >= 0) {
          stemsOf[at++] = value;
          counts[value + 1]++;
          value = -1;
        }
        if (c === 10 && i < text.length) stemsAt[++group] = at;
      } else value = (value < 0 ? 0 : value * 36) + (c <= 57 ? c - 48 : c - 87);
    }
    stemsAt[groupCount] = at;
    for (let i = 0; i < stems.length; i++) counts[i + 1] += counts[i];
    // Each stem's groups, in the groups' order.
    const groupsOf = new Uint32Array(at);
    const next = counts.slice(0, stems.length);
    for (let g = 0; g < groupCount; g++) for (let p = stemsAt[g]; p < stemsAt[g + 1]; p++) groupsOf[next[stemsOf[p]]++] = g;
    made.stems.push(stems);
    made.groupsAt.push(counts);
    made.groupsOf.push(groupsOf);
    made.stemsAt.push(stemsAt);
    made.stemsOf.push(stemsOf);
  }
  // Group ids index the other language's arrays: a pack whose languages disagree would read past their ends.
  if (made.stemsAt.some((s) => s.length !== made.stemsAt[0].length)) throw new Error('general thesaurus: the languages hold different group counts');
  if (packed === GENERAL_THESAURUS) table = made;
  return made;
}

const NONE: readonly Alternative[] = [];

/**
 * The thesaurus alternatives of a question word (folded token) asked in `lang`, in the index `li`: the other words of its groups
 * that `li` holds, in `li`'s language (the question's own or the other: a group names its thing in both), none that `have` holds already
 * nor that names a concept the question has used (`used`), from no group in `groups` (the groups this question has read; a
 * group that gives an alternative is added), at most THESAURUS_PER_WORD, each at THESAURUS_SHARE of LEARNED_WEIGHT. Empty for
 * a word the index holds itself, or (in another language's index) one the question language's index `own` holds.
 */
export function thesaurusAlternatives(
  li: LanguageIndex,
  lang: string,
  token: string,
  have: readonly Alternative[],
  groups: number[],
  used?: { has(id: number): boolean },
  own?: LanguageIndex,
  given?: ThesaurusGroups,
): readonly Alternative[] {
  const from = LANGS.indexOf(lang as 'en');
  const to = LANGS.indexOf(li.lang as 'en');
  if (from < 0 || to < 0 || holdsItself(li, have)) return NONE;
  // Unpacked only once a word could use it: a site in neither language never pays for it.
  const thesaurus = given ?? thesaurusGroups();
  const stem = analyzerFor(lang).stem(token);
  const at = findSorted(thesaurus.stems[from], stem);
  if (at < 0) return NONE;
  if (own !== undefined && own !== li && findTerm(own, stem) >= 0) return NONE;
  const groupsOf = thesaurus.groupsOf[from];
  const first = thesaurus.groupsAt[from][at];
  const end = Math.min(thesaurus.groupsAt[from][at + 1], first + THESAURUS_GROUPS);
  const stems = thesaurus.stems[to];
  const stemsAt = thesaurus.stemsAt[to];
  const stemsOf = thesaurus.stemsOf[to];
  const weight = LEARNED_WEIGHT * THESAURUS_SHARE;
  let out: Alternative[] | undefined;
  for (let g = first; g < end; g++) {
    const id = groupsOf[g];
    // A group counts once in a question.
    if (groups.includes(id)) continue;
    let gave = false;
    // A group whose word the question word reaches already (a concept's or a learned pair's) is the word's sense here: no later group (another sense) is read.
    let reached = false;
    for (let p = stemsAt[id]; p < stemsAt[id + 1] && p < stemsAt[id] + THESAURUS_STEMS; p++) {
      if ((out?.length ?? 0) >= THESAURUS_PER_WORD) break;
      const partner = stems[stemsOf[p]];
      if (partner === stem && from === to) continue;
      const t = findTerm(li, partner);
      if (t < 0 || out?.some((a) => a.terms[0] === t)) continue;
      if (have.some((h) => h.terms.includes(t))) {
        reached = true;
        continue;
      }
      // Nor is a concept the question has used counted again through its word.
      if (used && conceptsOfStem(partner, li.lang).some((c) => used.has(c))) continue;
      (out ??= []).push({ terms: [t], weight, bridge: true });
      gave = true;
    }
    if (gave) groups.push(id);
    if (reached) break;
  }
  return out ?? NONE;
}
