/** GET /healthz: the status, the program's version and the site's page count. */
import type { Middleware } from 'koa';
import type { Site } from '../server/site/site-types.ts';
import { PACKAGE_VERSION } from '../server/mcp/server-info.ts';

/**
 * The body is the JSON text Koa would send for the object, with the type Koa would give it.
 * An object body makes Koa's setter test it against the web classes (ReadableStream, Blob,
 * Response), and the first touch of the global `Response` loads Node's fetch implementation
 * (undici, about 15–20 ms of CPU): the first /healthz after a start waited for that.
 */
export function healthz(getSite: () => Site): Middleware {
  return (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'json';
    ctx.body = JSON.stringify({ status: 'ok', version: PACKAGE_VERSION, pages: getSite().pages.length });
  };
}
