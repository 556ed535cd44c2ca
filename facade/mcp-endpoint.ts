/**
 * POST /mcp: Streamable HTTP, stateless. 2026-07-28 clients are served by the SDK's
 * createMcpHandler; 2025-era clients by one shared server per site for read-only methods
 * (shared-legacy-server.ts) and a fresh stateless transport for the rest. All use
 * createMcpServer(site), so the tools are defined once. Answers are plain JSON (no mid-call
 * notifications exist here), which also lets curl talk to the endpoint.
 *
 * The body is read once (bounded) and parsed once. A repeat of a read-only request is
 * answered from the byte cache; a 2025-era search_site call, the busiest request, is answered
 * without the SDK's per-request work (server/mcp/search-call.ts, byte for byte the SDK's
 * answer); a web Request is built only for the requests the SDK's HTTP handlers serve.
 */
import type { Context, Middleware } from 'koa';
import getRawBody from 'raw-body';
import { classifyInboundRequest, createMcpHandler, WebStandardStreamableHTTPServerTransport, type McpHttpHandler } from '@modelcontextprotocol/server';
import { toWebRequest } from '@modelcontextprotocol/node';
import { randomBytes } from 'node:crypto';
import { byteCache, type ByteCache } from './byte-cache.ts';
import { fairTurns, TURN_BUDGET_MS, type Turns } from './fair-turns.ts';
import { sharedLegacyServer, type SharedLegacyServer } from './shared-legacy-server.ts';
import { answerParts } from '../tools/search-site.ts';
import { createMcpServer } from '../server/mcp/create-mcp-server.ts';
import { searchCall, searchCallPieces, searchCallPiecesBytes, writeSearchCallResponse, type SearchCallPieces } from '../server/mcp/search-call.ts';
import type { Site } from '../server/site/site-types.ts';
import type { Logger } from './logger.ts';
import { DEFAULT_LIMITS, jsonDepth } from './limits.ts';
import { boundResponse } from './bound-response.ts';
import { bodyBudget, type BodyBudget } from './body-budget.ts';
import { Readable } from 'node:stream';

export interface McpEndpointOptions {
  maxBodyBytes: number;
  /** Most body bytes held by /mcp requests in flight at once (default MCP_BODY_BYTES_IN_FLIGHT, at least maxBodyBytes). */
  bodyBytesInFlight?: number;
  /** Byte bound of the result cache (default MCP_CACHE_BYTES). */
  cacheBytes?: number;
  maxJsonDepth: number;
  /** Longest time a subscriptions/listen stream stays open. */
  streamTimeoutMs: number;
  log: Logger;
  /** The turns uncached requests wait for, shared with /ask (createApp passes one); default: turns of its own. */
  turns?: Turns;
}

type JsonRpcId = string | number | null;

function rpcError(ctx: Context, status: number, code: number, message: string, id: JsonRpcId = null): undefined {
  ctx.status = status;
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = { jsonrpc: '2.0', error: { code, message }, id };
  return undefined;
}

/** JSON-RPC 2.0 request or notification: the only body /mcp accepts (no batches, no responses). */
/** A JSON-RPC request (with an id: a string or an integer) or notification (without). */
type RpcMessage = { jsonrpc: '2.0'; method: string; id?: string | number };

function isJsonRpcMessage(value: unknown): value is RpcMessage {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const m = value as Record<string, unknown>;
  const idOk = !('id' in m) || typeof m.id === 'string' || (typeof m.id === 'number' && Number.isInteger(m.id));
  const paramsOk = !('params' in m) || (typeof m.params === 'object' && m.params !== null);
  return m.jsonrpc === '2.0' && typeof m.method === 'string' && idOk && paramsOk;
}

/** Read-only methods whose answer depends only on the site and the request's params. */
const CACHEABLE = new Set(['tools/list', 'tools/call', 'resources/list', 'resources/templates/list', 'resources/read', 'completion/complete']);

/**
 * Default bound of the body bytes /mcp requests hold at once: 128 bodies at the default
 * 64 KiB limit (a real client's request is a few hundred bytes), about 40 MB of heap at most.
 */
export const MCP_BODY_BYTES_IN_FLIGHT = 8 * 1024 * 1024;

/** Default byte bound of the result cache per loaded site (keys and overhead included); `--answer-cache` sets it. */
export const MCP_CACHE_BYTES = DEFAULT_LIMITS.answerCacheBytes;

/**
 * An answer kept for a repeat of the same read-only request: its bytes and where its id is
 * in them, so that a repeat is answered with the new id spliced in, unparsed. The bytes are
 * the ones first sent (no copy is made to keep them).
 */
interface KeptAnswer {
  search?: undefined;
  body: Buffer;
  /** Where the id is in `body`, and its length in bytes. */
  idAt: number;
  idLength: number;
  readonly byteLength: number;
}

/**
 * A search_site answer kept as the pieces of its response (mostly the sections' and pages' own
 * bytes, shared), not as a copy of its bytes: an uncached search would otherwise keep its
 * whole response (about 27 KB) for an LRU that a stream of new questions turns over
 * constantly, which is memory and garbage-collection work for nothing. A repeat writes the
 * pieces out again with its id. Charged the response's full length all the same.
 */
interface KeptSearch {
  search: SearchCallPieces;
  readonly byteLength: number;
}

type Kept = KeptAnswer | KeptSearch;

/**
 * Every answer is produced once; a repeat of the same read-only request (same
 * method, params, protocol version and standard headers) is answered with the SDK's own
 * earlier bytes and the new id. The cache belongs to one app and one loaded site, is bounded
 * in bytes, and is keyed by a digest: nothing of a request (such as an unknown field of any
 * size) is kept.
 */
function responseCache(maxBytes: number) {
  const bySite = new WeakMap<Site, ByteCache<Kept>>();
  return (site: Site) => {
    let cache = bySite.get(site);
    if (!cache) bySite.set(site, (cache = byteCache<Kept>(maxBytes)));
    return cache;
  };
}

/**
 * The id the SDK sees for a cacheable request: unique to this process, so its one
 * occurrence in the SDK's answer marks where the client's own id goes.
 */
const ID_MARK = `portfolio-agent-id-${randomBytes(12).toString('hex')}`;
const ID_MARK_JSON = JSON.stringify(ID_MARK);

/** The /mcp POST middleware, with a view of what it keeps per site (for tests and diagnostics). */
export type McpPost = Middleware & {
  cacheStats(site: Site): { entries: number; bytes: number; maxBytes: number };
  sharedStats(site: Site): { servers: number; inFlight: number };
  /** Answers given so far by each path (a request refused before it reached one is in none). */
  readonly answered: Readonly<Record<AnswerPath, number>>;
  /** Body bytes held by requests in flight now, their bound, and requests refused for it. */
  bodyStats(): ReturnType<BodyBudget['stats']>;
};

/** Which part of the endpoint answered: the byte cache, the direct search_site call, the shared 2025-era server, a fresh 2025-era server, the 2026-07-28 handler. */
export type AnswerPath = 'cache' | 'search' | 'shared' | 'fresh' | 'modern';

export function mcpPost(getSite: () => Site, options: McpEndpointOptions): McpPost {
  const handlers = new WeakMap<Site, McpHttpHandler>();
  const modernFor = (site: Site) => {
    let handler = handlers.get(site);
    if (!handler) {
      // The SDK warns on console that JSON mode drops mid-call notifications (there are none here);
      // the warning goes to the structured log instead of an unstructured stderr line.
      const warn = console.warn;
      console.warn = (...args: unknown[]) => options.log.debug('mcp', { warning: args.map(String).join(' ') });
      try {
        handler = createMcpHandler(() => createMcpServer(site), {
          legacy: 'reject',
          responseMode: 'json',
          maxRequestBodySize: options.maxBodyBytes,
          onerror: (error) => options.log.debug('mcp', { error: error.message }),
        });
      } finally {
        console.warn = warn;
      }
      handlers.set(site, handler);
    }
    return handler;
  };
  const cacheFor = responseCache(options.cacheBytes ?? MCP_CACHE_BYTES);
  const sharedServers = new WeakMap<Site, SharedLegacyServer>();
  const sharedFor = (site: Site) => {
    let shared = sharedServers.get(site);
    if (!shared) sharedServers.set(site, (shared = sharedLegacyServer(() => createMcpServer(site))));
    return shared;
  };
  // As /ask, and in the same turns: a few uncached requests per event-loop iteration (about 2 ms of them for both endpoints), not one each.
  const turn = options.turns ?? fairTurns({ budgetMs: TURN_BUDGET_MS });
  const answered: Record<AnswerPath, number> = { cache: 0, search: 0, shared: 0, fresh: 0, modern: 0 };
  const bodies = bodyBudget(Math.max(options.bodyBytesInFlight ?? MCP_BODY_BYTES_IN_FLIGHT, options.maxBodyBytes));
  answerParts(getSite());

  const middleware: Middleware = async (ctx) => {
    const message = await readMessage(ctx, options, bodies);
    if (message === undefined) return;
    const site = getSite();
    const id = message.id;
    const cacheable = id !== undefined && CACHEABLE.has(message.method);
    const headers = standardHeaders(ctx);
    // The key holds everything the SDK validates besides the body (SEP-2243's standard headers), so a
    // request the SDK would refuse never matches an answer it gave to a valid one; it is a digest.
    const key = cacheable
      ? [String(headers.protocolVersionHeader), String(headers.mcpMethodHeader), String(headers.mcpNameHeader), message.method, JSON.stringify((message as { params?: unknown }).params ?? null)]
      : [];
    const cached = cacheable ? cacheFor(site).get(key) : undefined;
    if (cached !== undefined && id !== undefined) {
      answered.cache++;
      ctx.type = 'application/json';
      ctx.body = cached.search ? writeSearchCallResponse(cached.search, id).body : withId(cached, id);
      return;
    }
    // A search (or any other request) that is not a repeat takes its turn: see fair-turns.ts.
    await turn();
    const call = searchCall(site, message, headers.protocolVersionHeader);
    if (call) {
      answered.search++;
      const pieces = searchCallPieces(site, call.input);
      ctx.type = 'application/json';
      ctx.body = writeSearchCallResponse(pieces, call.id).body;
      cacheFor(site).set(key, { search: pieces, byteLength: searchCallPiecesBytes(pieces) });
      return;
    }
    const sent = cacheable ? { ...message, id: ID_MARK } : message;
    const legacy = classifyInboundRequest({ httpMethod: 'POST', ...headers, body: sent }).kind === 'legacy';
    const shared = legacy ? await sharedFor(site).serve(sent as { method: string; id?: unknown } & Record<string, unknown>, headers.protocolVersionHeader) : undefined;
    if (shared !== undefined) {
      answered.shared++;
      ctx.type = 'application/json';
      const body = Buffer.from(shared);
      const kept = cacheable ? keep(body) : undefined;
      ctx.body = kept ? withId(kept, id) : body;
      if (kept && isResult(body)) cacheFor(site).set(key, kept);
      return;
    }
    // The SDK's HTTP handlers take a web Request; the body is the one already read.
    const request = await toWebRequest(ctx.req, sent);
    answered[legacy ? 'fresh' : 'modern']++;
    const response = legacy ? await serveLegacy(site, request, sent) : await modernFor(site).fetch(request, { parsedBody: sent });
    const kept = await sendSdkResponse(ctx, response, cacheable, id, options.streamTimeoutMs);
    if (kept) cacheFor(site).set(key, kept);
  };
  return Object.assign(middleware, { cacheStats: (site: Site) => cacheFor(site).stats(), sharedStats: (site: Site) => sharedFor(site).stats, answered, bodyStats: bodies.stats });
}

/** The refusal of a body over the limit: what the limit is, and that no MCP request here needs more. */
export function tooLarge(maxBytes: number): string {
  return `Request body larger than ${maxBytes} bytes (--max-mcp-body): no MCP request to this server needs that much; send a smaller one.`;
}

/**
 * The request's one JSON-RPC message, read (bounded, within the body budget) and parsed once;
 * undefined when the request was answered with an error instead.
 */
async function readMessage(ctx: Context, options: McpEndpointOptions, bodies: BodyBudget): Promise<RpcMessage | undefined> {
  if (!ctx.is('application/json')) {
    return rpcError(ctx, 415, -32000, 'Unsupported Media Type: send the JSON-RPC message with Content-Type: application/json');
  }
  // What the body may take is reserved before it is read: its declared length (a longer one is
  // refused by the limit first), else the limit.
  const declared = Number(ctx.req.headers['content-length'] ?? Number.NaN);
  if (declared > options.maxBodyBytes) return rpcError(ctx, 413, -32700, tooLarge(options.maxBodyBytes));
  if (!bodies.reserve(Number.isInteger(declared) && declared >= 0 ? declared : options.maxBodyBytes, ctx.res)) {
    ctx.set('Retry-After', '1');
    return rpcError(ctx, 503, -32000, 'Server busy: too many large requests are being read at once; retry in a second.');
  }
  let text: string;
  try {
    text = await getRawBody(ctx.req, { limit: options.maxBodyBytes, encoding: 'utf8' });
  } catch (error) {
    const status = (error as { status?: number }).status ?? 400;
    return status === 413 ? rpcError(ctx, 413, -32700, tooLarge(options.maxBodyBytes)) : rpcError(ctx, 400, -32700, 'Parse error: the body could not be read');
  }
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return rpcError(ctx, 400, -32700, 'Parse error: the body is not valid JSON');
  }
  if (jsonDepth(message, options.maxJsonDepth) > options.maxJsonDepth) {
    return rpcError(ctx, 400, -32600, `Invalid Request: nested deeper than ${options.maxJsonDepth} levels`);
  }
  if (!isJsonRpcMessage(message)) {
    return rpcError(ctx, 400, -32600, 'Invalid Request: the body must be one JSON-RPC 2.0 request or notification object');
  }
  return message;
}

/** Sends the SDK's Response; returns the answer to keep for a repeat, if it is one. */
async function sendSdkResponse(ctx: Context, response: Response, cacheable: boolean, id: JsonRpcId | undefined, streamTimeoutMs: number): Promise<KeptAnswer | undefined> {
  ctx.status = response.status;
  response.headers.forEach((value, name) => {
    // Hop-by-hop and framing headers belong to this connection, not to the SDK's Response.
    if (!HOP_BY_HOP.has(name)) ctx.set(name, value);
  });
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/event-stream') && response.body) {
    // A subscriptions/listen stream stays open: pass it through (Koa ends it when the client
    // leaves, which cancels the subscription) and close it at the stream bound.
    ctx.body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    boundResponse(ctx.res, streamTimeoutMs);
    return undefined;
  }
  // Kept as the bytes the SDK encoded: no decoding to text and encoding again.
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status === 202 || body.length === 0) {
    ctx.body = null;
    ctx.status = response.status;
    return undefined;
  }
  const kept = cacheable ? keep(body) : undefined;
  ctx.body = kept ? withId(kept, id) : body;
  return kept && response.status === 200 && type.startsWith('application/json') && isResult(body) ? kept : undefined;
}

/** SEP-2243's standard headers, as the SDK's classification reads them. */
function standardHeaders(ctx: Context): { protocolVersionHeader?: string; mcpMethodHeader?: string; mcpNameHeader?: string } {
  const headers = ctx.req.headers;
  const one = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return { protocolVersionHeader: one('mcp-protocol-version'), mcpMethodHeader: one('mcp-method'), mcpNameHeader: one('mcp-name') };
}

/** The answer with the place of the id mark, or undefined when the mark is not there exactly once. */
function keep(body: Buffer): KeptAnswer | undefined {
  const idAt = body.indexOf(ID_MARK_JSON);
  if (idAt < 0 || body.indexOf(ID_MARK_JSON, idAt + 1) >= 0) return undefined;
  return { body, idAt, idLength: ID_MARK_JSON.length, byteLength: body.length };
}

function withId(kept: KeptAnswer, id: JsonRpcId | undefined): Buffer {
  return Buffer.concat([kept.body.subarray(0, kept.idAt), Buffer.from(JSON.stringify(id)), kept.body.subarray(kept.idAt + kept.idLength)]);
}

/** Only results are kept, never errors: an error may be about this request alone. */
function isResult(body: Buffer): boolean {
  return body.includes('"result":') && !body.includes('"error":{"code"');
}

const HOP_BY_HOP = new Set(['content-length', 'connection', 'keep-alive', 'transfer-encoding']);

/** 2025-era traffic that may change server state (initialize, notifications, others): a fresh server and stateless transport for this one request. */
async function serveLegacy(site: Site, request: Request, message: unknown): Promise<Response> {
  // The transport insists that a client accepts SSE, though it answers JSON here.
  const headers = new Headers(request.headers);
  headers.set('accept', 'application/json, text/event-stream');
  const server = createMcpServer(site);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(new Request(request.url, { method: 'POST', headers, body: JSON.stringify(message) }), { parsedBody: message });
  } finally {
    void transport.close();
    void server.close();
  }
}

export function mcpMethodNotAllowed(): Middleware {
  return (ctx) => {
    ctx.set('Allow', 'POST');
    rpcError(ctx, 405, -32000, 'Method not allowed: this stateless endpoint takes POST only (no sessions, no server-initiated stream).');
  };
}
