/**
 * GET and POST /v1/ask and /ask: the search_site tool's handler behind the spec's
 * AskRequest / AskResponse, as JSON or as Server-Sent Events.
 */
import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { searchSite } from '../tools/search-site.ts';
import { LRUCache } from 'lru-cache';
import type { Site } from '../server/site/site-types.ts';
import { HttpError, PROTOCOL_VERSION } from './http-error.ts';
import { parseAskBody, parseAskQuery, type AskParams } from './ask-request.ts';
import { jsonDepth } from './limits.ts';
import { boundResponse } from './bound-response.ts';
import { answerNlweb, endedStreamGuard, negotiateStreaming } from './nlweb-dialect.ts';

export interface AskOptions {
  /** Largest POST body accepted, in bytes. */
  maxBodyBytes: number;
  /** Longest time one event stream may stay open, in ms. */
  streamTimeoutMs: number;
  /** Deepest JSON nesting accepted. */
  maxJsonDepth: number;
}

export const ASK_PATHS = ['/v1/ask', '/ask'];
const ALLOW = 'GET, HEAD, POST, OPTIONS';

/** One question's results, serialised once: each Result as UTF-8 bytes, and all of them joined for the JSON answer. */
interface CachedResults {
  each: Buffer[];
  joined: Buffer;
}

/**
 * search_site is pure, so its answer to the same question, language and previous questions
 * is kept per loaded site, already encoded (the response bodies are mostly non-ASCII text,
 * whose UTF-8 encoding would otherwise cost more than the rest of the request).
 * A reload starts afresh.
 */
function cachedSearch() {
  const bySite = new WeakMap<Site, LRUCache<string, CachedResults>>();
  return (site: Site, params: AskParams): CachedResults => {
    let cache = bySite.get(site);
    if (!cache) bySite.set(site, (cache = new LRUCache<string, CachedResults>({ max: 5000 })));
    const key = JSON.stringify([params.query, params.lang ?? '', params.prev]);
    let results = cache.get(key);
    if (!results) {
      const outcome = searchSite(site, { query: params.query, lang: params.lang, prev: params.prev });
      // search_site has no expected miss; an outcome that is not ok is a fault.
      if (!outcome.ok) throw new Error(outcome.message);
      const json = outcome.value.results.map((r) => JSON.stringify(r));
      results = { each: json.map((r) => Buffer.from(r)), joined: Buffer.from(json.join(',')) };
      cache.set(key, results);
    }
    return results;
  };
}

export function askRoutes(router: Router, getSite: () => Site, options: AskOptions): void {
  const search = cachedSearch();
  const parseJson = bodyParser({
    enableTypes: ['json'],
    jsonLimit: `${options.maxBodyBytes}b`,
    strict: false,
    onerror: (error: Error & { status?: number }) => {
      if (error.status === 413) throw new HttpError(413, 'body_too_large', `The body is larger than ${options.maxBodyBytes} bytes.`, 'Send a smaller AskRequest.');
      throw new HttpError(400, 'invalid_json', 'The body is not valid JSON.', 'Send a JSON AskRequest such as {"query": "your question"}.');
    },
  });
  const requireJson: Middleware = async (ctx, next) => {
    if (!ctx.is('application/json')) {
      throw new HttpError(415, 'unsupported_media_type', 'The body must be JSON (Content-Type: application/json).', 'Send the AskRequest as JSON, or use GET /v1/ask?query=...');
    }
    await next();
  };
  for (const path of ASK_PATHS) {
    router.get(path, endedStreamGuard, (ctx) => {
      const params = negotiateStreaming(ctx, parseAskQuery(ctx.query, getSite().languages));
      if (params.dialect && nlweb(ctx, getSite(), params, options)) return;
      answer(ctx, search(getSite(), params), params, options);
    });
    router.post(path, endedStreamGuard, requireJson, parseJson, (ctx) => {
      if (jsonDepth(ctx.request.body, options.maxJsonDepth) > options.maxJsonDepth) {
        throw new HttpError(400, 'invalid_json', `The body is nested deeper than ${options.maxJsonDepth} levels.`, 'Send a flat AskRequest such as {"query": "your question"}.');
      }
      const params = negotiateStreaming(ctx, parseAskBody(ctx.request.body, getSite().languages));
      if (params.dialect && nlweb(ctx, getSite(), params, options)) return;
      answer(ctx, search(getSite(), params), params, options);
    });
    router.all(path, (ctx) => {
      if (ctx.method === 'OPTIONS') {
        ctx.status = 204;
        ctx.set('Allow', ALLOW);
        return;
      }
      throw new HttpError(405, 'method_not_allowed', `${ctx.method} is not supported on ${path}.`, `Use GET ${path}?query=... or POST ${path} with a JSON AskRequest.`, { Allow: ALLOW });
    });
  }
}

/** NLWeb's dialect (nlweb-dialect.ts): the same search_site output in NLWeb's framing. */
function nlweb(ctx: Context, site: Site, params: AskParams, options: AskOptions): boolean {
  if (!params.dialect || (params.dialect === 'nlweb' && !params.streaming)) return false;
  const outcome = searchSite(site, { query: params.query, lang: params.lang, prev: params.prev, limit: params.limit });
  if (!outcome.ok) throw new Error(outcome.message);
  return answerNlweb(ctx, { query: params.query, results: outcome.value.results, dialect: params.dialect, streaming: params.streaming }, options.streamTimeoutMs);
}

const meta = { response_type: 'answer', version: PROTOCOL_VERSION } as const;
const META_JSON = JSON.stringify(meta);
const JSON_TAIL = Buffer.from(']}');

function answer(ctx: Context, results: CachedResults, params: AskParams, options: AskOptions): void {
  const queryId = randomUUID();
  ctx.set('Cache-Control', 'no-store');
  if (params.streaming) return stream(ctx, queryId, params.query, results, options);
  ctx.type = 'application/json; charset=utf-8';
  // The same JSON as the AskResponse object, assembled from the encoded results without re-serialising.
  const head = `{"_meta":${META_JSON},"query_id":"${queryId}","query":${JSON.stringify(params.query)},"messages":[],"results":[`;
  ctx.body = Buffer.concat([Buffer.from(head), results.joined, JSON_TAIL]);
}

// start and every result carry an id (after the event name: field order is free); complete keeps the
// last one (an EventSource's lastEventId persists), so a reconnect after the end is recognised.
const frame = (id: number | undefined, event: string, data: string) => `event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${data}\n\n`;
const RESULT_END = Buffer.from('}\n\n');

/**
 * `start`, one `result` per hit, `complete`, then the stream ends. The results are ready,
 * so the events go out in one write; a slow reader gets them as it drains, and
 * boundResponse ends a response that has not been delivered within the stream bound.
 */
function stream(ctx: Context, queryId: string, query: string, results: CachedResults, options: AskOptions): void {
  ctx.status = 200;
  ctx.type = 'text/event-stream; charset=utf-8';
  ctx.set('X-Accel-Buffering', 'no');
  const parts: Buffer[] = [Buffer.from(frame(0, 'start', JSON.stringify({ query_id: queryId, query, _meta: meta })))];
  results.each.forEach((result, index) => parts.push(Buffer.from(`event: result\nid: ${index + 1}\ndata: {"query_id":"${queryId}","index":${index},"result":`), result, RESULT_END));
  parts.push(Buffer.from(frame(undefined, 'complete', JSON.stringify({ query_id: queryId, count: results.each.length, _meta: meta }))));
  ctx.body = Buffer.concat(parts);
  boundResponse(ctx.res, options.streamTimeoutMs);
}
