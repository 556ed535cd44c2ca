/**
 * A middleware whose module is imported on its first request: the MCP endpoint pulls in the
 * MCP SDK and its schema library, which a server need not load before it starts listening.
 */
import type { Middleware } from 'koa';

export function lazyMiddleware(load: () => Promise<Middleware>): Middleware {
  let ready: Promise<Middleware> | undefined;
  return async (ctx, next) => {
    ready ??= load();
    return (await ready)(ctx, next);
  };
}
