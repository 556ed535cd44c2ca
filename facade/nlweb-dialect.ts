/**
 * NLWeb's dialect of /ask, beside the spec's own (which stays the default).
 *
 * Recognised (docs/nlweb-dialect.md):
 * - GET with one of NLWeb's own parameters (generate_mode, display_mode, site, last_ans,
 *   item_to_remember, decontextualized_query, query_id, db, context_url): NLWeb's original
 *   wire format, streamed unless streaming=false, as its chat UI (fp-chat-interface.js) reads it:
 *   unnamed `data:` messages with a message_type: `result_batch` (results) then `complete`.
 * - POST with NLWeb v0.54 fields (meta, prefer.response_format, query.site, site) — what
 *   nlweb-ask-agent's useNlWeb sends: an unnamed `{"_meta": …}` message, then `{"results": […]}`
 *   with flat schema.org items (`@type`, `@id`, `score`, `site`, …), then a closing `_meta` message.
 * Both take the search_site tool's output unchanged; only the framing differs.
 *
 * Every event stream here and in the spec's format carries event ids. All of an answer goes out
 * in one response, so a reconnect (Last-Event-ID) always comes after the end: it gets 204, which
 * tells an EventSource to stop, and never runs the search again.
 */
import { randomUuid } from './random-uuid.ts';
import type { Context, Middleware } from 'koa';
import Negotiator from 'negotiator';
import { HttpError, PROTOCOL_VERSION } from './http-error.ts';
import { boundResponse } from './bound-response.ts';
import type { Result } from '../tools/search-site.ts';

export type NlwebDialect = 'nlweb' | 'nlweb-v054';

/**
 * NLWeb's own query parameters: any of them on a GET marks the request as NLWeb's. Not `mode`:
 * pages take ?mode=agent, and an agent that tries it on /ask gets the spec's answer as before.
 */
export const NLWEB_PARAMS = ['generate_mode', 'display_mode', 'site', 'last_ans', 'item_to_remember', 'decontextualized_query', 'query_id', 'db', 'context_url'];
/** The modes NLWeb defines; all are answered as `list` (this server generates no text). */
const MODES = ['list', 'summarize', 'generate'];
const PREV_PARAM_MAX_CHARS = 16_384;

const fail = (code: string, message: string, hint: string) => new HttpError(400, code, message, hint);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function dialectOfQuery(params: Record<string, unknown>): NlwebDialect | undefined {
  return NLWEB_PARAMS.some((name) => params[name] !== undefined) ? 'nlweb' : undefined;
}

export function dialectOfBody(body: Record<string, unknown>): NlwebDialect | undefined {
  const prefer = isObject(body.prefer) ? body.prefer : {};
  if (isObject(body.meta) || prefer.response_format !== undefined || (isObject(body.query) && body.query.site !== undefined) || body.site !== undefined) return 'nlweb-v054';
  if (body.generate_mode !== undefined || body.display_mode !== undefined) return 'nlweb';
  return undefined;
}

/**
 * `streaming` on a GET: true/false in any letter case (NLWeb's Python clients send True/False),
 * 1/0, or empty (false). Anything else is refused as before.
 */
export function readStreamingParam(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0' || v === '') return false;
  throw fail('invalid_streaming', 'streaming must be true or false.', 'Use streaming=true for Server-Sent Events, or leave it out for JSON.');
}

/**
 * A mode, or a comma-separated list of modes ("list, summarize"), as NLWeb sends them. The spec's
 * dialect takes lists that include `list`; NLWeb's also `summarize` or `generate` alone.
 * Every accepted request is answered as `list`.
 */
export function readModes(mode: unknown, nlweb: boolean): void {
  if (mode === undefined) return;
  const modes =
    typeof mode === 'string'
      ? mode
          .split(',')
          .map((m) => m.trim().toLowerCase())
          .filter(Boolean)
      : [];
  const known = modes.length > 0 && modes.every((m) => MODES.includes(m));
  if (!known || !(nlweb || modes.includes('list'))) {
    throw fail(
      'unsupported_mode',
      `prefer.mode ${JSON.stringify(mode)} is not supported; the only mode is "list".`,
      'Use "mode": "list" (a list such as "list, summarize" is answered as list) or leave mode out.',
    );
  }
}

/**
 * `prev` on a GET: NLWeb's client sends a JSON array, its documentation a comma-separated list;
 * both are read (and a repeated parameter too). Over-long input is cut, not refused.
 */
export function readPrevParam(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => readPrevParam(v));
  const text = value.slice(0, PREV_PARAM_MAX_CHARS).trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.filter((p): p is string => typeof p === 'string');
    } catch {
      // Not JSON after all: read it as a comma-separated list below.
    }
  }
  return text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The spec's own stream is asked for with streaming=true; a client that accepts only event streams (an EventSource) asks with its Accept header. */
export function prefersEventStream(ctx: Context): boolean {
  const accept = ctx.req.headers.accept;
  // What most clients send (or nothing): JSON comes first in the list, so no negotiation is needed.
  if (accept === undefined || accept === '*/*' || accept === 'application/json') return false;
  const preferred = new Negotiator({ headers: { accept: ctx.get('Accept') || '*/*' } }).mediaType(['application/json', 'text/event-stream']);
  return preferred === 'text/event-stream';
}

/** Settles `streaming` where the request did not say: NLWeb streams by default; otherwise the Accept header decides (JSON unless it prefers an event stream). */
export function negotiateStreaming<T extends { streaming: boolean; streamingAsked?: boolean; dialect?: NlwebDialect }>(ctx: Context, params: T): T {
  if (params.streamingAsked !== undefined) return params;
  const streaming = params.dialect !== undefined || prefersEventStream(ctx);
  // Most requests ask for JSON as parsed (streaming false): the same params, not a copy of them.
  return streaming === params.streaming ? params : { ...params, streaming };
}

/** A reconnecting EventSource (Last-Event-ID) comes after the end of a finished answer: 204 tells it to stop, and nothing is searched again. */
export const endedStreamGuard: Middleware = async (ctx, next) => {
  if (endedStream(ctx)) return;
  await next();
};

/** endedStreamGuard's rule as a function: true when the request is such a reconnect and has been answered 204. */
export function endedStream(ctx: Context): boolean {
  if (ctx.get('Last-Event-ID') === '') return false;
  ctx.status = 204;
  ctx.set('Cache-Control', 'no-store');
  return true;
}

/** One unnamed SSE message with its id. */
const message = (id: number, data: string) => `id: ${id}\ndata: ${data}\n\n`;

export interface NlwebAnswer {
  query: string;
  results: Result[];
  dialect: NlwebDialect;
  streaming: boolean;
}

/**
 * Streams an answer in NLWeb's dialect. Without streaming, both of NLWeb's dialects get the spec's
 * AskResponse (NLWeb's JSON answer is {query_id, results} with the Result fields): this returns
 * false and the caller sends that.
 */
export function answerNlweb(ctx: Context, answer: NlwebAnswer, streamTimeoutMs: number): boolean {
  if (!answer.streaming) return false;
  const queryId = randomUuid();
  ctx.set('Cache-Control', 'no-store');
  const meta = { response_type: 'answer', version: PROTOCOL_VERSION };
  const messages =
    answer.dialect === 'nlweb'
      ? [...(answer.results.length ? [{ message_type: 'result_batch', query_id: queryId, results: answer.results }] : []), { message_type: 'complete', query_id: queryId }]
      : [{ _meta: meta, query_id: queryId, query: answer.query }, { results: answer.results.map(flatItem) }, { _meta: { ...meta, complete: true }, query_id: queryId, count: answer.results.length }];
  ctx.status = 200;
  ctx.type = 'text/event-stream; charset=utf-8';
  ctx.set('X-Accel-Buffering', 'no');
  ctx.body = messages.map((m, i) => message(i + 1, JSON.stringify(m))).join('');
  boundResponse(ctx.res, streamTimeoutMs);
  return true;
}

/**
 * schema.org types that NLWeb's newer client renders (it keeps only Recipe, Movie, Article,
 * NewsArticle and BlogPosting items), by the page type that honestly is one:
 * - the Article family keeps its own type and names its renderable ancestor beside it
 *   (TechArticle → [TechArticle, Article]; ReportageNewsArticle → [ReportageNewsArticle, NewsArticle]);
 * - ImageGallery, a page that presents one body of photographs with its text — a photo story —
 *   is also an Article (an illustrated article);
 * - every other page (WebPage, AboutPage, ContactPage, ProfilePage, CollectionPage, …) is not a
 *   work and keeps its type; such a client does not show it. docs/nlweb-dialect.md has the table.
 */
const RENDERED = ['Article', 'NewsArticle', 'BlogPosting'];
const ARTICLE_FAMILY: Record<string, string> = {
  ReportageNewsArticle: 'NewsArticle',
  AnalysisNewsArticle: 'NewsArticle',
  AskPublicNewsArticle: 'NewsArticle',
  BackgroundNewsArticle: 'NewsArticle',
  OpinionNewsArticle: 'NewsArticle',
  ReviewNewsArticle: 'NewsArticle',
  LiveBlogPosting: 'BlogPosting',
  TechArticle: 'Article',
  APIReference: 'Article',
  ScholarlyArticle: 'Article',
  MedicalScholarlyArticle: 'Article',
  Report: 'Article',
  SatiricalArticle: 'Article',
  AdvertiserContentArticle: 'Article',
  SocialMediaPosting: 'Article',
  DiscussionForumPosting: 'Article',
  ImageGallery: 'Article',
};

export function nlwebType(pageType: unknown): string | string[] {
  const types = (Array.isArray(pageType) ? pageType : [pageType]).filter((t): t is string => typeof t === 'string');
  if (types.length === 0) return 'WebPage';
  if (types.some((t) => RENDERED.includes(t))) return types.length === 1 ? types[0] : types;
  const base = types.map((t) => ARTICLE_FAMILY[t]).find(Boolean);
  return base ? [...types, base] : types.length === 1 ? types[0] : types;
}

/**
 * A Result as NLWeb v0.54's flat schema.org item: the result's JSON-LD fields at the top level,
 * `@id` the section's URL (each hit is its own item), `@type` as above, plus the Result's own
 * url, name, site, score, description and markdown.
 */
export function flatItem(result: Result): Record<string, unknown> {
  const { '@context': _context, '@type': type, '@id': _id, ...schema } = (result.schema_object ?? {}) as Record<string, unknown>;
  const typed = nlwebType(type);
  const isArticle = (Array.isArray(typed) ? typed : [typed]).some((t) => RENDERED.includes(t));
  return {
    '@type': typed,
    '@id': result.url,
    ...schema,
    url: result.url,
    name: result.name,
    ...(isArticle ? { headline: result.name } : {}),
    ...(result.description !== undefined ? { description: result.description } : {}),
    site: result.site,
    score: result.score,
    ...(result.markdown !== undefined ? { markdown: result.markdown } : {}),
  };
}
