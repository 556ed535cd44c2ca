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
  // 'close' follows 'finish' on a finished response (and comes alone on a cut one): one listener clears the timer either way.
  // `on`, not `once`: a stream closes once, and `once` would wrap the listener (a bound function and its state) per response.
  res.on('close', () => clearTimeout(timer));
}

/** Every response, not only streams: delivered within `ms` of the request's arrival, or cut. */
export function boundEveryResponse(ms: number): Middleware {
  return (ctx, next) => {
    boundResponse(ctx.res, ms);
    return next();
  };
}
