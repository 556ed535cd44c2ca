/**
 * Browser-origin and DNS-rebinding protection for /mcp. Requests without Origin (every
 * non-browser client) pass; a browser page may call only from the site itself, a
 * loopback origin or an origin the operator allowed.
 */
import type { Middleware } from 'koa';
import type { Site } from '../server/site/site-types.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export interface GuardOptions {
  /** Extra allowed origins, e.g. https://inspector.example; `*` allows any. */
  allowedOrigins: string[];
  /** The address the server listens on; a loopback bind also checks Host. */
  listenHost: string;
  /** Extra Host names accepted on a loopback bind (e.g. a reverse proxy's public name). */
  allowedHosts: string[];
}

function hostname(hostHeader: string): string {
  return hostHeader.replace(/:\d+$/, '').toLowerCase();
}

export function originGuard(getSite: () => Site, options: GuardOptions): Middleware {
  const loopbackBind = LOOPBACK.has(options.listenHost);
  return async (ctx, next) => {
    const site = getSite();
    const origin = ctx.get('Origin');
    if (origin && !originAllowed(origin, site, options.allowedOrigins)) {
      ctx.status = 403;
      ctx.body = { jsonrpc: '2.0', error: { code: -32000, message: `Forbidden: origin ${origin} is not allowed to call this endpoint` }, id: null };
      return;
    }
    if (loopbackBind) {
      const host = hostname(ctx.get('Host'));
      const allowed = LOOPBACK.has(host) || [site.host, site.canonicalHost, ...options.allowedHosts].some((h) => hostname(h) === host);
      if (!allowed) {
        ctx.status = 403;
        ctx.body = { jsonrpc: '2.0', error: { code: -32000, message: `Forbidden: host ${host || '(none)'} is not served here (DNS rebinding protection)` }, id: null };
        return;
      }
    }
    await next();
  };
}

/** The guard's rule for a browser origin, shared with the CORS preflight of /mcp. */
export function originAllowed(origin: string, site: Site, extra: string[]): boolean {
  if (extra.includes('*') || extra.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (LOOPBACK.has(url.hostname) || LOOPBACK.has(`[${url.hostname}]`)) return true;
  return [new URL(site.baseUrl).origin, `https://${site.canonicalHost}`].includes(url.origin);
}
