/**
 * A request answered before its body was read (413, 415, 404, 429, …): the body is read
 * and thrown away, up to a bound, before the answer goes out. Closing a socket whose
 * client is still sending makes its kernel reset the connection, and the client then
 * gets ECONNRESET or EPIPE instead of the answer. Past the bound (or a body declared
 * larger than it) the answer goes out with Connection: close, as before.
 */
import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';

function unreadBody(req: IncomingMessage): boolean {
  if (req.complete || req.readableEnded || req.destroyed) return false;
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
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
}

/** Outermost middleware: runs after the answer is decided and before Koa sends it. */
export function discardUnreadBody(options: DiscardOptions): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.respond === false || !unreadBody(ctx.req)) return;
    const declared = Number(ctx.req.headers['content-length'] ?? 0);
    const whole = declared <= options.maxBytes && (await discard(ctx.req, options.maxBytes, options.maxMs));
    if (!whole) ctx.set('Connection', 'close');
  };
}
