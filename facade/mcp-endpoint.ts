/**
 * POST /mcp: Streamable HTTP, stateless. 2026-07-28 clients are served by the SDK's
 * createMcpHandler; 2025-era clients by a fresh stateless transport per request. Both
 * use createMcpServer(site), so the tools are defined once. Answers are plain JSON
 * (no mid-call notifications exist here), which also lets curl talk to the endpoint.
 */
import type { Context, Middleware } from 'koa';
import getRawBody from 'raw-body';
import { createMcpHandler, isLegacyRequest, WebStandardStreamableHTTPServerTransport, type McpHttpHandler } from '@modelcontextprotocol/server';
import { toWebRequest } from '@modelcontextprotocol/node';
import { LRUCache } from 'lru-cache';
import { createMcpServer } from '../server/mcp/create-mcp-server.ts';
import type { Site } from '../server/site/site-types.ts';
import type { Logger } from './logger.ts';
import { jsonDepth } from './limits.ts';
import { boundResponse } from './bound-response.ts';
import { Readable } from 'node:stream';

export interface McpEndpointOptions {
  maxBodyBytes: number;
  maxJsonDepth: number;
  /** Longest time a subscriptions/listen stream stays open. */
  streamTimeoutMs: number;
  log: Logger;
}

type JsonRpcId = string | number | null;

function rpcError(ctx: Context, status: number, code: number, message: string, id: JsonRpcId = null): void {
  ctx.status = status;
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = { jsonrpc: '2.0', error: { code, message }, id };
}

/** JSON-RPC 2.0 request or notification: the only body /mcp accepts (no batches, no responses). */
function isJsonRpcMessage(value: unknown): value is { jsonrpc: '2.0'; method: string; id?: unknown } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const m = value as Record<string, unknown>;
  const idOk = !('id' in m) || typeof m.id === 'string' || (typeof m.id === 'number' && Number.isInteger(m.id));
  const paramsOk = !('params' in m) || (typeof m.params === 'object' && m.params !== null);
  return m.jsonrpc === '2.0' && typeof m.method === 'string' && idOk && paramsOk;
}

/** Read-only methods whose answer depends only on the site and the request's params. */
const CACHEABLE = new Set(['tools/list', 'tools/call', 'resources/list', 'resources/templates/list', 'resources/read', 'completion/complete']);

/**
 * Every answer is produced by the SDK once; a repeat of the same read-only request (same
 * method, params, protocol version and standard headers) is answered with the SDK's own earlier result and
 * the new id. The cache belongs to one app and one loaded site.
 */
function responseCache() {
  const bySite = new WeakMap<Site, LRUCache<string, Buffer>>();
  return (site: Site) => {
    let cache = bySite.get(site);
    if (!cache) bySite.set(site, (cache = new LRUCache<string, Buffer>({ max: 2000, maxSize: 32 * 1024 * 1024, sizeCalculation: (v) => v.length || 1 })));
    return cache;
  };
}

export function mcpPost(getSite: () => Site, options: McpEndpointOptions): Middleware {
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
  const cacheFor = responseCache();

  return async (ctx) => {
    if (!ctx.is('application/json')) {
      return rpcError(ctx, 415, -32000, 'Unsupported Media Type: send the JSON-RPC message with Content-Type: application/json');
    }
    let text: string;
    try {
      text = await getRawBody(ctx.req, { limit: options.maxBodyBytes, encoding: 'utf8' });
    } catch (error) {
      const status = (error as { status?: number }).status ?? 400;
      return rpcError(ctx, status === 413 ? 413 : 400, -32700, status === 413 ? `Request body larger than ${options.maxBodyBytes} bytes` : 'Parse error: the body could not be read');
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
    const site = getSite();
    const cacheable = 'id' in message && CACHEABLE.has(message.method);
    // The key holds everything the SDK validates besides the body (SEP-2243's standard headers), so a
    // request the SDK would refuse never matches an answer it gave to a valid one.
    const headers = ctx.req.headers;
    const key = cacheable ? `${headers['mcp-protocol-version']}\n${headers['mcp-method']}\n${headers['mcp-name']}\n${message.method}\n${JSON.stringify((message as { params?: unknown }).params ?? null)}` : '';
    const cached = cacheable ? cacheFor(site).get(key) : undefined;
    if (cached !== undefined) {
      ctx.type = 'application/json';
      // Kept encoded: the results are mostly non-ASCII text, and encoding them is the dearest part of an answer.
      ctx.body = Buffer.concat([Buffer.from(`{"jsonrpc":"2.0","id":${JSON.stringify(message.id)},"result":`), cached, RESULT_END]);
      return;
    }
    // The SDK's Node adapter turns the request into a web Request; the body is the one already read.
    const request = await toWebRequest(ctx.req, message);
    const legacy = await isLegacyRequest(request, message, { maxRequestBodySize: options.maxBodyBytes });
    const response = legacy ? await serveLegacy(site, request, message) : await modernFor(site).fetch(request, { parsedBody: message });
    ctx.status = response.status;
    response.headers.forEach((value, name) => {
      // Hop-by-hop and framing headers belong to this connection, not to the SDK's Response.
      if (!HOP_BY_HOP.has(name)) ctx.set(name, value);
    });
    if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream') && response.body) {
      // A subscriptions/listen stream stays open: pass it through (Koa ends it when the client
      // leaves, which cancels the subscription) and close it at the stream bound.
      ctx.body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
      boundResponse(ctx.res, options.streamTimeoutMs);
      return;
    }
    const body = await response.text();
    if (response.status === 202 || body === '') {
      ctx.body = null;
      ctx.status = response.status;
      return;
    }
    ctx.body = body;
    if (cacheable && response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('application/json')) remember(cacheFor(site), key, body);
  };
}

const RESULT_END = Buffer.from('}');
const HOP_BY_HOP = new Set(['content-length', 'connection', 'keep-alive', 'transfer-encoding']);

function remember(cache: LRUCache<string, Buffer>, key: string, body: string): void {
  try {
    const parsed = JSON.parse(body) as { result?: unknown };
    if (parsed && typeof parsed === 'object' && 'result' in parsed) cache.set(key, Buffer.from(JSON.stringify(parsed.result)));
  } catch {
    // Not one JSON object: nothing to remember.
  }
}

/** 2025-era traffic: a fresh server and stateless transport for this one request. */
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
