/**
 * Optional rate limiting per client address: a token bucket of `burst` requests refilled
 * at `perSecond`. Over the limit: 429 with Retry-After and the error body. Off by default.
 *
 * Behind a reverse proxy (--trust-proxy) the client address is the one the nearest trusted
 * proxy added to X-Forwarded-For: the rightmost entry, or the `hops`-th from the right when
 * several proxies are trusted. Entries further left are written by the client and never used.
 * Keys are bounded (an IP address, IPv6 by its /64, or a digest of anything else) and the
 * table is bounded in entries and bytes; the least recently seen client is forgotten first.
 */
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { Context, Middleware } from 'koa';
import { HttpError } from './http-error.ts';

export interface RateLimit {
  /** Sustained requests per second per client address. */
  perSecond: number;
  /** Requests a client may send at once before the rate applies. */
  burst: number;
  /** Largest size of the table of clients, in bytes (default RATE_TABLE_BYTES). */
  maxBytes?: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

/** Default bound of the client table: about 50,000 clients. */
export const RATE_TABLE_BYTES = 8 * 1024 * 1024;
/** What one entry costs besides its key: the Map slot and the bucket object. */
const ENTRY_BYTES = 120;
/** Longest key kept (an IPv6 address with a zone fits; anything else is digested). */
const MAX_KEY = 64;

/** The address X-Forwarded-For names `hops` entries from the right, or undefined when it has fewer. */
export function forwardedAddress(header: string | string[] | undefined, hops: number): string | undefined {
  if (header === undefined) return undefined;
  // Several header lines count as one list, in order (RFC 9110 5.3).
  const list = Array.isArray(header) ? header.join(',') : header;
  let end = list.length;
  // Scans from the right and stops at the wanted entry: the client-written part is never split.
  for (let hop = 1; ; hop++) {
    const start = list.lastIndexOf(',', end - 1);
    if (hop === hops) return list.slice(start + 1, end).trim() || undefined;
    if (start < 0) return undefined;
    end = start;
  }
}

/** A bounded key for a client address: the address itself, an IPv6 address by its /64, or a digest. */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.replace(/^\[|\](:\d+)?$/g, '');
  const kind = bare.length <= MAX_KEY ? isIP(bare.replace(/%.*$/, '')) : 0;
  if (kind === 4) return bare;
  if (kind === 6) {
    if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(bare)) return bare.slice(7);
    return `${expandIpv6(bare.replace(/%.*$/, '')).slice(0, 4).join(':')}::/64`;
  }
  return `#${createHash('sha256').update(address).digest('base64url').slice(0, 22)}`;
}

function expandIpv6(address: string): string[] {
  const [head, tail = ''] = address.includes('::') ? address.split('::') : [address, undefined as unknown as string];
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const fill = address.includes('::') ? Array(Math.max(0, 8 - left.length - right.length)).fill('0') : [];
  return [...left, ...fill, ...right].map((g) => (g.includes('.') ? g : g.toLowerCase().replace(/^0+(?=.)/, '')));
}

/** The address rate limiting keys on: the socket's, or the trusted proxy's X-Forwarded-For entry. */
export function clientAddress(ctx: Pick<Context, 'req'>, trustProxy: boolean, hops = 1): string | undefined {
  const socket = ctx.req.socket.remoteAddress;
  if (!trustProxy) return socket;
  return forwardedAddress(ctx.req.headers['x-forwarded-for'], hops) ?? socket;
}

export interface RateLimitOptions {
  trustProxy?: boolean;
  /** Trusted proxies in front of the server (default 1): which X-Forwarded-For entry from the right is the client. */
  hops?: number;
}

export function rateLimit(limit: RateLimit, options: RateLimitOptions = {}): Middleware {
  const now = limit.now ?? (() => Date.now());
  const maxBytes = limit.maxBytes ?? RATE_TABLE_BYTES;
  const buckets = new Map<string, { tokens: number; at: number }>();
  let bytes = 0;
  const cost = (key: string) => ENTRY_BYTES + 2 * key.length;
  return async (ctx, next) => {
    const key = clientKey(clientAddress(ctx, options.trustProxy ?? false, options.hops ?? 1));
    const t = now();
    let bucket = buckets.get(key);
    if (bucket) {
      buckets.delete(key);
    } else {
      bucket = { tokens: limit.burst, at: t };
      bytes += cost(key);
    }
    bucket.tokens = Math.min(limit.burst, bucket.tokens + (Math.max(0, t - bucket.at) / 1000) * limit.perSecond);
    bucket.at = t;
    buckets.set(key, bucket);
    // Map order is last-seen order: forget the clients seen longest ago.
    while (bytes > maxBytes && buckets.size > 1) {
      const oldest = buckets.keys().next().value!;
      buckets.delete(oldest);
      bytes -= cost(oldest);
    }
    if (bucket.tokens < 1) {
      const retry = Math.max(1, Math.ceil((1 - bucket.tokens) / limit.perSecond));
      throw new HttpError(429, 'rate_limited', 'Too many requests from your address.', `Wait ${retry} s; at most ${limit.perSecond} requests per second are allowed.`, {
        'Retry-After': String(retry),
      });
    }
    bucket.tokens -= 1;
    await next();
  };
}

/** The table's size, for tests and the documentation of the memory ceiling. */
export const RATE_ENTRY_BYTES = ENTRY_BYTES;
