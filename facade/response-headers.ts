/**
 * Headers on every response: the machine-readable usage rights, security headers
 * (a Content-Security-Policy allowing only the site's own resources), and CORS for
 * the public read-only endpoints.
 */
import type { Context, Middleware, Next } from 'koa';
import type { Site } from '../server/site/site-types.ts';
import { rightsHeaders } from '../server/documents/usage-rights.ts';

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * `neverHtml` says which request paths are never answered with HTML (/ask's): those get the
 * headers of every response and nothing waits for their answer here. Every other request's
 * answer is awaited, and an HTML one gets the browser's headers too.
 */
export function responseHeaders(getSite: () => Site, neverHtml: (path: string) => boolean = () => false): Middleware {
  // Set on the Node response directly: these run on every request, and Koa's setter adds nothing here.
  // Names and values made once per site, as two flat arrays read by index: no pair destructured per header and request.
  const bySite = new WeakMap<Site, { names: string[]; values: string[] }>();
  const browserHeaders = async (ctx: Context, next: Next) => {
    await next();
    // These matter where a browser renders: HTML (frame-ancestors replaces X-Frame-Options).
    const type = ctx.res.getHeader('Content-Type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      ctx.res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      ctx.res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    }
  };
  // Not async itself: a request that is never answered with HTML holds no suspended function of it while it waits.
  return (ctx, next) => {
    const site = getSite();
    let headers = bySite.get(site);
    if (!headers) {
      const pairs: [string, string][] = [...Object.entries(rightsHeaders(site)), ['X-Content-Type-Options', 'nosniff']];
      bySite.set(site, (headers = { names: pairs.map((p) => p[0]), values: pairs.map((p) => p[1]) }));
    }
    const { names, values } = headers;
    for (let i = 0; i < names.length; i++) ctx.res.setHeader(names[i], values[i]);
    return neverHtml(ctx.path) ? next() : browserHeaders(ctx, next);
  };
}

/** Adds a field to Vary, keeping what is there (CORS adds Origin for browsers). */
export function addVary(ctx: Context, field: string): void {
  if (ctx.res.hasHeader('Vary')) ctx.vary(field);
  else ctx.res.setHeader('Vary', field);
}

/** Adds a Link value, keeping what is there (a deprecation may have added one). */
export function addLink(ctx: Context, value: string): void {
  if (ctx.res.hasHeader('Link')) ctx.append('Link', value);
  else ctx.res.setHeader('Link', value);
}
