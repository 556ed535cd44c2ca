/**
 * The passage of a section that best shows why it matched: plain text, cut at a word.
 *
 * What does not depend on the question is computed once per section: every section's
 * sentences (as offsets into its text) and, per sentence, the 16-bit hashes of its distinct
 * index terms, in two typed arrays. The index build packs them for every section
 * (PassagePacker; stored in the snapshot, so a large site's first hit on a section costs no
 * analysis); a table of the server's own fills for sections outside that (an index without
 * them, photo sections made after the build): in the background after start-up on a small
 * site, else on a section's first hit. A question then only hashes its few matched terms
 * and counts them per sentence of the sections it returns.
 */
import { analyze, analyzerFor, tokenize, type Analyzer } from './analyzer.ts';
import type { Page, Section } from '../site/site-types.ts';
import { inSlices } from './in-slices.ts';

/**
 * Every section's sentence analysis of one language, packed by the index build: section (doc)
 * d's entry starts at meta[base[d]], laid out as PassageTable's (see there).
 */
export interface PackedPassages {
  base: Uint32Array;
  meta: Uint32Array;
  terms: Uint16Array;
}

/** A language's packed passages and which doc each section is, as the search index holds them. */
export interface PrebuiltPassages {
  passages?: PackedPassages;
  passageDoc?: ReadonlyMap<Section, number>;
}

export const PASSAGE_MAX = 300;

/** Sentence ends, and line breaks: the same split for every language. */
const SENTENCE_BREAK = /(?<=[.!?])\s+|\n+/g;
const EDGE_SPACE = /\s/;

/** FNV-1a over the UTF-16 code units, folded to 16 bits. A rare collision only picks a slightly worse sentence. */
export function termHash(term: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) {
    h ^= term.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h ^ (h >>> 16)) & 0xffff;
}

/** Sentences as [start, end) offsets into the text, trimmed, empty ones left out. */
export function sentenceRanges(text: string): number[] {
  const ranges: number[] = [];
  const push = (from: number, to: number) => {
    while (from < to && EDGE_SPACE.test(text[from])) from++;
    while (to > from && EDGE_SPACE.test(text[to - 1])) to--;
    if (to > from) ranges.push(from, to);
  };
  let from = 0;
  SENTENCE_BREAK.lastIndex = 0;
  for (let m = SENTENCE_BREAK.exec(text); m; m = SENTENCE_BREAK.exec(text)) {
    push(from, m.index);
    from = m.index + m[0].length;
  }
  push(from, text.length);
  return ranges;
}

/** Growable typed array (doubling). */
class Growing<T extends Uint32Array | Uint16Array> {
  length = 0;
  constructor(
    public array: T,
    private readonly make: (n: number) => T,
  ) {}
  push(value: number): void {
    if (this.length === this.array.length) {
      const bigger = this.make(this.array.length * 2);
      bigger.set(this.array);
      this.array = bigger;
    }
    this.array[this.length++] = value;
  }
}

/** The analysers the index uses, when it has them; else the plain ones of each language. */
export type AnalyzerOf = (lang: string) => Analyzer;

/** Distinct tokens remembered per language while analysing (a site repeats its words); cleared beyond this. */
const MEMO_MAX = 100_000;
/**
 * Plain texts of recently hit sections kept, in characters (2 bytes each at most): a section's
 * text may be derived from its Markdown on every read, which would cost more than the rest of
 * picking its passage. A text is read only to make a passage the answers' own cache does not
 * hold yet (a section hit at a sentence not shown before), so a few hundred sections' worth
 * is enough: at 4 M characters it held 3 M (~6 MB) after 1,000 questions at 10,000 sections.
 */
export const TEXT_CACHE_CHARS = 1024 * 1024;

/**
 * Per section at `at.get(section)`: in `meta`, the sentence count n, then n times
 * (start, end, end of its terms in `terms`, relative to the section's first term), then
 * the section's first index into `terms`. Sections are added once each: all of them in the
 * background after start-up (warmPassageTable), or a section on its first hit, whichever
 * comes first.
 */
export class PassageTable {
  readonly at = new Map<Section, number>();
  private readonly metaArray = new Growing(new Uint32Array(1024), (n) => new Uint32Array(n));
  private readonly termArray = new Growing(new Uint16Array(4096), (n) => new Uint16Array(n));
  private readonly memos = new Map<string, Map<string, number>>();
  private readonly sentenceTerms = new Set<number>();
  /** The packed passages the last `add` found the section in (undefined: this table's own arrays). */
  private current?: PackedPassages;
  /** Sections found in the index's packed passages (the table's own arrays stay empty for them). */
  prebuiltHits = 0;

  /**
   * `prebuiltOf` gives a language's packed passages from the index, when it has them: asked
   * only by a question's `add` (the index exists then), never by the background warm-up, so a
   * deferred index is not built behind a stdio client's back.
   */
  constructor(
    private readonly analyzerOf: AnalyzerOf = analyzerFor,
    private readonly prebuiltOf?: (lang: string) => PrebuiltPassages | undefined,
  ) {}

  /** The sentence entries of the section the last `add` returned an offset for. */
  get meta(): Uint32Array {
    return this.current?.meta ?? this.metaArray.array;
  }

  get terms(): Uint16Array {
    return this.current?.terms ?? this.termArray.array;
  }

  /**
   * One section's offset in `meta` (read `meta` and `terms` right after): from the index's
   * packed passages when they hold it, else analysed now unless that was done before.
   */
  add(lang: string, section: Section): number {
    const known = this.at.get(section);
    if (known !== undefined) {
      this.current = undefined;
      return known;
    }
    const prebuilt = this.prebuiltOf?.(lang);
    const doc = prebuilt?.passageDoc?.get(section);
    if (doc !== undefined && prebuilt?.passages) {
      this.prebuiltHits++;
      this.current = prebuilt.passages;
      return prebuilt.passages.base[doc];
    }
    return this.analyse(lang, section);
  }

  /** Analyses one section's sentences into this table's own arrays, unless that was done before. */
  analyse(lang: string, section: Section): number {
    this.current = undefined;
    const known = this.at.get(section);
    if (known !== undefined) return known;
    const analyzer = this.analyzerOf(lang);
    let memo = this.memos.get(lang);
    if (!memo || memo.size > MEMO_MAX) this.memos.set(lang, (memo = new Map()));
    const meta = this.metaArray;
    const terms = this.termArray;
    const text = section.text;
    const ranges = sentenceRanges(text);
    const n = ranges.length / 2;
    const base = meta.length;
    meta.push(n);
    for (let i = 0; i < n; i++) meta.push(0), meta.push(0), meta.push(0);
    const firstTerm = terms.length;
    meta.push(firstTerm);
    for (let i = 0; i < n; i++) {
      this.sentenceTerms.clear();
      for (const token of tokenize(text.slice(ranges[2 * i], ranges[2 * i + 1]))) {
        let hash = memo.get(token);
        if (hash === undefined) {
          const term = analyzer.stopwords.has(token) ? '' : analyzer.stem(token);
          memo.set(token, (hash = term ? termHash(term) : -1));
        }
        if (hash >= 0) this.sentenceTerms.add(hash);
      }
      for (const hash of this.sentenceTerms) terms.push(hash);
      meta.array[base + 1 + 3 * i] = ranges[2 * i];
      meta.array[base + 2 + 3 * i] = ranges[2 * i + 1];
      meta.array[base + 3 + 3 * i] = terms.length - firstTerm;
    }
    this.at.set(section, base);
    return base;
  }

  private readonly texts = new Map<Section, string>();
  private textChars = 0;

  /** The section's plain text, from a cache of recently hit sections bounded in characters. */
  textOf(section: Section): string {
    let text = this.texts.get(section);
    if (text !== undefined) {
      // Most recently used last: the Map's order is the eviction order.
      this.texts.delete(section);
      this.texts.set(section, text);
      return text;
    }
    text = section.text;
    if (text.length > TEXT_CACHE_CHARS) return text;
    this.texts.set(section, text);
    this.textChars += text.length;
    for (const [old, oldText] of this.texts) {
      if (this.textChars <= TEXT_CACHE_CHARS) break;
      this.texts.delete(old);
      this.textChars -= oldText.length;
    }
    return text;
  }

  /** Characters of section text cached now. */
  get cachedTextChars(): number {
    return this.textChars;
  }

  /**
   * The last two sets of terms hashed, each with its hashes as bits of a map of every 16-bit hash
   * (8 KB each): a question's hits come from its two language indexes in turn, each language's
   * hits sharing one set, so with one map every other hit hashed its set again.
   */
  private readonly wantedSlots: WantedSlot[] = [newWantedSlot(), newWantedSlot()];
  /** The slot that was not used last: the one a new set of terms replaces. */
  private older = 0;
  /** Sets of terms hashed into a map (the rest were found in a slot): for tests. */
  hashedSets = 0;

  /**
   * The hashes of a question's matched terms, as a map of bits: each term of each sentence of a
   * hit's section is tested against it (a bit test, not a Set look-up). The hits of one language
   * share one set of terms, so it is hashed once per question and language, not once per hit.
   */
  wantedHashes(terms: ReadonlySet<string>): Uint32Array {
    const [a, b] = this.wantedSlots;
    const found = terms === a.terms ? 0 : terms === b.terms ? 1 : -1;
    if (found >= 0) {
      this.older = 1 - found;
      return this.wantedSlots[found].wanted;
    }
    const slot = this.wantedSlots[this.older];
    const { hashes, wanted } = slot;
    for (let i = 0; i < slot.count; i++) wanted[hashes[i] >>> 5] = 0;
    // The list is kept at its longest and its first `count` read (emptied by setting its length, it gave up its storage and grew again per set).
    let count = 0;
    for (const term of terms) {
      const hash = termHash(term);
      hashes[count++] = hash;
      wanted[hash >>> 5] |= 1 << (hash & 31);
    }
    slot.count = count;
    slot.terms = terms;
    this.hashedSets++;
    this.older = 1 - this.older;
    return slot.wanted;
  }

  /** Bytes held in typed arrays (the map of sections adds about 40 bytes per section). */
  get bytes(): number {
    return this.metaArray.array.byteLength + this.termArray.array.byteLength;
  }
}

/** A set of terms and its hashes, as a list (its first `count`) and as bits of a map of every 16-bit hash. */
interface WantedSlot {
  terms?: ReadonlySet<string>;
  hashes: number[];
  count: number;
  wanted: Uint32Array;
}

function newWantedSlot(): WantedSlot {
  return { terms: undefined, hashes: [], count: 0, wanted: new Uint32Array(65_536 / 32) };
}

export function createPassageTable(pages: readonly Page[], analyzerOf: AnalyzerOf = analyzerFor): PassageTable {
  const table = new PassageTable(analyzerOf);
  for (const page of pages) for (const section of page.sections) table.analyse(page.lang, section);
  return table;
}

/**
 * Adds every section to the table in slices of at most `sliceMs` of work, one slice per
 * event-loop iteration, so start-up is not delayed and requests are served in between.
 * A section the index packed already (`prebuiltOf`, asked without building a deferred index)
 * is left alone: analysing it again would only make a second copy. Returns a function that
 * stops it.
 */
export function warmPassageTable(table: PassageTable, pages: readonly Page[], sliceMs = 5, prebuiltOf?: (lang: string) => PrebuiltPassages | undefined): () => void {
  let p = 0;
  let s = 0;
  return inSlices(() => {
    while (p < pages.length && s >= pages[p].sections.length) {
      p++;
      s = 0;
    }
    if (p >= pages.length) return false;
    const { lang } = pages[p];
    const section = pages[p].sections[s++];
    if (prebuiltOf?.(lang)?.passageDoc?.has(section)) return true;
    // A section that cannot be analysed now is analysed (and reports its fault) on its first hit.
    table.analyse(lang, section);
    return true;
  }, sliceMs);
}

export function passageTableBytes(table: PassageTable): number {
  return table.bytes;
}

/**
 * Packs a language's passage analysis at index build, section by section in doc order, from
 * the token numbers the build has anyway: the same entries PassageTable.analyse makes (a
 * sentence's distinct term hashes in order of first occurrence), computed with no second
 * tokenisation.
 */
export class PassagePacker {
  private readonly base: Uint32Array;
  private readonly meta = new Growing(new Uint32Array(4096), (n) => new Uint32Array(n));
  private readonly terms = new Growing(new Uint16Array(16384), (n) => new Uint16Array(n));
  /** Per hash, the sentence that last took it (distinct hashes per sentence without a Set). */
  private readonly seen = new Uint32Array(0x10000);
  private sentence = 0;
  private readonly hashOfTerm: number[] = [];

  /** `termName(id)`: the index term of a term id, hashed once per term. */
  constructor(
    docCount: number,
    private readonly termName: (id: number) => string,
  ) {
    this.base = new Uint32Array(docCount);
  }

  /**
   * Section `doc`: its sentences `ranges` ([start, end) pairs, sentenceRanges), the term id of
   * each token of its text in order (-1 for a stop word), and where each sentence's tokens end.
   */
  add(doc: number, ranges: readonly number[], termOfToken: Int32Array, tokenEnds: readonly number[]): void {
    const meta = this.meta;
    const terms = this.terms;
    const n = ranges.length / 2;
    const at = meta.length;
    this.base[doc] = at;
    meta.push(n);
    for (let i = 0; i < 3 * n; i++) meta.push(0);
    const firstTerm = terms.length;
    meta.push(firstTerm);
    let token = 0;
    for (let i = 0; i < n; i++) {
      const round = ++this.sentence;
      for (const end = tokenEnds[i]; token < end; token++) {
        const id = termOfToken[token];
        if (id < 0) continue;
        const hash = (this.hashOfTerm[id] ??= termHash(this.termName(id)));
        if (this.seen[hash] === round) continue;
        this.seen[hash] = round;
        terms.push(hash);
      }
      meta.array[at + 1 + 3 * i] = ranges[2 * i];
      meta.array[at + 2 + 3 * i] = ranges[2 * i + 1];
      meta.array[at + 3 + 3 * i] = terms.length - firstTerm;
    }
  }

  /** The packed arrays, trimmed to their length. */
  done(): PackedPassages {
    return { base: this.base, meta: this.meta.array.slice(0, this.meta.length), terms: this.terms.array.slice(0, this.terms.length) };
  }
}

/**
 * Every entry of packed passages in range, so a question never reads out of bounds: a false
 * answer names what is wrong (a snapshot's reader refuses the file).
 */
export function checkPackedPassages(p: PackedPassages, docCount: number): string | undefined {
  const { base, meta, terms } = p;
  if (base.length !== docCount) return 'passage entries do not match the sections';
  // The packer writes each entry once (3n + 2 numbers): entries that together claim more than the
  // table (overlapping ones, e.g. in a damaged file) are refused, so this check stays linear in the table.
  let claimed = 0;
  for (let d = 0; d < docCount; d++) {
    const at = base[d];
    if (at >= meta.length) return 'a passage entry lies outside the table';
    const n = meta[at];
    if (at + 3 * n + 1 >= meta.length) return 'a passage entry runs past the table';
    claimed += 3 * n + 2;
    if (claimed > meta.length) return 'passage entries overlap';
    const first = meta[at + 1 + 3 * n];
    let end = 0;
    for (let i = 0; i < n; i++) {
      const start = meta[at + 1 + 3 * i];
      const next = meta[at + 3 + 3 * i];
      if (start > meta[at + 2 + 3 * i] || next < end) return 'a sentence entry is malformed';
      end = next;
    }
    if (first + end > terms.length) return 'a sentence names terms outside the table';
  }
  return undefined;
}

/**
 * The sentence with most of the matched terms (the first on a tie, the first sentence when
 * none matches), followed by the sentences after it while they fit, cut at a word.
 */
export function tablePassage(table: PassageTable, lang: string, section: Section, terms: ReadonlySet<string>, max = PASSAGE_MAX): string {
  const at = bestSentence(table, lang, section, terms);
  return at < 0 ? '' : passageFrom(table, lang, section, at, max);
}

/**
 * Which sentence tablePassage starts at (-1: the section has none). The passage depends on
 * nothing else, so a caller may keep what it built per section and sentence.
 */
export function bestSentence(table: PassageTable, lang: string, section: Section, terms: ReadonlySet<string>): number {
  const base = table.add(lang, section);
  const { meta } = table;
  const n = meta[base];
  if (n === 0) return -1;
  let bestAt = 0;
  if (terms.size > 0) {
    const wanted = table.wantedHashes(terms);
    const first = meta[base + 1 + 3 * n];
    const termArray = table.terms;
    let bestHits = 0;
    let from = first;
    for (let i = 0; i < n; i++) {
      const to = first + meta[base + 3 + 3 * i];
      let hits = 0;
      for (let t = from; t < to; t++) {
        const hash = termArray[t];
        hits += (wanted[hash >>> 5] >>> (hash & 31)) & 1;
      }
      if (hits > bestHits) {
        bestHits = hits;
        bestAt = i;
      }
      from = to;
    }
  }
  return bestAt;
}

/** The passage that starts at sentence `at` of an analysed section: it and the sentences after it while they fit, cut at a word. */
export function passageFrom(table: PassageTable, lang: string, section: Section, at: number, max = PASSAGE_MAX): string {
  const base = table.add(lang, section);
  const { meta } = table;
  const n = meta[base];
  const text = table.textOf(section);
  let passage = text.slice(meta[base + 1 + 3 * at], meta[base + 2 + 3 * at]);
  for (let i = at + 1; i < n; i++) {
    const start = meta[base + 1 + 3 * i];
    const end = meta[base + 2 + 3 * i];
    if (passage.length + 1 + (end - start) > max) break;
    passage += ' ' + text.slice(start, end);
  }
  return cutAtWord(passage, max);
}

/** The same choice computed from the text on the spot: for a section outside any table. */
export function bestPassage(text: string, terms: ReadonlySet<string>, analyzer: Analyzer, max = PASSAGE_MAX): string {
  const ranges = sentenceRanges(text);
  const sentences: string[] = [];
  for (let i = 0; i < ranges.length; i += 2) sentences.push(text.slice(ranges[i], ranges[i + 1]));
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
