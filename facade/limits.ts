/** Request limits that protect the server from oversized or deeply nested input. */
import type { Middleware } from 'koa';
import { HttpError } from './http-error.ts';

export interface Limits {
  /** Longest request target (path and query), in bytes. Default 8 KiB. */
  maxUrlBytes: number;
  /** Deepest nesting of arrays and objects accepted in a JSON body. Default 32. */
  maxJsonDepth: number;
  /** Largest request body for /ask (default 16 KiB) and /mcp (default 64 KiB), in bytes. */
  askBodyBytes: number;
  mcpBodyBytes: number;
  /** Longest time one event stream may take to be delivered (default 30 s). */
  streamTimeoutMs: number;
  /** Time a client has to send its headers (default 10 s) and its whole request (default 30 s). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Time in-flight requests get to finish after SIGTERM (default 10 s). */
  shutdownMs: number;
  /** Longest time any response may take to be delivered after its request arrived (default 60 s). */
  responseTimeoutMs: number;
  /** Most bytes of an unread body read and dropped so an early answer (413, 415, …) reaches its client (default 4 MiB). */
  discardBodyBytes: number;
  /** Most open connections served at once; a margin above gets 503, beyond that refused (default 512). */
  maxConnections: number;
  /** Bytes each answer cache (/ask's and /mcp's, per loaded site) may hold (default 16 MiB): the operator's lever on memory. */
  answerCacheBytes: number;
}

/** The one place the defaults live: the app, the server and the command line's help read them here. */
export const DEFAULT_LIMITS: Limits = {
  maxUrlBytes: 8 * 1024,
  maxJsonDepth: 32,
  askBodyBytes: 16 * 1024,
  // A real client's MCP request is a few hundred bytes (initialize with icons a few KiB): see docs/security.md.
  mcpBodyBytes: 64 * 1024,
  streamTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  shutdownMs: 10_000,
  responseTimeoutMs: 60_000,
  discardBodyBytes: 4 * 1024 * 1024,
  maxConnections: 512,
  answerCacheBytes: 16 * 1024 * 1024,
};

export function urlLimit(maxBytes: number): Middleware {
  // Not async: nothing runs after the rest of the chain, so no promise of its own per request.
  return (ctx, next) => {
    // A UTF-8 character is at most 3 bytes per UTF-16 unit: most addresses need no counting.
    if (ctx.url.length * 3 > maxBytes && Buffer.byteLength(ctx.url) > maxBytes) {
      throw new HttpError(414, 'uri_too_long', `The address is longer than ${maxBytes} bytes.`, 'Send a shorter address; long questions go in a POST body.');
    }
    return next();
  };
}

/** Depth of nested arrays and objects, counted without recursion so no input can overflow the stack. */
export function jsonDepth(value: unknown, stopAt = Infinity): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    const level = depth + 1;
    if (level > max) max = level;
    if (max > stopAt) return max;
    for (const child of Array.isArray(item) ? item : Object.values(item)) if (child !== null && typeof child === 'object') stack.push([child, level]);
  }
  return max;
}
