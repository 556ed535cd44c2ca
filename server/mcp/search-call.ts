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
import { outputJson, resultFragments, searchSiteAnswer, searchSiteInput, type SearchSiteInput } from '../../tools/search-site.ts';
import { perSite } from '../../tools/per-site.ts';
import type { Site } from '../site/site-types.ts';
import { SDK_PROTOCOL_VERSIONS } from './protocol-versions.ts';

type JsonRpcId = string | number;

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

/**
 * Escaped copies of the pages' shared result bytes (most of an answer's bytes), made once per
 * page and kept as long as the page's bytes are (a WeakMap on them).
 */
interface EscapedParts {
  (bytes: Buffer): Buffer;
  /** Escaped copies made so far (a repeat of a page's or section's bytes makes none). */
  made: number;
}

function escapedParts(): EscapedParts {
  const escaped = new WeakMap<Buffer, Buffer>();
  const of = ((bytes: Buffer) => {
    let e = escaped.get(bytes);
    if (!e) {
      escaped.set(bytes, (e = escapeJsonText(bytes)));
      of.made++;
    }
    return e;
  }) as EscapedParts;
  of.made = 0;
  return of;
}

/** How many escaped copies of result bytes the direct path has made for a site (for tests). */
export function escapesMade(site: Site): number {
  return perSite(site, 'search-call.escaped', escapedParts).made;
}

const RESPONSE_HEAD = Buffer.from('{"result":{"content":[{"type":"text","text":"');
const RESPONSE_MIDDLE = Buffer.from('"}],"structuredContent":');
const RESPONSE_ID = Buffer.from('},"jsonrpc":"2.0","id":');
const COMMA = 0x2c;
const CLOSE = 0x7d; // }

/**
 * The whole JSON-RPC response, as the SDK's legacy serving words it (field order included),
 * assembled from bytes: each page's part of a Result was encoded (and escaped) once, only the
 * few strings that vary per hit are encoded here, and nothing is serialised twice. The pieces
 * are measured first and copied once into one buffer of the right size (no list of buffers
 * concatenated, no Buffer made for a score).
 */
export function searchCallResponse(site: Site, call: SearchCall): SearchCallResponse {
  const answer = searchSiteAnswer(site, call.input);
  const escaped = perSite(site, 'search-call.escaped', escapedParts);
  // outputJson words the envelope around the results: `{"query":…,"results":[` and `]}`.
  const empty = outputJson(answer, []);
  const open = Buffer.from(empty.slice(0, empty.length - 2));
  const openText = escapeJsonText(open);
  const close = empty.slice(empty.length - 2);
  // Per result: its pieces as written plainly and, for the text content, escaped. The score
  // (digits, a dot, an exponent) is ASCII and needs no escaping.
  const plain: (Buffer | string)[][] = [];
  const text: (Buffer | string)[][] = [];
  let plainLength = Math.max(0, answer.hits.length - 1);
  let textLength = plainLength;
  for (const hit of answer.hits) {
    const pieces = resultFragments(hit);
    const escapedPieces = pieces.map((piece) => (typeof piece === 'string' ? piece : escaped(piece)));
    for (const piece of pieces) plainLength += piece.length;
    for (const piece of escapedPieces) textLength += piece.length;
    plain.push(pieces);
    text.push(escapedPieces);
  }
  const id = JSON.stringify(call.id);
  const idLength = Buffer.byteLength(id);
  const length = RESPONSE_HEAD.length + openText.length + textLength + 2 + RESPONSE_MIDDLE.length + open.length + plainLength + 2 + RESPONSE_ID.length + idLength + 1;
  const body = Buffer.allocUnsafe(length);
  let at = RESPONSE_HEAD.copy(body, 0);
  at += openText.copy(body, at);
  at = writeResults(body, at, text);
  at += body.write(close, at, 'latin1');
  at += RESPONSE_MIDDLE.copy(body, at);
  at += open.copy(body, at);
  at = writeResults(body, at, plain);
  at += body.write(close, at, 'latin1');
  at += RESPONSE_ID.copy(body, at);
  const idAt = at;
  at += body.write(id, at);
  body[at++] = CLOSE;
  if (at !== length) throw new Error(`search_site response: wrote ${at} of ${length} bytes`);
  return { body, idAt, idLength };
}

/** The results joined by commas: byte pieces copied, ASCII pieces (scores) written. */
function writeResults(body: Buffer, at: number, results: readonly (readonly (Buffer | string)[])[]): number {
  results.forEach((pieces, i) => {
    if (i) body[at++] = COMMA;
    for (const piece of pieces) at += typeof piece === 'string' ? body.write(piece, at, 'latin1') : piece.copy(body, at);
  });
  return at;
}
