/**
 * GET and POST /v1/ask and /ask: the search_site tool's handler behind the spec's
 * AskRequest / AskResponse, as JSON or as Server-Sent Events.
 */
import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type Router from '@koa/router';
import { lazyMiddleware } from './lazy-middleware.ts';
import { answerParts, resultBytes, searchSite, searchSiteAnswer } from '../tools/search-site.ts';
import { byteCache, type ByteCache } from './byte-cache.ts';
import { fairTurns } from './fair-turns.ts';
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
  /** Byte bound of the answer cache (default ASK_CACHE_BYTES). */
  cacheBytes?: number;
}

export const ASK_PATHS = ['/v1/ask', '/ask'];
const ALLOW = 'GET, HEAD, POST, OPTIONS';

/** One question's results as UTF-8: all of them joined by commas, and where each ends (for the event stream). */
interface EncodedResults {
  joined: Buffer;
  ends: Uint32Array;
  readonly byteLength: number;
}

/** Default byte bound of the answer cache per loaded site (keys and overhead included). */
export const ASK_CACHE_BYTES = 16 * 1024 * 1024;

const COMMA = Buffer.from(',');

/** The results' bytes joined by commas, in one buffer, with where each result ends. */
function encode(results: readonly Buffer[][]): EncodedResults {
  const parts: Buffer[] = [];
  const ends = new Uint32Array(results.length);
  let at = 0;
  results.forEach((result, i) => {
    if (i) {
      parts.push(COMMA);
      at += 1;
    }
    for (const part of result) {
      parts.push(part);
      at += part.length;
    }
    ends[i] = at;
  });
  const joined = Buffer.concat(parts, at);
  return { joined, ends, byteLength: joined.length + ends.byteLength };
}

/**
 * search_site is pure, so its answer to the same question, language and previous questions
 * is kept per loaded site, already encoded, in a cache bounded in bytes and keyed by a
 * digest. A question nobody asked before costs ranking plus concatenating pre-serialised
 * fragments; it waits for its turn (fairTurns) so that a burst of them cannot starve the
 * connections arriving meanwhile. A reload starts afresh.
 */
function cachedSearch(cacheBytes: number) {
  const bySite = new WeakMap<Site, ByteCache<EncodedResults>>();
  const turn = fairTurns();
  return async (site: Site, params: AskParams): Promise<EncodedResults> => {
    let cache = bySite.get(site);
    if (!cache) bySite.set(site, (cache = byteCache<EncodedResults>(cacheBytes)));
    const key = [params.query, params.lang ?? '', ...params.prev];
    let results = cache.get(key);
    if (!results) {
      await turn();
      const answer = searchSiteAnswer(site, { query: params.query, lang: params.lang, prev: params.prev });
      results = encode(answer.hits.map((h) => resultBytes(site, h)));
      cache.set(key, results);
    }
    return results;
  };
}

export function askRoutes(router: Router, getSite: () => Site, options: AskOptions): void {
  const search = cachedSearch(options.cacheBytes ?? ASK_CACHE_BYTES);
  // The passage table and page fragments are built now, at start-up, not by the first question.
  answerParts(getSite());
  // koa-bodyparser (with co-body, qs, iconv-lite) costs more to load than Koa: loaded on the first POST.
  const parseJson = lazyMiddleware(async () =>
    (await import('koa-bodyparser')).default({
      enableTypes: ['json'],
      jsonLimit: `${options.maxBodyBytes}b`,
      strict: false,
      onerror: (error: Error & { status?: number }) => {
        if (error.status === 413) throw new HttpError(413, 'body_too_large', `The body is larger than ${options.maxBodyBytes} bytes.`, 'Send a smaller AskRequest.');
        throw new HttpError(400, 'invalid_json', 'The body is not valid JSON.', 'Send a JSON AskRequest such as {"query": "your question"}.');
      },
    }),
  );
  const requireJson: Middleware = async (ctx, next) => {
    if (!ctx.is('application/json')) {
      throw new HttpError(415, 'unsupported_media_type', 'The body must be JSON (Content-Type: application/json).', 'Send the AskRequest as JSON, or use GET /v1/ask?query=...');
    }
    await next();
  };
  for (const path of ASK_PATHS) {
    router.get(path, endedStreamGuard, async (ctx) => {
      const params = negotiateStreaming(ctx, parseAskQuery(ctx.query, getSite().languages));
      if (params.dialect && nlweb(ctx, getSite(), params, options)) return;
      answer(ctx, await search(getSite(), params), params, options);
    });
    router.post(path, endedStreamGuard, requireJson, parseJson, async (ctx) => {
      if (jsonDepth(ctx.request.body, options.maxJsonDepth) > options.maxJsonDepth) {
        throw new HttpError(400, 'invalid_json', `The body is nested deeper than ${options.maxJsonDepth} levels.`, 'Send a flat AskRequest such as {"query": "your question"}.');
      }
      const params = negotiateStreaming(ctx, parseAskBody(ctx.request.body, getSite().languages));
      if (params.dialect && nlweb(ctx, getSite(), params, options)) return;
      answer(ctx, await search(getSite(), params), params, options);
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
  if (!params.dialect || !params.streaming) return false;
  const outcome = searchSite(site, { query: params.query, lang: params.lang, prev: params.prev, limit: params.limit });
  if (!outcome.ok) throw new Error(outcome.message);
  return answerNlweb(ctx, { query: params.query, results: outcome.value.results, dialect: params.dialect, streaming: params.streaming }, options.streamTimeoutMs);
}

const meta = { response_type: 'answer', version: PROTOCOL_VERSION } as const;
const META_JSON = JSON.stringify(meta);
const JSON_TAIL = Buffer.from(']}');

function answer(ctx: Context, results: EncodedResults, params: AskParams, options: AskOptions): void {
  const queryId = randomUUID();
  ctx.set('Cache-Control', 'no-store');
  if (params.streaming) {
    stream(ctx, queryId, params.query, results, options);
    return;
  }
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
function stream(ctx: Context, queryId: string, query: string, results: EncodedResults, options: AskOptions): void {
  ctx.status = 200;
  ctx.type = 'text/event-stream; charset=utf-8';
  ctx.set('X-Accel-Buffering', 'no');
  const parts: Buffer[] = [Buffer.from(frame(0, 'start', JSON.stringify({ query_id: queryId, query, _meta: meta })))];
  results.ends.forEach((end, index) => {
    const start = index ? results.ends[index - 1] + 1 : 0;
    parts.push(Buffer.from(`event: result\nid: ${index + 1}\ndata: {"query_id":"${queryId}","index":${index},"result":`), results.joined.subarray(start, end), RESULT_END);
  });
  parts.push(Buffer.from(frame(undefined, 'complete', JSON.stringify({ query_id: queryId, count: results.ends.length, _meta: meta }))));
  ctx.body = Buffer.concat(parts);
  boundResponse(ctx.res, options.streamTimeoutMs);
}
