/**
 * The translation lexicon's build as it was before lexicon-units.ts (2026-11-23, main 5c7b736),
 * frozen: the tests show the current build gives the same lexicons, entry by entry, on every
 * site they load. Change it only together with a deliberate change of what the lexicon learns.
 */
import { analyzerFor, tokenize } from '../../server/search/analyzer.ts';
import type { SearchDoc, SearchIndex } from '../../server/search/search-index.ts';
import { LEXICON_LIMITS, MIN_PROBABILITY, PER_WORD, type Lexicon } from '../../server/search/translation-lexicon.ts';
import type { Page, Section } from '../../server/site/site-types.ts';

interface Unit {
  from: number[];
  to: number[];
}

const PAGES_PER_STEP = 2;

/** The lexicon the frozen build gives for a language pair of the index. */
export function referenceLexicon(index: SearchIndex, from: string, to: string): Lexicon {
  const build = lexiconBuild(index, from, to);
  for (;;) {
    const step = build.next();
    if (step.done) return step.value;
  }
}

/** Adds the parallel units of a language pair to `units`, yielding after every PAGES_PER_STEP pages. */
function* unitSteps(index: SearchIndex, from: string, to: string, vocab: [Map<string, number>, Map<string, number>], units: Unit[]): Generator<void> {
  const source = index.byLang.get(from);
  const target = index.byLang.get(to);
  if (!source || !target) return;
  // A site repeats its words: each distinct token is stemmed once per build, not once per occurrence.
  const memos: [TokenMemo, TokenMemo] = [new Map(), new Map()];
  const add = (a: string, b: string) => {
    if (units.length >= LEXICON_LIMITS.units) return;
    const unit = { from: termIds(a, from, vocab[0], memos[0]), to: termIds(b, to, vocab[1], memos[1]) };
    if (unit.from.length && unit.to.length) units.push(unit);
  };
  // Sentences (and list items) pair up when both sides have as many; else the whole text is one unit.
  const addSentences = (a: string, b: string) => {
    const mine = sentences(a);
    const theirs = sentences(b);
    if (mine.length > 1 && mine.length === theirs.length) mine.forEach((m, i) => add(m, theirs[i]));
    else add(a, b);
  };
  const pages = new Set<Page>(source.docs.map((d: SearchDoc) => d.page));
  let read = 0;
  for (const page of pages) {
    // The budget is reached: reading (and deriving the text of) the remaining sections would add nothing.
    if (units.length >= LEXICON_LIMITS.units) break;
    if (++read % PAGES_PER_STEP === 0) yield;
    const path = page.translations[to];
    const other = path ? target.introByPath.get(path)?.page : undefined;
    if (!other) continue;
    add(page.title, other.title);
    add(page.description, other.description);
    for (const kind of ['section', 'photo'] as const) {
      const mine = sectionsOf(page, kind);
      const theirs = sectionsOf(other, kind);
      // Sections pair up only when both pages have as many: then they are each other's translation.
      if (mine.length !== theirs.length) continue;
      mine.forEach((s, i) => {
        if (s.level > 1) add(s.name, theirs[i].name);
        addSentences(s.text.slice(0, 2000), theirs[i].text.slice(0, 2000));
      });
    }
  }
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?:;])\s+|\n+/).filter((x) => x.trim());
}

function sectionsOf(page: Page, kind: 'section' | 'photo'): Section[] {
  return page.sections.filter((s) => (s.kind ?? 'section') === kind);
}

/** A token's vocabulary id in one build (-1: a stop word, a number or no term). */
type TokenMemo = Map<string, number>;

/** The distinct ids of the text's terms, in order (what analyze() gives, minus numbers), at most termsPerUnit. */
function termIds(text: string, lang: string, vocab: Map<string, number>, memo: TokenMemo): number[] {
  const ids = new Set<number>();
  const analyzer = analyzerFor(lang);
  for (const token of tokenize(text)) {
    let id = memo.get(token);
    if (id === undefined) {
      const term = analyzer.stopwords.has(token) ? '' : analyzer.stem(token);
      if (!term || /^\d+$/.test(term)) id = -1;
      else {
        id = vocab.get(term);
        if (id === undefined) vocab.set(term, (id = vocab.size));
      }
      memo.set(token, id);
    }
    if (id < 0) continue;
    ids.add(id);
    if (ids.size >= LEXICON_LIMITS.termsPerUnit) break;
  }
  return [...ids];
}

/** The build of one lexicon, yielding between steps (a few pages' units, the slots, each EM round). */
function* lexiconBuild(index: SearchIndex, from: string, to: string): Generator<void, Lexicon> {
  const vocab: [Map<string, number>, Map<string, number>] = [new Map(), new Map()];
  const units: Unit[] = [];
  yield* unitSteps(index, from, to, vocab, units);
  const lexicon: Lexicon = new Map();
  if (!units.length) return lexicon;
  yield;
  const NULL = vocab[0].size;
  const width = vocab[1].size;
  // One pass gives every (source, target) pair of every unit a slot; the EM rounds then run on typed arrays.
  // The rows (one per target word of a unit: its sources' slots) lie end to end in one array.
  let updates = 0;
  let used = 0;
  for (const unit of units) {
    const cost = (unit.from.length + 1) * unit.to.length;
    if (updates + cost > LEXICON_LIMITS.pairUpdates) break;
    updates += cost;
    used++;
  }
  const slots = new SlotTable(updates, width);
  const rowSlots = new Int32Array(updates);
  const rowEnds: number[] = [];
  let at = 0;
  for (let u = 0; u < used; u++) {
    const unit = units[u];
    for (const f of unit.to) {
      for (const e of unit.from) rowSlots[at++] = slots.slot(e, f);
      rowSlots[at++] = slots.slot(NULL, f);
      rowEnds.push(at);
    }
  }
  const slotSource = slots.sources();
  const slotTarget = slots.targets();
  const t = new Float64Array(slotSource.length).fill(1);
  const count = new Float64Array(slotSource.length);
  const total = new Float64Array(NULL + 1);
  for (let round = 0; round < LEXICON_LIMITS.rounds; round++) {
    yield;
    count.fill(0);
    total.fill(0);
    let from = 0;
    for (const end of rowEnds) {
      let denom = 0;
      for (let i = from; i < end; i++) denom += t[rowSlots[i]];
      for (let i = from; i < end; i++) {
        const slot = rowSlots[i];
        const c = t[slot] / denom;
        count[slot] += c;
        total[slotSource[slot]] += c;
      }
      from = end;
    }
    for (let slot = 0; slot < t.length; slot++) t[slot] = count[slot] / total[slotSource[slot]];
  }
  const sourceTerms = [...vocab[0].keys()];
  const targetTerms = [...vocab[1].keys()];
  for (let slot = 0; slot < t.length; slot++) {
    const e = slotSource[slot];
    if (e === NULL || t[slot] < MIN_PROBABILITY) continue;
    const key = sourceTerms[e];
    const list = lexicon.get(key) ?? [];
    list.push({ term: targetTerms[slotTarget[slot]], p: t[slot] });
    lexicon.set(key, list);
  }
  for (const list of lexicon.values()) list.sort((a, b) => b.p - a.p).splice(PER_WORD);
  return lexicon;
}

/**
 * The slot of each (source, target) pair, numbered in order of first use: an open-addressing
 * hash table in typed arrays, sized once for the most pairs a build may have (a Map of a
 * million numbers would allocate, and leave behind, tens of MB in the JavaScript heap).
 */
class SlotTable {
  private readonly keys: Float64Array;
  private readonly values: Int32Array;
  private readonly mask: number;
  private readonly source: Int32Array;
  private readonly target: Int32Array;
  private count = 0;

  constructor(
    maxPairs: number,
    private readonly width: number,
  ) {
    let size = 16;
    while (size < 2 * maxPairs) size *= 2;
    this.keys = new Float64Array(size).fill(-1);
    this.values = new Int32Array(size);
    this.mask = size - 1;
    this.source = new Int32Array(Math.max(1, maxPairs));
    this.target = new Int32Array(Math.max(1, maxPairs));
  }

  slot(e: number, f: number): number {
    const key = e * this.width + f;
    for (let h = Math.imul(key | 0, 0x9e3779b1) & this.mask; ; h = (h + 1) & this.mask) {
      if (this.keys[h] === key) return this.values[h];
      if (this.keys[h] === -1) {
        this.keys[h] = key;
        this.source[this.count] = e;
        this.target[this.count] = f;
        return (this.values[h] = this.count++);
      }
    }
  }

  sources(): Int32Array {
    return this.source.subarray(0, this.count);
  }

  targets(): Int32Array {
    return this.target.subarray(0, this.count);
  }
}
