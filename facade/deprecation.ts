/**
 * Announces retiring paths: `Deprecation` (RFC 9745, a structured-field date), `Sunset`
 * (RFC 8594, an HTTP date) and `Link; rel="deprecation"` on every response under a prefix.
 * Nothing is deprecated unless the configuration says so.
 */
import type { Middleware } from 'koa';

export interface Deprecation {
  /** Path prefix, e.g. `/v1/`. */
  prefix: string;
  /** When it was deprecated (ISO date or date-time). */
  deprecatedAt: string;
  /** When it stops answering (ISO date or date-time); at least six months later for /v1/. */
  sunsetAt?: string;
  /** Page that explains the change and the successor. */
  link?: string;
}

export function deprecationHeaders(table: Deprecation[]): Middleware {
  const entries = table.map((d) => ({
    ...d,
    deprecation: `@${Math.floor(Date.parse(d.deprecatedAt) / 1000)}`,
    sunset: d.sunsetAt ? new Date(Date.parse(d.sunsetAt)).toUTCString() : undefined,
  }));
  for (const e of entries) if (Number.isNaN(Date.parse(e.deprecatedAt)) || (e.sunsetAt && Number.isNaN(Date.parse(e.sunsetAt)))) throw new Error(`deprecation of ${e.prefix}: dates must be ISO dates`);
  return async (ctx, next) => {
    const match = entries.find((e) => ctx.path.startsWith(e.prefix));
    if (match) {
      ctx.set('Deprecation', match.deprecation);
      if (match.sunset) ctx.set('Sunset', match.sunset);
      if (match.link) ctx.append('Link', `<${match.link}>; rel="deprecation"; type="text/html"`);
    }
    await next();
  };
}
