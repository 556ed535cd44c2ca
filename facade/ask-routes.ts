/**
 * GET and POST /v1/ask and /ask: the search_site tool's handler behind the spec's
 * AskRequest / AskResponse, as JSON or as Server-Sent Events.
 */
import { randomUuid } from './random-uuid.ts';
import type { Context, Middleware } from 'koa';
import type Router from '@koa/router';
import { lazyMiddleware } from './lazy-middleware.ts';
import { answerParts, RESULT_SEPARATOR, searchSite, searchSiteFragments } from '../tools/search-site.ts';
import { byteCache, cacheKey, type ByteCache } from './byte-cache.ts';
import { askedBefore, type AskedBefore } from './asked-before.ts';
import { fairTurns, TURN_BUDGET_MS, type Turns } from './fair-turns.ts';
import type { Site } from '../server/site/site-types.ts';
import { HttpError, PROTOCOL_VERSION } from './http-error.ts';
import { askQueryParams, parseAskBody, parseAskQuery, type AskParams } from './ask-request.ts';
import { DEFAULT_LIMITS, jsonDepth } from './limits.ts';
import { boundResponse } from './bound-response.ts';
import { answerNlweb, endedStream, negotiateStreaming } from './nlweb-dialect.ts';
import { compressBody } from './compression.ts';

export interface AskOptions {
  /** Largest POST body accepted, in bytes. */
  maxBodyBytes: number;
  /** Longest time one event stream may stay open, in ms. */
  streamTimeoutMs: number;
  /** Deepest JSON nesting accepted. */
  maxJsonDepth: number;
  /** Byte bound of the answer cache (default ASK_CACHE_BYTES). */
  cacheBytes?: number;
  /** Start the background warm-up of answers this long after now (default: at once); see start-server.ts. */
  warmAfterMs?: number;
  /** Aborted when the server closes: a warm-up not yet started is not started (its timer is cleared). */
  signal?: AbortSignal;
  /** The turns uncached searches wait for, shared with /mcp (createApp passes one); default: turns of its own. */
  turns?: Turns;
}

export { TURN_BUDGET_MS };

export const ASK_PATHS = ['/v1/ask', '/ask'];
const ALLOW = 'GET, HEAD, POST, OPTIONS';

/**
 * One question's results as UTF-8, as their fragments in one list (most of them shared with the
 * section and page they come from), RESULT_SEPARATOR between two results; joined once, into the
 * response body.
 */
interface EncodedResults {
  /** The results' fragments: UTF-8 bytes, and ASCII strings (the score); RESULT_SEPARATOR (a comma) between two results. */
  fragments: (Buffer | string)[];
  /** How many results. */
  count: number;
  /** Bytes of the results joined by commas. */
  joinedLength: number;
  /** What the answer cache charges: the bytes, and an overhead per fragment (the separators not counted). */
  readonly byteLength: number;
}

/** Default byte bound of the answer cache per loaded site (keys and overhead included); `--answer-cache` sets it. */
export const ASK_CACHE_BYTES = DEFAULT_LIMITS.answerCacheBytes;

function encode(fragments: (Buffer | string)[]): EncodedResults {
  let joinedLength = 0;
  let separators = 0;
  for (let i = 0; i < fragments.length; i++) {
    joinedLength += fragments[i].length;
    if (fragments[i] === RESULT_SEPARATOR) separators++;
  }
  return { fragments, count: fragments.length > 0 ? separators + 1 : 0, joinedLength, byteLength: joinedLength + 16 * (fragments.length - separators) };
}

/** `head`, the results joined by commas, and `tail`, in one buffer: one allocation and one copy per answer. */
function joinResults(head: string, encoded: EncodedResults, tail: Buffer): Buffer {
  const headLength = Buffer.byteLength(head);
  const body = Buffer.allocUnsafe(headLength + encoded.joinedLength + tail.length);
  let at = body.write(head, 0);
  const fragments = encoded.fragments;
  for (let k = 0; k < fragments.length; k++) {
    const part = fragments[k];
    if (typeof part === 'string') {
      // The score: a few ASCII characters, written as bytes (no encoder call for them).
      for (let c = 0; c < part.length; c++) body[at++] = part.charCodeAt(c);
    } else if (part === RESULT_SEPARATOR) {
      body[at++] = 0x2c; // ,
    } else {
      // One typed-array copy per fragment: the same call for every fragment (Buffer#copy dispatches per call).
      body.set(part, at);
      at += part.length;
    }
  }
  body.set(tail, at);
  return body;
}

/**
 * search_site is pure, so its answer to the same question, language and previous questions
 * is kept per loaded site, already encoded, in a cache bounded in bytes and keyed by a
 * digest, once the question is asked a second time. A question nobody asked before costs ranking plus concatenating pre-serialised
 * fragments; it waits for its turn (fairTurns) so that a burst of them cannot starve the
 * connections arriving meanwhile. A reload starts afresh.
 *
 * A cached answer is returned as it is, not in a promise: the request is answered in the same
 * task, and nothing of it waits for a microtask. Not async for the uncached one either: a
 * waiting request holds no suspended function of its own (under 100 connections, about 100
 * requests wait at any time, and what they hold is copied by every young-generation collection).
 */
function cachedSearch(cacheBytes: number, turn: Turns) {
  const bySite = new WeakMap<Site, { cache: ByteCache<EncodedResults>; asked: AskedBefore }>();
  return (site: Site, params: AskParams): EncodedResults | Promise<EncodedResults> => {
    let kept = bySite.get(site);
    if (!kept) bySite.set(site, (kept = { cache: byteCache<EncodedResults>(cacheBytes), asked: askedBefore() }));
    const key = cacheKey([params.query, params.lang ?? '', ...params.prev]);
    const cached = kept.cache.getKey(key);
    if (cached) return cached;
    const { cache, asked } = kept;
    // Run by the turns themselves: an iteration's searches back to back, its answers written after them.
    return turn.run(() => {
      const results = encode(searchSiteFragments(site, { query: params.query, lang: params.lang, prev: params.prev }));
      // Kept from the question's second asking on (asked-before.ts): one asked once costs the cache nothing.
      if (asked(key)) cache.setKey(key, results);
      return results;
    });
  };
}

/** The canonical ask path of a request path, as the router matched it (any letter case, one optional trailing slash), or undefined. */
export function askPath(path: string): string | undefined {
  if (path === '/ask' || path === '/v1/ask') return path;
  if (path.length > 9) return undefined;
  const lower = path.toLowerCase();
  const bare = lower.endsWith('/') ? lower.slice(0, -1) : lower;
  return bare === '/ask' || bare === '/v1/ask' ? bare : undefined;
}

/**
 * /ask and /v1/ask as one middleware placed before the documents, pages and router: an
 * answer needs no route matching, and nothing meant for other addresses runs for it. It
 * behaves as the routes did (GET and HEAD, POST, OPTIONS, 405 otherwise; any letter case and
 * a trailing slash), and compresses what it answers.
 */
export function askMiddleware(getSite: () => Site, options: AskOptions): Middleware {
  // A few searches per event-loop iteration (at most about 2 ms of them, /mcp's included): fewer iterations, and accepting still keeps pace.
  const search = cachedSearch(options.cacheBytes ?? ASK_CACHE_BYTES, options.turns ?? fairTurns({ budgetMs: TURN_BUDGET_MS }));
  // The passage table, the word tables and page fragments are built now, from start-up on, not by the first question.
  const warm = () => answerParts(getSite()).warmWords();
  if (options.warmAfterMs === undefined) warm();
  else if (!options.signal?.aborted) {
    const timer = setTimeout(warm, options.warmAfterMs).unref();
    options.signal?.addEventListener('abort', () => clearTimeout(timer), { once: true });
  }
  // koa-bodyparser (with co-body, qs, iconv-lite) costs more to load than Koa: loaded on the first POST.
  const parseJson = lazyMiddleware(async () =>
    (await import('koa-bodyparser')).default({
      enableTypes: ['json'],
      jsonLimit: `${options.maxBodyBytes}b`,
      strict: false,
      onerror: (error: Error & { status?: number }) => {
        if (error.status === 413) throw new HttpError(413, 'body_too_large', `The body is larger than ${options.maxBodyBytes} bytes.`, 'Send a smaller AskRequest.');
        // The parser (bourne) refuses keys that could poison prototypes; say so rather than "not JSON".
        if (/prototype/i.test(error.message)) {
          throw new HttpError(400, 'invalid_json', 'The body has a "__proto__" key, which is refused.', 'Leave the key out: an AskRequest has query, lang, context and prefer.');
        }
        throw new HttpError(400, 'invalid_json', 'The body is not valid JSON.', 'Send a JSON AskRequest such as {"query": "your question"}.');
      },
    }),
  );
  // Answers with the results and compresses, at once when they are at hand (a cached answer), else when they come.
  const reply = (ctx: Context, params: AskParams): void | Promise<void> => {
    const send = (results: EncodedResults) => {
      answer(ctx, results, params, options);
      compressBody(ctx);
    };
    const results = search(getSite(), params);
    return results instanceof Promise ? results.then(send) : send(results);
  };
  // Not async: a GET waits for nothing but its search (see cachedSearch).
  const get = (ctx: Context): void | Promise<void> => {
    const params = negotiateStreaming(ctx, parseAskQuery(askQueryParams(ctx.querystring), getSite().languages));
    if (params.dialect && nlweb(ctx, getSite(), params, options)) return compressBody(ctx);
    return reply(ctx, params);
  };
  const post = async (ctx: Context) => {
    if (!ctx.is('application/json')) {
      throw new HttpError(415, 'unsupported_media_type', 'The body must be JSON (Content-Type: application/json).', 'Send the AskRequest as JSON, or use GET /v1/ask?query=...');
    }
    await parseJson(ctx, async () => {});
    if (jsonDepth(ctx.request.body, options.maxJsonDepth) > options.maxJsonDepth) {
      throw new HttpError(400, 'invalid_json', `The body is nested deeper than ${options.maxJsonDepth} levels.`, 'Send a flat AskRequest such as {"query": "your question"}.');
    }
    const params = negotiateStreaming(ctx, parseAskBody(ctx.request.body, getSite().languages));
    if (params.dialect && nlweb(ctx, getSite(), params, options)) return compressBody(ctx);
    await reply(ctx, params);
  };
  // Not async: Koa's compose turns a throw into a rejection, and a GET's answer needs no promise of this function's own.
  return (ctx, next) => {
    const path = askPath(ctx.path);
    if (path === undefined) return next();
    const method = ctx.method;
    if (method === 'GET' || method === 'HEAD' || method === 'POST') {
      // A reconnecting EventSource after a finished answer: 204, and nothing is searched again.
      if (endedStream(ctx)) return;
      return method === 'POST' ? post(ctx) : get(ctx);
    }
    if (method === 'OPTIONS') {
      ctx.status = 204;
      ctx.set('Allow', ALLOW);
      return;
    }
    throw new HttpError(405, 'method_not_allowed', `${method} is not supported on ${path}.`, `Use GET ${path}?query=... or POST ${path} with a JSON AskRequest.`, { Allow: ALLOW });
  };
}

/** The same middleware mounted on a router (for an app that routes /ask itself). */
export function askRoutes(router: Router, getSite: () => Site, options: AskOptions): void {
  router.all(ASK_PATHS, askMiddleware(getSite, options));
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
const JSON_TYPE = 'application/json; charset=utf-8';

function answer(ctx: Context, results: EncodedResults, params: AskParams, options: AskOptions): void {
  const queryId = randomUuid();
  ctx.set('Cache-Control', 'no-store');
  if (params.streaming) {
    stream(ctx, queryId, params.query, results, options);
    return;
  }
  // Set on the Node response: Koa's type setter would look the media type up again per answer.
  ctx.res.setHeader('Content-Type', JSON_TYPE);
  // The same JSON as the AskResponse object, assembled from the encoded results without re-serialising.
  const head = `{"_meta":${META_JSON},"query_id":"${queryId}","query":${JSON.stringify(params.query)},"messages":[],"results":[`;
  ctx.body = joinResults(head, results, JSON_TAIL);
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
  const resultHead = (index: number) => Buffer.from(`event: result\nid: ${index + 1}\ndata: {"query_id":"${queryId}","index":${index},"result":`);
  let index = 0;
  if (results.count > 0) parts.push(resultHead(index));
  for (const part of results.fragments) {
    if (part === RESULT_SEPARATOR) {
      parts.push(RESULT_END, resultHead(++index));
      continue;
    }
    parts.push(typeof part === 'string' ? Buffer.from(part) : part);
  }
  if (results.count > 0) parts.push(RESULT_END);
  parts.push(Buffer.from(frame(undefined, 'complete', JSON.stringify({ query_id: queryId, count: results.count, _meta: meta }))));
  ctx.body = Buffer.concat(parts);
  boundResponse(ctx.res, options.streamTimeoutMs);
}
