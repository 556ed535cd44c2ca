/**
 * A bound on how long one response may take to deliver. A client that stops reading
 * (or pipelines requests and never reads) would otherwise hold its response, and its
 * socket, open for ever; past the bound the connection is closed.
 */
import type { Writable } from 'node:stream';
import type { Middleware } from 'koa';

export function boundResponse(res: Writable, ms: number): void {
  const timer = setTimeout(() => {
    if (!res.writableFinished) res.destroy();
  }, ms);
  timer.unref();
  res.once('close', () => clearTimeout(timer));
  res.once('finish', () => clearTimeout(timer));
}

/** Every response, not only streams: delivered within `ms` of the request's arrival, or cut. */
export function boundEveryResponse(ms: number): Middleware {
  return (ctx, next) => {
    boundResponse(ctx.res, ms);
    return next();
  };
}
