/**
 * Sends a generated document with a strong ETag over its exact bytes, answering a
 * matching If-None-Match with 304. Same content, same ETag, on every instance.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';

export function etagOf(bytes: Buffer | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

export function sendDocument(ctx: Context, body: string | Buffer, type: string, cacheSeconds = 300): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  ctx.status = 200;
  ctx.type = type;
  ctx.set('ETag', etagOf(bytes));
  ctx.set('Cache-Control', `public, max-age=${cacheSeconds}`);
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = bytes;
}

export function sendJson(ctx: Context, value: unknown, type = 'application/json; charset=utf-8', cacheSeconds = 300): void {
  sendDocument(ctx, JSON.stringify(value, null, 2) + '\n', type, cacheSeconds);
}
