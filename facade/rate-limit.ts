/**
 * Optional rate limiting per client address: a token bucket of `burst` requests refilled
 * at `perSecond`. Over the limit: 429 with Retry-After and the error body. Off by default.
 */
import type { Middleware } from 'koa';
import { HttpError } from './http-error.ts';

export interface RateLimit {
  /** Sustained requests per second per client address. */
  perSecond: number;
  /** Requests a client may send at once before the rate applies. */
  burst: number;
}

/** At most this many addresses are remembered; the oldest are forgotten first. */
const MAX_CLIENTS = 50_000;

export function rateLimit(limit: RateLimit, now: () => number = () => Date.now()): Middleware {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return async (ctx, next) => {
    const key = ctx.ip || 'unknown';
    const t = now();
    const bucket = buckets.get(key) ?? { tokens: limit.burst, at: t };
    bucket.tokens = Math.min(limit.burst, bucket.tokens + ((t - bucket.at) / 1000) * limit.perSecond);
    bucket.at = t;
    buckets.delete(key);
    buckets.set(key, bucket);
    if (buckets.size > MAX_CLIENTS) buckets.delete(buckets.keys().next().value!);
    if (bucket.tokens < 1) {
      const retry = Math.max(1, Math.ceil((1 - bucket.tokens) / limit.perSecond));
      throw new HttpError(429, 'rate_limited', `Too many requests from ${key}.`, `Wait ${retry} s; at most ${limit.perSecond} requests per second are allowed.`, { 'Retry-After': String(retry) });
    }
    bucket.tokens -= 1;
    await next();
  };
}
