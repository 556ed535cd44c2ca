/**
 * The search index as one plain byte string: an 8-byte magic, a little-endian 32-bit
 * length, a JSON header (terms, surface words, where each typed array lies) and the typed
 * arrays' bytes, each at an 8-byte boundary. Only TextEncoder, DataView and typed arrays:
 * any JavaScript runtime can read it. Decoding checks every bound, so a damaged file is
 * refused (SnapshotError) instead of being searched.
 */
import type { PackedLanguage } from './search-index.ts';
import type { Lexicon } from './translation-lexicon.ts';
import { TYPO_BUCKETS } from './typo-map.ts';
import { checkPackedPassages } from './passage.ts';
import { checkSectionFacts } from './section-facts.ts';
import { checkNumberNeighbours } from './number-neighbours.ts';
import { checkOriginNeighbours } from './origin-next.ts';
import { checkDatedRows } from './dated-rows.ts';

const MAGIC = 'PAINDEX1';
/** 2: the translation lexicons are stored too; 3: the typo map's compact layout; 4: the passages (passage.ts); 5: the section facts (section-facts.ts); 6: the words next to numbers (number-neighbours.ts); 7: the words before origin words (origin-next.ts); 8: the words of dated rows (dated-rows.ts). */
export const SNAPSHOT_FORMAT = 8;

export class SnapshotError extends Error {}

export interface SnapshotHeader {
  format: number;
  /** What the index was built from (see index-cache.ts); a reader compares it with its own. */
  digest: string;
  languages: LanguageHeader[];
  dataBytes: number;
  /** The translation lexicons by language pair (`from>to`): per source term, its translations and their probabilities. */
  lexicons?: Record<string, [string, [string, number][]][]>;
}

/** What a snapshot holds. */
export interface Snapshot {
  digest: string;
  packed: PackedLanguage[];
  /** The translation lexicons built with the index, when they were (translation-lexicon.ts). */
  lexicons?: Map<string, Lexicon>;
}

type ArrayName =
  | 'offsets'
  | 'postDocs'
  | 'postImpacts'
  | 'idf'
  | 'surfaceTerm'
  | 'typoBuckets'
  | 'typoLow'
  | 'typoWords'
  | 'passageBase'
  | 'passageMeta'
  | 'passageTerms'
  | 'factDateOffsets'
  | 'factDates'
  | 'factAmounts'
  | 'factFlags'
  | 'factWordOffsets'
  | 'factSpanOf'
  | 'factSpanDoc'
  | 'factNeighbourOffsets'
  | 'factNeighbourTerms'
  | 'factOriginOffsets'
  | 'factOriginTerms'
  | 'factRowOffsets'
  | 'factRowTerms'
  | 'factRowLatest';
const TYPES = { Int32: Int32Array, Float32: Float32Array, Uint32: Uint32Array, Uint16: Uint16Array } as const;
type AnyArray = Int32Array | Float32Array | Uint32Array | Uint16Array;
type TypeName = keyof typeof TYPES;

interface ArrayRef {
  type: TypeName;
  /** Byte offset from the start of the data part. */
  offset: number;
  length: number;
}

interface LanguageHeader {
  lang: string;
  docCount: number;
  terms: string[];
  surfaces: string[];
  /** The bold names' words (section-facts.ts). */
  boldWords: string[];
  arrays: Record<ArrayName, ArrayRef>;
}

function arraysOf(p: PackedLanguage): Partial<Record<ArrayName, AnyArray>> {
  return {
    offsets: p.offsets,
    postDocs: p.postDocs,
    postImpacts: p.postImpacts,
    idf: p.idf,
    surfaceTerm: p.surfaceTerm,
    typoBuckets: p.typo.buckets,
    typoLow: p.typo.low,
    typoWords: p.typo.words,
    ...(p.passages && { passageBase: p.passages.base, passageMeta: p.passages.meta, passageTerms: p.passages.terms }),
    factDateOffsets: p.facts.dateOffsets,
    factDates: p.facts.dates,
    factAmounts: p.facts.amounts,
    factFlags: p.facts.flags,
    factWordOffsets: p.facts.wordOffsets,
    factSpanOf: p.facts.spanOf,
    factSpanDoc: p.facts.spanDoc,
    factNeighbourOffsets: p.facts.neighbourOffsets,
    factNeighbourTerms: p.facts.neighbourTerms,
    factOriginOffsets: p.facts.originOffsets,
    factOriginTerms: p.facts.originTerms,
    factRowOffsets: p.facts.rowOffsets,
    factRowTerms: p.facts.rowTerms,
    factRowLatest: p.facts.rowLatest,
  };
}

const typeName = (a: AnyArray): TypeName => (a instanceof Int32Array ? 'Int32' : a instanceof Float32Array ? 'Float32' : a instanceof Uint16Array ? 'Uint16' : 'Uint32');
const align8 = (n: number) => (n + 7) & ~7;

export function encodeSnapshot(digest: string, packed: PackedLanguage[], lexicons?: ReadonlyMap<string, Lexicon>): Uint8Array {
  let dataBytes = 0;
  const languages: LanguageHeader[] = packed.map((p) => {
    const arrays = {} as Record<ArrayName, ArrayRef>;
    for (const [name, array] of Object.entries(arraysOf(p)) as [ArrayName, Int32Array][]) {
      arrays[name] = { type: typeName(array), offset: dataBytes, length: array.length };
      dataBytes = align8(dataBytes + array.byteLength);
    }
    return { lang: p.lang, docCount: p.docCount, terms: p.terms, surfaces: p.surfaces, boldWords: p.facts.boldWords, arrays };
  });
  const header: SnapshotHeader = { format: SNAPSHOT_FORMAT, digest, languages, dataBytes };
  if (lexicons) header.lexicons = Object.fromEntries([...lexicons].map(([pair, lexicon]) => [pair, [...lexicon].map(([source, list]) => [source, list.map((t) => [t.term, t.p])])]));
  const json = new TextEncoder().encode(JSON.stringify(header));
  const dataStart = align8(12 + json.length);
  const out = new Uint8Array(dataStart + dataBytes);
  out.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(8, json.length, true);
  out.set(json, 12);
  packed.forEach((p, i) => {
    for (const [name, array] of Object.entries(arraysOf(p)) as [ArrayName, Int32Array][]) {
      out.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), dataStart + languages[i].arrays[name].offset);
    }
  });
  return out;
}

/** The header alone (cheap: no arrays are read), or a SnapshotError. */
export function readSnapshotHeader(bytes: Uint8Array): { header: SnapshotHeader; dataStart: number } {
  if (bytes.length < 12 || new TextDecoder().decode(bytes.subarray(0, 8)) !== MAGIC) throw new SnapshotError('not a search index snapshot');
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(8, true);
  if (12 + length > bytes.length) throw new SnapshotError('header runs past the end of the file');
  let header: SnapshotHeader;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + length))) as SnapshotHeader;
  } catch {
    throw new SnapshotError('header is not JSON');
  }
  if (header?.format !== SNAPSHOT_FORMAT) throw new SnapshotError(`format ${String(header?.format)}, expected ${SNAPSHOT_FORMAT}`);
  const dataStart = align8(12 + length);
  if (typeof header.dataBytes !== 'number' || dataStart + header.dataBytes !== bytes.length) throw new SnapshotError('file length does not match its header');
  return { header, dataStart };
}

export function decodeSnapshot(bytes: Uint8Array): Snapshot {
  const { header, dataStart } = readSnapshotHeader(bytes);
  if (!Array.isArray(header.languages)) throw new SnapshotError('no languages');
  const packed = header.languages.map((l) => {
    const get = <T extends TypeName>(name: ArrayName, type: T): InstanceType<(typeof TYPES)[T]> => {
      const ref = l.arrays?.[name];
      const Type = TYPES[type];
      if (!ref || ref.type !== type || !Number.isInteger(ref.offset) || !Number.isInteger(ref.length) || ref.offset < 0 || ref.length < 0 || ref.offset % 8 !== 0)
        throw new SnapshotError(`array ${name} is malformed`);
      const start = dataStart + ref.offset;
      const end = start + ref.length * Type.BYTES_PER_ELEMENT;
      if (end > bytes.length) throw new SnapshotError(`array ${name} runs past the end of the file`);
      // A view into the file's bytes when aligned (a file read whole starts its own buffer, and
      // arrays lie at 8-byte boundaries), so a load holds one copy of the index, not two; else a copy.
      const at = bytes.byteOffset + start;
      if (at % Type.BYTES_PER_ELEMENT === 0) return new Type(bytes.buffer as ArrayBuffer, at, ref.length) as InstanceType<(typeof TYPES)[T]>;
      return new Type(new Uint8Array(bytes.buffer, at, end - start).slice().buffer) as InstanceType<(typeof TYPES)[T]>;
    };
    const p: PackedLanguage = {
      lang: l.lang,
      docCount: l.docCount,
      terms: l.terms,
      surfaces: l.surfaces,
      offsets: get('offsets', 'Int32'),
      postDocs: get('postDocs', 'Int32'),
      postImpacts: get('postImpacts', 'Float32'),
      idf: get('idf', 'Float32'),
      surfaceTerm: get('surfaceTerm', 'Int32'),
      typo: { buckets: get('typoBuckets', 'Uint32'), low: get('typoLow', 'Uint16'), words: l.arrays?.typoWords?.type === 'Uint16' ? get('typoWords', 'Uint16') : get('typoWords', 'Int32') },
      ...(l.arrays?.passageBase && { passages: { base: get('passageBase', 'Uint32'), meta: get('passageMeta', 'Uint32'), terms: get('passageTerms', 'Uint16') } }),
      facts: {
        dateOffsets: get('factDateOffsets', 'Int32'),
        dates: get('factDates', 'Int32'),
        amounts: get('factAmounts', 'Uint16'),
        flags: get('factFlags', 'Uint16'),
        boldWords: l.boldWords,
        wordOffsets: get('factWordOffsets', 'Int32'),
        spanOf: get('factSpanOf', 'Int32'),
        spanDoc: get('factSpanDoc', 'Int32'),
        neighbourOffsets: get('factNeighbourOffsets', 'Int32'),
        neighbourTerms: get('factNeighbourTerms', 'Int32'),
        originOffsets: get('factOriginOffsets', 'Int32'),
        originTerms: get('factOriginTerms', 'Int32'),
        rowOffsets: get('factRowOffsets', 'Int32'),
        rowTerms: get('factRowTerms', 'Int32'),
        rowLatest: get('factRowLatest', 'Int32'),
      },
    };
    checkPacked(p);
    return p;
  });
  return { digest: header.digest, packed, ...(header.lexicons !== undefined && { lexicons: lexiconsOf(header.lexicons) }) };
}

/** The stored lexicons back into maps, each entry checked (a query reads them as they are). */
function lexiconsOf(stored: unknown): Map<string, Lexicon> {
  const fail = () => {
    throw new SnapshotError('translation lexicons are malformed');
  };
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) fail();
  const out = new Map<string, Lexicon>();
  for (const [pair, entries] of Object.entries(stored as Record<string, unknown>)) {
    if (!Array.isArray(entries)) fail();
    const lexicon: Lexicon = new Map();
    for (const entry of entries as unknown[][]) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Array.isArray(entry[1])) fail();
      const list = (entry[1] as unknown[]).map((t) => {
        if (!Array.isArray(t) || typeof t[0] !== 'string' || typeof t[1] !== 'number' || !Number.isFinite(t[1])) fail();
        return { term: (t as [string, number])[0], p: (t as [string, number])[1] };
      });
      lexicon.set(entry[0] as string, list);
    }
    out.set(pair, lexicon);
  }
  return out;
}

/** Every id in range and every list where it should be, so a query can never read out of bounds. */
function checkPacked(p: PackedLanguage): void {
  const fail = (what: string) => {
    throw new SnapshotError(`${String(p.lang)}: ${what}`);
  };
  if (typeof p.lang !== 'string' || !Number.isInteger(p.docCount) || p.docCount < 0) fail('language or section count is malformed');
  if (!Array.isArray(p.terms) || !Array.isArray(p.surfaces)) fail('terms or surface words missing');
  const terms = p.terms.length;
  for (let i = 0; i < terms; i++) if (typeof p.terms[i] !== 'string' || (i > 0 && !(p.terms[i - 1] < p.terms[i]))) fail('terms are not sorted strings');
  for (let i = 0; i < p.surfaces.length; i++) if (typeof p.surfaces[i] !== 'string' || (i > 0 && !(p.surfaces[i - 1] < p.surfaces[i]))) fail('surface words are not sorted strings');
  if (p.offsets.length !== terms + 1 || p.offsets[0] !== 0 || p.offsets[terms] !== p.postDocs.length) fail('posting offsets do not match');
  for (let t = 0; t < terms; t++) if (p.offsets[t + 1] < p.offsets[t]) fail('posting offsets decrease');
  if (p.postImpacts.length !== p.postDocs.length || p.idf.length !== terms) fail('array lengths do not match');
  for (let i = 0; i < p.postDocs.length; i++) if (p.postDocs[i] < 0 || p.postDocs[i] >= p.docCount) fail('a posting names no section');
  if (p.surfaceTerm.length !== p.surfaces.length) fail('surface terms do not match');
  for (let i = 0; i < p.surfaceTerm.length; i++) if (p.surfaceTerm[i] < 0 || p.surfaceTerm[i] >= terms) fail('a surface word names no term');
  const { buckets, low, words } = p.typo;
  if (buckets.length !== TYPO_BUCKETS + 1 || buckets[0] !== 0 || buckets[TYPO_BUCKETS] !== low.length || words.length !== low.length) fail('typo map lengths do not match');
  for (let b = 0; b < TYPO_BUCKETS; b++) if (buckets[b + 1] < buckets[b]) fail('typo buckets decrease');
  for (let i = 0; i < p.typo.words.length; i++) if (p.typo.words[i] < 0 || p.typo.words[i] >= p.surfaces.length) fail('a typo entry names no word');
  const passages = p.passages && checkPackedPassages(p.passages, p.docCount);
  if (passages) fail(passages);
  const facts =
    checkSectionFacts(p.facts, p.docCount) ?? checkNumberNeighbours(p.facts, p.docCount, terms) ?? checkOriginNeighbours(p.facts, p.docCount, terms) ?? checkDatedRows(p.facts, p.docCount, terms);
  if (facts) fail(facts);
}
