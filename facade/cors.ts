/**
 * CORS: every public read-only endpoint may be read from any origin (`*`); /mcp only
 * from the origins the origin guard allows, which it checks itself.
 */
import cors from '@koa/cors';
import type { Middleware } from 'koa';

export function corsMiddleware(): Middleware {
  const full = cors({
    origin: (ctx) => (ctx.path === '/mcp' ? ctx.get('Origin') : '*'),
    allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    exposeHeaders: ['ETag', 'Link', 'Deprecation', 'Sunset', 'X-Request-Id', 'Mcp-Session-Id', 'Mcp-Protocol-Version'],
    maxAge: 86400,
    keepHeadersOnError: true,
  });
  // Without Origin (no browser) one header keeps shared caches CORS-safe; the rest only for browsers.
  return (ctx, next) => {
    if (ctx.req.headers.origin) return full(ctx, next);
    if (ctx.path !== '/mcp') ctx.res.setHeader('Access-Control-Allow-Origin', '*');
    return next();
  };
}
