/**
 * CORS: every public read-only endpoint may be read from any origin (`*`); /mcp only
 * from the origins the origin guard allows: its preflight approves exactly those, so a
 * browser is never told yes by the preflight and then refused by the request.
 */
import cors from '@koa/cors';
import type { Middleware } from 'koa';

/** `mcpOrigin` says whether a browser origin may call /mcp (the origin guard's rule); default none. */
export function corsMiddleware(mcpOrigin: (origin: string) => boolean = () => false): Middleware {
  const full = cors({
    origin: (ctx) => {
      if (ctx.path !== '/mcp') return '*';
      const origin = ctx.get('Origin');
      return mcpOrigin(origin) ? origin : '';
    },
    allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    exposeHeaders: ['ETag', 'Link', 'Deprecation', 'Sunset', 'X-Request-Id', 'Mcp-Session-Id', 'Mcp-Protocol-Version'],
    maxAge: 86400,
    keepHeadersOnError: true,
  });
  // Without Origin (no browser) one header keeps shared caches CORS-safe; the rest only for browsers.
  return (ctx, next) => {
    const origin = ctx.req.headers.origin;
    if (origin && ctx.path === '/mcp' && ctx.method === 'OPTIONS' && !mcpOrigin(origin)) {
      // A preflight the guard would refuse: answered, but without any approval in it.
      ctx.status = 204;
      ctx.vary('Origin');
      return;
    }
    if (origin) return full(ctx, next);
    if (ctx.path !== '/mcp') ctx.res.setHeader('Access-Control-Allow-Origin', '*');
    return next();
  };
}
