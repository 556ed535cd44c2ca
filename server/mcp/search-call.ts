/**
 * `tools/call` of search_site for 2025-era clients, answered without the SDK's per-request
 * machinery: the busiest MCP request, and the one whose answer is largest.
 *
 * Through the SDK, one call cost about as much as the search itself again: a web Request
 * built from the Node request, the era classification, Zod parsing of the request and of the
 * result (a copy of it), an AbortController and a context per call, and the whole result
 * serialised once more (the structured content is the same JSON as the text, already built).
 * Here the tool's JSON text is built once and written twice into the JSON-RPC response: as
 * the text content (escaped) and, as it is, as the structured content.
 *
 * Only a request whose answer is certain takes this path: a plain JSON-RPC request with no
 * other fields, no `_meta` (so no 2026-07-28 envelope claim: the SDK classifies it legacy),
 * an MCP-Protocol-Version header that is absent or a 2025-era version the SDK serves, and
 * arguments the tool's own input schema accepts. Everything else (an error to report, an
 * envelope to check) goes to the SDK. spec/server/mcp/search-call.spec.ts compares the bytes
 * with the SDK's answers, so an SDK upgrade that changes them fails there.
 */
import * as v from 'valibot';
import { DESCRIPTION_FRAGMENT, outputJson, resultFragments, searchSiteAnswer, searchSiteInput, type SearchSiteInput } from '../../tools/search-site.ts';
import { perSite } from '../../tools/per-site.ts';
import type { Site } from '../site/site-types.ts';
import { SDK_PROTOCOL_VERSIONS } from './protocol-versions.ts';

export type JsonRpcId = string | number;

/** A search_site call this path answers: its id and its validated arguments. */
export interface SearchCall {
  id: JsonRpcId;
  input: SearchSiteInput;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Exactly these keys, all present: nothing the SDK would read (or refuse) besides them. */
function hasOnlyKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  let count = 0;
  for (const key in value) {
    if (!keys.includes(key)) return false;
    count++;
  }
  return count === keys.length;
}

const MESSAGE_KEYS = ['jsonrpc', 'id', 'method', 'params'];
const PARAMS_KEYS = ['name', 'arguments'];

/**
 * The call, when the message is a search_site call this path answers exactly as the SDK's
 * 2025-era serving would; undefined when the SDK must answer it.
 */
export function searchCall(site: Site, message: unknown, protocolVersionHeader: string | undefined): SearchCall | undefined {
  if (protocolVersionHeader !== undefined && !SDK_PROTOCOL_VERSIONS.includes(protocolVersionHeader)) return undefined;
  if (!isPlainObject(message) || !hasOnlyKeys(message, MESSAGE_KEYS) || message.jsonrpc !== '2.0' || message.method !== 'tools/call') return undefined;
  const { id, params } = message;
  if (!(typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id)))) return undefined;
  if (!isPlainObject(params) || !hasOnlyKeys(params, PARAMS_KEYS) || params.name !== 'search_site' || !isPlainObject(params.arguments)) return undefined;
  const parsed = v.safeParse(
    perSite(site, 'search-call.input', () => searchSiteInput(site.languages)),
    params.arguments,
  );
  return parsed.success ? { id, input: parsed.output } : undefined;
}

/** The JSON-RPC response's bytes, and where the id is in them. */
export interface SearchCallResponse {
  body: Buffer;
  /** Where the id starts, and its length in bytes: the id ends where `}` closes the response. */
  idAt: number;
  idLength: number;
}

/**
 * JSON text, as UTF-8, made the inside of a JSON string: the same bytes as JSON.stringify(text)
 * without its quotes. Read as Latin-1, every byte is one character; JSON.stringify then escapes
 * exactly `"` and `\`, because JSON text holds no raw control character and no lone surrogate
 * (and UTF-8 uses no byte below 0x80 inside a character), and the characters go back to the same
 * bytes. All three steps are native (a loop over the bytes in JavaScript took three times as long).
 */
export function escapeJsonText(bytes: Buffer): Buffer {
  const quoted = Buffer.from(JSON.stringify(bytes.toString('latin1')), 'latin1');
  return quoted.subarray(1, quoted.length - 1);
}

/** Counts of the direct path's work, for tests that show a repeat makes no new copies. */
export interface SearchCallStats {
  /** Escaped copies of shared result bytes (a section's, a page's, a kept description) made. */
  escapes: number;
}

/**
 * Escaped copies of the shared result bytes (most of an answer's bytes: a section's and a
 * page's parts, and descriptions kept per section and sentence), made once per site and kept
 * as long as those bytes are (a WeakMap on them). A description made for one answer alone is
 * escaped without it: it would only add an entry per answer for the collector to drop.
 */
const escapedCopies = () => new WeakMap<Buffer, Buffer>();

function escapedShared(copies: WeakMap<Buffer, Buffer>, bytes: Buffer, stats?: SearchCallStats): Buffer {
  let escaped = copies.get(bytes);
  if (!escaped) {
    copies.set(bytes, (escaped = escapeJsonText(bytes)));
    if (stats) stats.escapes++;
  }
  return escaped;
}

const RESPONSE_HEAD = Buffer.from('{"result":{"content":[{"type":"text","text":"');
const RESPONSE_MIDDLE = Buffer.from('"}],"structuredContent":');
const RESPONSE_ID = Buffer.from('},"jsonrpc":"2.0","id":');
const COMMA = 0x2c;
const CLOSE = 0x7d; // }

/** A piece of an answer: UTF-8 bytes (shared with the section or page), or an ASCII string (a score). */
type Piece = Buffer | string;

/**
 * A search_site answer as the pieces of its JSON-RPC response, everything but the id. Kept
 * for a repeat of the same call instead of the response's bytes: the pieces are mostly a
 * section's and a page's own bytes, so keeping them holds little beyond what is shared, and
 * a repeat writes them out again with its own id.
 */
export interface SearchCallPieces {
  /** `{"query":…,"results":[` as UTF-8, and escaped for the text content; `]}`. */
  open: Buffer;
  openText: Buffer;
  close: string;
  /** Per result, its pieces as written plainly (structured content) and escaped (text content). */
  plain: Piece[][];
  text: Piece[][];
  /** Bytes of the response without its id. */
  length: number;
}

/** The answer to a call, as the pieces of its response (ranking and picking passages happen here). */
export function searchCallPieces(site: Site, input: SearchSiteInput, stats?: SearchCallStats): SearchCallPieces {
  const answer = searchSiteAnswer(site, input);
  const copies = perSite(site, 'search-call.escaped', escapedCopies);
  // outputJson words the envelope around the results: `{"query":…,"results":[` and `]}`.
  const empty = outputJson(answer, []);
  const open = Buffer.from(empty.slice(0, empty.length - 2));
  const openText = escapeJsonText(open);
  const close = empty.slice(empty.length - 2);
  // The score (digits, a dot, an exponent) is ASCII and needs no escaping.
  const plain: Piece[][] = [];
  const text: Piece[][] = [];
  for (const answered of answer.hits) {
    const pieces = resultFragments(answered);
    const own = answered.passage?.kept ? undefined : pieces[DESCRIPTION_FRAGMENT];
    plain.push(pieces);
    text.push(pieces.map((piece) => (typeof piece === 'string' ? piece : piece === own ? escapeJsonText(piece) : escapedShared(copies, piece, stats))));
  }
  const pieces = { open, openText, close, plain, text, length: 0 };
  pieces.length = layoutLength(layout(pieces));
  return pieces;
}

/**
 * The response without its id, in the order it is written: writeSearchCallResponse writes
 * these, and a response's length is summed from the same list, so the two cannot disagree.
 */
function layout(p: Omit<SearchCallPieces, 'length'>): (Piece | readonly (readonly Piece[])[])[] {
  return [RESPONSE_HEAD, p.openText, p.text, p.close, RESPONSE_MIDDLE, p.open, p.plain, p.close, RESPONSE_ID];
}

/** Bytes of a layout (a string piece is ASCII or Latin-1: one byte a character), the closing `}` after the id included. */
function layoutLength(parts: readonly (Piece | readonly (readonly Piece[])[])[]): number {
  let length = 1;
  for (const part of parts) {
    if (!Array.isArray(part)) {
      length += (part as Piece).length;
      continue;
    }
    const results = part as readonly (readonly Piece[])[];
    length += Math.max(0, results.length - 1);
    for (const result of results) for (const piece of result) length += piece.length;
  }
  return length;
}

/** Charged per piece held (a reference in each of the two lists) and per list (its header), besides the bytes. */
const PIECE_BYTES = 16;
const LIST_BYTES = 32;

/**
 * What keeping `pieces` for a repeat is charged: every byte its response writes, as if all
 * were its own (the shared ones are held by their sections and pages anyway, so the cache's
 * bound holds whatever is shared), plus its lists of pieces.
 */
export function searchCallPiecesBytes(pieces: SearchCallPieces): number {
  let held = 4 * LIST_BYTES;
  for (const result of pieces.plain) held += LIST_BYTES + PIECE_BYTES * result.length;
  for (const result of pieces.text) held += LIST_BYTES + PIECE_BYTES * result.length;
  return pieces.length + held;
}

/**
 * The whole JSON-RPC response, as the SDK's legacy serving words it (field order included),
 * written once into one buffer of the right size: each section's and page's part of a Result
 * was encoded (and escaped) once, only the score and the id are encoded here, and nothing is
 * serialised twice.
 */
export function writeSearchCallResponse(pieces: SearchCallPieces, callId: JsonRpcId): SearchCallResponse {
  const id = JSON.stringify(callId);
  const idLength = Buffer.byteLength(id);
  const length = pieces.length + idLength;
  const body = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of layout(pieces)) {
    if (Array.isArray(part)) at = writeResults(body, at, part as readonly (readonly Piece[])[]);
    else at += typeof part === 'string' ? body.write(part, at, 'latin1') : (part as Buffer).copy(body, at);
  }
  const idAt = at;
  at += body.write(id, at);
  body[at++] = CLOSE;
  if (at !== length) throw new Error(`search_site response: wrote ${at} of ${length} bytes`);
  return { body, idAt, idLength };
}

/** The whole JSON-RPC response to a call. */
export function searchCallResponse(site: Site, call: SearchCall, stats?: SearchCallStats): SearchCallResponse {
  return writeSearchCallResponse(searchCallPieces(site, call.input, stats), call.id);
}

/** The results joined by commas: byte pieces copied, ASCII pieces (scores) written. */
function writeResults(body: Buffer, at: number, results: readonly (readonly (Buffer | string)[])[]): number {
  results.forEach((pieces, i) => {
    if (i) body[at++] = COMMA;
    for (const piece of pieces) at += typeof piece === 'string' ? body.write(piece, at, 'latin1') : piece.copy(body, at);
  });
  return at;
}
