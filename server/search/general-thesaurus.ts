/**
 * A general bilingual thesaurus read for the visitor's own words (ninety-first round, docs/relevance.md): a question word that the
 * site's index does not hold (or holds only in passing, RARE_SECTIONS) is looked for also as the other words of its thesaurus groups
 * (general-thesaurus.txt, written blind to every site and question) that the index holds, at THESAURUS_SHARE of LEARNED_WEIGHT,
 * marked as bridges. The table is packed offline (packThesaurus) and unpacked once per process on first use (thesaurusGroups).
 * Cost, bounded by construction: one stem and one binary search among the language's stems per such word; for a word of the table
 * at most THESAURUS_GROUPS groups and THESAURUS_STEMS stems a group tried (a binary search among the index's terms each), at most
 * THESAURUS_PER_WORD alternatives kept, and at most THESAURUS_WORDS words a queryWords call (one call per language index and per
 * previous question read). Every content word of a call (at most LIMITS.words + LIMITS.moreWords) pays the stem and the search; a
 * word of the table that yields nothing still tries up to THESAURUS_GROUPS × THESAURUS_STEMS terms.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyzerFor } from './analyzer.ts';
import { conceptsOfStem, listedToken } from './concepts.ts';
import { LEARNED_WEIGHT } from './learned-pairs.ts';
import { findTerm, type LanguageIndex } from './search-index.ts';
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

/** The shipped table (packThesaurus' texts joined by a form feed), beside this module: tsc's output and the bundle find it in dist/. */
export const THESAURUS_FILE = new URL('./general-thesaurus.txt', import.meta.url);

/**
 * The table, packed (the round's first form, a Map of a string per key and an array per group stemmed at load, cost 12.5 MB of
 * heap; then a string per stem, about 1.1 MB; this one, each language's stems in one string, about 0.5 MB): per language,
 * the groups' distinct stems sorted, each stem's groups, and each group's stems as positions among them.
 */
export interface ThesaurusGroups {
  /** By language (LANGS' order): the stems of the language's words, sorted, each once, in one string, a space between two. */
  stems: readonly string[];
  /** By language: where stem i begins in `stems` (i + 1: one past its end; the last stem ends at the string's end). */
  stemAt: readonly Uint32Array[];
  /** By language: where stem i's groups begin in `groupsOf` (i + 1: where they end). */
  groupsAt: readonly Uint32Array[];
  /** By language: group ids, each stem's in the writers' order (16 bits while the ids fit). */
  groupsOf: readonly (Uint16Array | Uint32Array)[];
  /** By language: where group g's stems begin in `stemsOf` (g + 1: where they end). */
  stemsAt: readonly Uint32Array[];
  /** By language: positions among the stems, each group's in the writers' order (16 bits while the positions fit). */
  stemsOf: readonly (Uint16Array | Uint32Array)[];
}

/**
 * How a general table is read (the thesaurus here, general-associations.ts' associations): its shipped file and its columns' languages,
 * the column a question word asked in a language is looked up in and the column an index in a language reads its words from (-1:
 * none), and what a match counts (a share of LEARNED_WEIGHT). One description per table, made once; tableAlternatives reads any of them.
 */
export interface TableReading {
  readonly file: URL;
  readonly columns: readonly string[];
  say(lang: string): number;
  mean(lang: string): number;
  /** What a match counts, as a share of LEARNED_WEIGHT. */
  readonly share: number;
}

/** Each table's shipped form, unpacked once per process. */
const unpacked = new Map<TableReading, ThesaurusGroups>();

/**
 * A table, unpacked from packThesaurus' texts (given, or the shipped file read once per process): the stems' line is the only
 * string kept, a column's positions are read from the bytes in place (no string or array per group or stem is made).
 */
export function tableOf(reading: TableReading, packed?: readonly string[]): ThesaurusGroups {
  if (packed !== undefined) return unpackTable(Buffer.from(packed.join('\f')), reading.columns.length);
  let made = unpacked.get(reading);
  if (!made) unpacked.set(reading, (made = unpackTable(readTable(reading.file), reading.columns.length)));
  return made;
}

/** ThesaurusGroups as unpackLanguage fills it, a column at a time. */
type Unpacking = { [K in keyof ThesaurusGroups]: ThesaurusGroups[K] extends readonly (infer T)[] ? T[] : never };

/**
 * The thesaurus' words (one line a group, "English words|German words") as the table file holds them, one text per language (LANGS'
 * order): its sorted distinct stems on the first line, then one line a group, the positions of the group's stems among them (base 36,
 * the writers' order). Run offline (bench/general-thesaurus-pack.ts), so that the engine stems nothing at load. A stop word is left
 * out: it names no thing.
 */
export function packThesaurus(words: string, columns: readonly string[] = LANGS): string[] {
  const lines = words.split('\n');
  return columns.map((lang, l) => {
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

/** The thesaurus: each language's words looked up in its own column and read from either, at THESAURUS_SHARE of LEARNED_WEIGHT. */
export const THESAURUS: TableReading = {
  file: THESAURUS_FILE,
  columns: LANGS,
  say: (lang) => LANGS.indexOf(lang as 'en'),
  mean: (lang) => LANGS.indexOf(lang as 'en'),
  share: THESAURUS_SHARE,
};

/** The thesaurus' table (tableOf). */
export function thesaurusGroups(packed?: readonly string[]): ThesaurusGroups {
  return tableOf(THESAURUS, packed);
}

/** Packed texts joined by form feeds, unpacked: `columns` texts, each with as many groups as the others. */
export function unpackTable(bytes: Uint8Array, columns: number): ThesaurusGroups {
  // An empty table (readTable's when the file is missing): every column empty.
  if (bytes.length === 0) return unpackTable(new Uint8Array(columns - 1).fill(12), columns);
  const made: Unpacking = { stems: [], stemAt: [], groupsAt: [], groupsOf: [], stemsAt: [], stemsOf: [] };
  let from = 0;
  while (from <= bytes.length) {
    let to = bytes.indexOf(12, from);
    if (to < 0) to = bytes.length;
    unpackLanguage(bytes, from, to, made);
    from = to + 1;
  }
  // Group ids index the other columns' arrays: a pack whose columns disagree would read past their ends.
  if (made.stems.length !== columns) throw new Error(`general thesaurus: ${made.stems.length} columns, not ${columns}`);
  if (made.stemsAt.some((s) => s.length !== made.stemsAt[0].length)) throw new Error('general thesaurus: the languages hold different group counts');
  return made;
}

/** all[start, end) against `key` in sort order (UTF-16 code units, as Array.prototype.sort): negative, 0 or positive; no string made. */
function compareSlice(all: string, start: number, end: number, key: string): number {
  const n = Math.min(end - start, key.length);
  for (let k = 0; k < n; k++) {
    const d = all.charCodeAt(start + k) - key.charCodeAt(k);
    if (d !== 0) return d;
  }
  return end - start - key.length;
}

/** The position of the text all[start, end) among sorted `terms`, or -1: a binary search comparing in place (no string made). */
export function findTermOf(terms: readonly string[], all: string, start: number, end: number): number {
  let lo = 0;
  let hi = terms.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const d = -compareSlice(all, start, end, terms[mid]);
    if (d === 0) return mid;
    if (d < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * A packed table shipped beside this module, or none when it cannot be read (a package built without it): searches go on without
 * the table, and the process is told once (a warning on stderr), not every request with a failed read.
 */
export function readTable(file: URL): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    process.emitWarning(`${fileURLToPath(file)} cannot be read (${(error as Error).message}); searching without it. npm run build copies it into dist/.`);
    return Buffer.alloc(0);
  }
}

/** One language's text, bytes[from, to): its stems' line as one string with their starts, its groups' positions read in place. */
function unpackLanguage(bytes: Uint8Array, from: number, to: number, made: Unpacking): void {
  let first = bytes.indexOf(10, from);
  if (first < 0 || first > to) first = to;
  const stems = Buffer.from(bytes.buffer, bytes.byteOffset + from, first - from).toString('utf8');
  if (stems.includes('\r')) throw new Error('general thesaurus: a carriage return among the stems');
  let count = stems.length > 0 ? 1 : 0;
  for (let i = 0; i < stems.length; i++) if (stems.charCodeAt(i) === 32) count++;
  const stemAt = new Uint32Array(count + 1);
  for (let i = 0, s = 1; i < stems.length; i++) if (stems.charCodeAt(i) === 32) stemAt[s++] = i + 1;
  stemAt[count] = stems.length + 1;
  // Two passes over the groups' lines: count, then fill.
  let groupCount = 0;
  let positions = 0;
  for (let i = first; i < to; i++) {
    const c = bytes[i];
    if (c === 10) groupCount++;
    else if (c !== 32 && (bytes[i - 1] === 32 || bytes[i - 1] === 10)) positions++;
  }
  const stemsAt = new Uint32Array(groupCount + 1);
  const stemsOf = count <= 0x10000 ? new Uint16Array(positions) : new Uint32Array(positions);
  const counts = new Uint32Array(count + 1);
  let group = -1;
  let at = 0;
  let value = -1;
  for (let i = first; i <= to; i++) {
    const c = i < to ? bytes[i] : 10;
    if (c === 10 || c === 32) {
      if (value >= 0) {
        if (value >= count) throw new Error(`general thesaurus: position ${value} past ${count} stems`);
        stemsOf[at++] = value;
        counts[value + 1]++;
        value = -1;
      }
      if (c === 10 && i < to) stemsAt[++group] = at;
    } else if ((c >= 48 && c <= 57) || (c >= 97 && c <= 122)) value = (value < 0 ? 0 : value * 36) + (c <= 57 ? c - 48 : c - 87);
    // A carriage return (a checkout that rewrote line ends) or any other byte would misread the positions silently.
    else throw new Error(`general thesaurus: byte ${c} among the positions`);
  }
  stemsAt[groupCount] = at;
  for (let i = 0; i < count; i++) counts[i + 1] += counts[i];
  // Each stem's groups, in the groups' order.
  const groupsOf = groupCount <= 0x10000 ? new Uint16Array(at) : new Uint32Array(at);
  const next = counts.slice(0, count);
  for (let g = 0; g < groupCount; g++) for (let p = stemsAt[g]; p < stemsAt[g + 1]; p++) groupsOf[next[stemsOf[p]]++] = g;
  made.stems.push(stems);
  made.stemAt.push(stemAt);
  made.groupsAt.push(counts);
  made.groupsOf.push(groupsOf);
  made.stemsAt.push(stemsAt);
  made.stemsOf.push(stemsOf);
}

/** Stem i of language l. */
export function thesaurusStem(thesaurus: ThesaurusGroups, l: number, i: number): string {
  return thesaurus.stems[l].slice(thesaurus.stemAt[l][i], thesaurus.stemAt[l][i + 1] - 1);
}

/** The position of `stem` among language l's stems, or -1: a binary search comparing in place (no string made). */
export function findThesaurusStem(thesaurus: ThesaurusGroups, l: number, stem: string): number {
  const all = thesaurus.stems[l];
  const at = thesaurus.stemAt[l];
  let lo = 0;
  let hi = at.length - 2;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const d = compareSlice(all, at[mid], at[mid + 1] - 1, stem);
    if (d === 0) return mid;
    if (d < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

const NONE: readonly Alternative[] = [];

/**
 * A table's alternatives for a question word (folded token) asked in `lang`, in the index `li`: the words, in `li`'s language (the
 * question's own or the other: a thesaurus group names its thing in both; an association's page words are read one way only), of
 * the word's groups that `li` holds, none that `have` holds already nor that names a concept the question has used (`used`), from
 * no group in `groups` (the groups this question has read; a group that gives an alternative is added), at most THESAURUS_PER_WORD,
 * each at the reading's weight, marked as bridges. Empty for a word the index holds itself, or (in another language's index) one
 * the question language's index `own` holds. Unpacked only once a word could use it: a site in neither language never pays for it.
 */
export function tableAlternatives(
  reading: TableReading,
  li: LanguageIndex,
  lang: string,
  token: string,
  have: readonly Alternative[],
  groups: number[],
  used?: { has(id: number): boolean },
  own?: LanguageIndex,
  given?: ThesaurusGroups,
): readonly Alternative[] {
  const from = reading.say(lang);
  const to = reading.mean(li.lang);
  if (from < 0 || to < 0 || holdsItself(li, have)) return NONE;
  const thesaurus = given ?? tableOf(reading);
  const weight = LEARNED_WEIGHT * reading.share;
  const stem = analyzerFor(lang).stem(token);
  const at = findThesaurusStem(thesaurus, from, stem);
  if (at < 0) return NONE;
  if (own !== undefined && own !== li && findTerm(own, stem) >= 0) return NONE;
  const groupsOf = thesaurus.groupsOf[from];
  const first = thesaurus.groupsAt[from][at];
  const end = Math.min(thesaurus.groupsAt[from][at + 1], first + THESAURUS_GROUPS);
  const stemsAt = thesaurus.stemsAt[to];
  const stemsOf = thesaurus.stemsOf[to];
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
      if (from === to && stemsOf[p] === at) continue;
      // Compared in place: no string is made for a stem the index does not hold.
      const t = findTermOf(li.terms, thesaurus.stems[to], thesaurus.stemAt[to][stemsOf[p]], thesaurus.stemAt[to][stemsOf[p] + 1] - 1);
      if (t < 0 || out?.some((a) => a.terms[0] === t)) continue;
      const partner = li.terms[t];
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
