/**
 * A request answered before its body was read (413, 415, 404, 429, …): the body is read
 * and thrown away, up to a bound, before the answer goes out. Closing a socket whose
 * client is still sending makes its kernel reset the connection, and the client then
 * gets ECONNRESET or EPIPE instead of the answer. Past the bound (or a body declared
 * larger than it) the answer goes out with Connection: close, as before.
 *
 * Dropping bodies is bounded in bytes per second as well, all requests together: every
 * chunk read is a new 64 KiB buffer of external memory, and a stream of early 413s with
 * 2 MiB bodies (20 a second) made V8 run a full mark-compact every ~250 ms (measured with
 * --trace-gc), pauses of 2-12 ms that a normal question then waited for. Past the rate the
 * body is not read and the answer goes out with Connection: close, as past the byte bound.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, Middleware, Next } from 'koa';

/** Whether the request says it has a body (its headers do not change, so this holds for its whole life). */
function declaresBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

function unreadBody(req: IncomingMessage): boolean {
  if (req.complete || req.readableEnded || req.destroyed) return false;
  return declaresBody(req);
}

/** Reads and drops up to `maxBytes` of the rest of a body; true when it ended within the bounds. */
export function discard(req: IncomingMessage, maxBytes: number, maxMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onFail);
      req.off('close', onFail);
      if (!whole) req.pause();
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(req.complete);
    const timer = setTimeout(() => finish(false), maxMs);
    timer.unref();
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onFail);
    req.once('close', onFail);
    req.resume();
  });
}

export interface DiscardOptions {
  /** Most bytes of an unread body read and dropped before answering. */
  maxBytes: number;
  /** Longest time spent doing so. */
  maxMs: number;
  /** Most bytes of unread bodies dropped per second, all requests together (default DISCARD_BYTES_PER_SECOND). */
  bytesPerSecond?: number;
  /** The clock in ms (tests pass their own). */
  now?: () => number;
}

/** Default rate of dropping unread bodies: a legitimate early answer to an oversized body is rare; a flood of them is not read. */
export const DISCARD_BYTES_PER_SECOND = 8 * 1024 * 1024;

/** A token bucket of bytes: up to one second's worth saved up, refilled at the rate. */
function byteRate(bytesPerSecond: number, now: () => number): (bytes: number) => boolean {
  let tokens = bytesPerSecond;
  let at = now();
  return (bytes) => {
    const t = now();
    tokens = Math.min(bytesPerSecond, tokens + ((t - at) * bytesPerSecond) / 1000);
    at = t;
    if (bytes > tokens) return false;
    tokens -= bytes;
    return true;
  };
}

/** Outermost middleware: runs after the answer is decided and before Koa sends it. */
export function discardUnreadBody(options: DiscardOptions): Middleware {
  const affords = byteRate(options.bytesPerSecond ?? DISCARD_BYTES_PER_SECOND, options.now ?? (() => performance.now()));
  const afterAnswer = async (ctx: Context, next: Next) => {
    await next();
    if (ctx.respond === false || !unreadBody(ctx.req)) return;
    const length = ctx.req.headers['content-length'];
    const declared = Number(length ?? 0);
    // A body of unknown length (chunked) is charged the most that would be read of it.
    const whole = declared <= options.maxBytes && affords(length === undefined ? options.maxBytes : declared) && (await discard(ctx.req, options.maxBytes, options.maxMs));
    if (!whole) ctx.set('Connection', 'close');
  };
  // A request without a body (most GETs) has nothing to drop: passed on, with no function of this one waiting for the answer.
  return (ctx, next) => (declaresBody(ctx.req) ? afterAnswer(ctx, next) : next());
}
