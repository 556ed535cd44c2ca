/**
 * The HTTP facade: a thin Koa app that maps /ask, /mcp and the documents onto the
 * tool handlers. It holds no state of its own; the site is passed in.
 */
import Koa from 'koa';
import Router from '@koa/router';
import type { Site } from '../server/site/site-types.ts';
import { errorMiddleware } from './error-middleware.ts';
import { HttpError } from './http-error.ts';
import { createLogger, type Logger } from './logger.ts';
import { askMiddleware, askPath } from './ask-routes.ts';
import { lazyMiddleware } from './lazy-middleware.ts';
import { originAllowed, originGuard } from './origin-guard.ts';
import { documentCache } from './document-cache.ts';
import { documentMiddleware } from './document-routes.ts';
import { pageMiddleware, notFound } from './page-routes.ts';
import { assetRoutes } from './asset-routes.ts';
import { derivativeStore, type DerivativeStore } from '../server/images/derivative-store.ts';
import { responseHeaders } from './response-headers.ts';
import { corsMiddleware } from './cors.ts';
import { compressAnswers } from './compression.ts';
import { deprecationHeaders, type Deprecation } from './deprecation.ts';
import { requestLog } from './request-log.ts';
import { DEFAULT_LIMITS, urlLimit } from './limits.ts';
import { rateLimit, type RateLimit } from './rate-limit.ts';
import { discardUnreadBody } from './discard-body.ts';
import { boundEveryResponse } from './bound-response.ts';
import { healthz } from './healthz.ts';
import { fairTurns, TURN_BUDGET_MS, type Turns } from './fair-turns.ts';

export interface AppOptions {
  log?: Logger;
  /** The address the server listens on; on loopback, /mcp also checks the Host header. */
  listenHost?: string;
  /** Origins besides the site's own and loopback that may call /mcp from a browser. */
  allowedOrigins?: string[];
  /** Host names besides loopback and the site's own accepted on a loopback bind. */
  allowedHosts?: string[];
  /** Largest request body for /ask and /mcp, in bytes (default 16 KiB / 64 KiB). */
  askBodyBytes?: number;
  mcpBodyBytes?: number;
  /** Longest time one event stream may stay open (default 30 s). */
  streamTimeoutMs?: number;
  /** Paths being retired: they answer with Deprecation, Sunset and Link headers. Empty by default. */
  deprecations?: Deprecation[];
  /** Longest request target in bytes (default 8 KiB): 414 beyond. */
  maxUrlBytes?: number;
  /** Deepest JSON nesting accepted in a body (default 32). */
  maxJsonDepth?: number;
  /** Per-client-address rate limit; off when not given. */
  rateLimit?: RateLimit;
  /** Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy (for the client address). */
  trustProxy?: boolean;
  /** Longest time any response may take to be delivered (default 60 s). */
  responseTimeoutMs?: number;
  /** Most bytes of an unread request body dropped before an early answer (default 4 MiB). */
  discardBodyBytes?: number;
  /** Time a client has to send its whole request (default 30 s); also bounds dropping an unread body. */
  requestTimeoutMs?: number;
  /** Trusted proxies in front of the server (default 1): the client is this many X-Forwarded-For entries from the right. */
  trustProxyHops?: number;
  /** Start the background warm-up of answers (passages, word tables) this long after the app is made (default: at once). */
  warmAfterMs?: number;
  /** Folder for derived data; picture versions go to its images/ (else a temporary folder). */
  cacheDir?: string;
  /** Where picture versions are made and kept (startServer passes its own to warm it up). */
  images?: DerivativeStore;
  /** Aborted when the server closes: background work the app has scheduled and not begun (the answers' warm-up) is cancelled. */
  signal?: AbortSignal;
  /** Bytes each answer cache (/ask's, /mcp's) may hold per loaded site (default 16 MiB). */
  answerCacheBytes?: number;
  /** The turns uncached /ask and /mcp requests share (default: one fairTurns with TURN_BUDGET_MS); tests pass their own to count them. */
  turns?: Turns;
}

export function createApp(site: Site | (() => Site), options: AppOptions = {}): Koa {
  const getSite = typeof site === 'function' ? site : () => site;
  const log = options.log ?? createLogger('info');
  // maxIpsCount: ctx.ip is the entry the nearest trusted proxy added, never the client-written leftmost.
  const app = new Koa({ proxy: options.trustProxy ?? false, maxIpsCount: options.trustProxyHops ?? 1 });
  app.silent = true;
  const maxJsonDepth = options.maxJsonDepth ?? DEFAULT_LIMITS.maxJsonDepth;
  // One queue and one time budget for /ask and /mcp together: an iteration holds at most about TURN_BUDGET_MS of uncached searches, not that much per endpoint.
  const turns = options.turns ?? fairTurns({ budgetMs: TURN_BUDGET_MS });
  // Outermost: once the answer is decided, an unread body is dropped (bounded) so the client receives it.
  app.use(discardUnreadBody({ maxBytes: options.discardBodyBytes ?? DEFAULT_LIMITS.discardBodyBytes, maxMs: options.requestTimeoutMs ?? DEFAULT_LIMITS.requestTimeoutMs }));
  app.use(boundEveryResponse(options.responseTimeoutMs ?? DEFAULT_LIMITS.responseTimeoutMs));
  app.use(errorMiddleware(log));
  app.use(requestLog(log));
  app.use(urlLimit(options.maxUrlBytes ?? DEFAULT_LIMITS.maxUrlBytes));
  if (options.rateLimit) app.use(rateLimit(options.rateLimit, { trustProxy: options.trustProxy, hops: options.trustProxyHops }));
  // /ask never answers with HTML: its requests do not wait in responseHeaders for the answer.
  app.use(responseHeaders(getSite, (path) => askPath(path) !== undefined));
  app.use(corsMiddleware((origin) => originAllowed(origin, getSite(), options.allowedOrigins ?? [])));
  if (options.deprecations?.length) app.use(deprecationHeaders(options.deprecations));
  // /ask before documents, pages and routes: the most costly answer pays for no lookups meant for others.
  app.use(
    askMiddleware(getSite, {
      maxBodyBytes: options.askBodyBytes ?? DEFAULT_LIMITS.askBodyBytes,
      streamTimeoutMs: options.streamTimeoutMs ?? DEFAULT_LIMITS.streamTimeoutMs,
      maxJsonDepth,
      warmAfterMs: options.warmAfterMs,
      cacheBytes: options.answerCacheBytes ?? DEFAULT_LIMITS.answerCacheBytes,
      signal: options.signal,
      turns,
    }),
  );
  const cache = documentCache();

  const router = new Router();
  // Answers built per request are compressed here (/ask compresses its own); documents are coded once by sendDocument.
  router.use('/mcp', compressAnswers());

  const guard = originGuard(getSite, {
    allowedOrigins: options.allowedOrigins ?? [],
    allowedHosts: options.allowedHosts ?? [],
    listenHost: options.listenHost ?? '127.0.0.1',
  });
  // The MCP endpoint (and the SDK behind it) is imported on the first /mcp request.
  const mcpEndpoint = () => import('./mcp-endpoint.ts');
  const mcpOptions = {
    maxBodyBytes: options.mcpBodyBytes ?? DEFAULT_LIMITS.mcpBodyBytes,
    maxJsonDepth,
    streamTimeoutMs: options.streamTimeoutMs ?? DEFAULT_LIMITS.streamTimeoutMs,
    log,
    turns,
    cacheBytes: options.answerCacheBytes ?? DEFAULT_LIMITS.answerCacheBytes,
  };
  router.post(
    '/mcp',
    guard,
    lazyMiddleware(() => mcpEndpoint().then((m) => m.mcpPost(getSite, mcpOptions))),
  );
  router.all(
    '/mcp',
    guard,
    lazyMiddleware(() => mcpEndpoint().then((m) => m.mcpMethodNotAllowed())),
  );

  assetRoutes(router, getSite, options.images ?? derivativeStore(getSite, { cacheDir: options.cacheDir, log }));
  router.get('/healthz', healthz(getSite));

  // Documents and pages first: they are most of the traffic and need no route matching.
  app.use(documentMiddleware(getSite, cache));
  app.use(pageMiddleware(getSite, cache));
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true, methodNotAllowed: () => new HttpError(405, 'method_not_allowed', 'This method is not supported here.') }));
  app.use(notFound(getSite));
  return app;
}
