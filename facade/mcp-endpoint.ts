/**
 * POST /mcp: Streamable HTTP, stateless. 2026-07-28 clients are served by the SDK's
 * createMcpHandler; 2025-era clients by a fresh stateless transport per request. Both
 * use createMcpServer(site), so the tools are defined once. Answers are plain JSON
 * (no mid-call notifications exist here), which also lets curl talk to the endpoint.
 */
import type { Context, Middleware } from 'koa';
import getRawBody from 'raw-body';
import { createMcpHandler, isLegacyRequest, type McpHttpHandler } from '@modelcontextprotocol/server';
import { NodeStreamableHTTPServerTransport, toNodeHandler, toWebRequest } from '@modelcontextprotocol/node';
import { createMcpServer } from '../server/mcp/create-mcp-server.ts';
import type { Site } from '../server/site/site-types.ts';
import type { Logger } from './logger.ts';
import { jsonDepth } from './limits.ts';

export interface McpEndpointOptions {
  maxBodyBytes: number;
  maxJsonDepth: number;
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

export function mcpPost(getSite: () => Site, options: McpEndpointOptions): Middleware {
  const handlers = new WeakMap<Site, ReturnType<typeof toNodeHandler>>();
  const modernFor = (site: Site) => {
    let handler = handlers.get(site);
    if (!handler) {
      const mcp: McpHttpHandler = createMcpHandler(() => createMcpServer(site), {
        legacy: 'reject',
        responseMode: 'json',
        maxRequestBodySize: options.maxBodyBytes,
        onerror: (error) => options.log.debug('mcp', { error: error.message }),
      });
      handlers.set(site, (handler = toNodeHandler(mcp)));
    }
    return handler;
  };

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
    ctx.respond = false;
    if (await isLegacyRequest(await toWebRequest(ctx.req, message), message, { maxRequestBodySize: options.maxBodyBytes })) {
      await serveLegacy(site, ctx, message);
    } else {
      await modernFor(site)(ctx.req, ctx.res, message);
    }
  };
}

/** 2025-era traffic: a fresh server and stateless transport for this one request. */
async function serveLegacy(site: Site, ctx: Context, message: unknown): Promise<void> {
  // The transport insists that a client accepts SSE, though it answers JSON here.
  ctx.req.headers.accept = 'application/json, text/event-stream';
  const server = createMcpServer(site);
  const transport = new NodeStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  ctx.res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(ctx.req, ctx.res, message);
}

export function mcpMethodNotAllowed(): Middleware {
  return (ctx) => {
    ctx.set('Allow', 'POST');
    rpcError(ctx, 405, -32000, 'Method not allowed: this stateless endpoint takes POST only (no sessions, no server-initiated stream).');
  };
}
