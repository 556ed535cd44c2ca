/**
 * Headers on every response: the machine-readable usage rights, security headers
 * (a Content-Security-Policy allowing only the site's own resources), and CORS for
 * the public read-only endpoints.
 */
import type { Middleware } from 'koa';
import type { Site } from '../server/site/site-types.ts';
import { rightsHeaders } from '../server/documents/usage-rights.ts';

export const CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export function responseHeaders(getSite: () => Site): Middleware {
  const rights = new WeakMap<Site, Record<string, string>>();
  return async (ctx, next) => {
    const site = getSite();
    let headers = rights.get(site);
    if (!headers) rights.set(site, (headers = rightsHeaders(site)));
    ctx.set(headers);
    ctx.set('X-Content-Type-Options', 'nosniff');
    await next();
    // These matter where a browser renders: HTML (frame-ancestors replaces X-Frame-Options).
    if (ctx.response.is('html')) {
      ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    }
  };
}
