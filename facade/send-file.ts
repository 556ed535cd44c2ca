/**
 * Sends a file from disk: strong ETag (given by the caller), If-None-Match → 304,
 * If-Range, single byte ranges (206, or 416 when unsatisfiable), HEAD without a body.
 * Multi-range requests get the whole file (allowed by RFC 9110 and cheaper to serve).
 */
import { createReadStream } from 'node:fs';
import type { Context } from 'koa';
import parseRange from 'range-parser';
import { notModified } from './send-document.ts';

export interface FileOptions {
  path: string;
  size: number;
  type: string;
  etag: string;
  cacheControl: string;
}

export function sendFile(ctx: Context, f: FileOptions): void {
  ctx.set('ETag', f.etag);
  ctx.set('Cache-Control', f.cacheControl);
  ctx.set('Accept-Ranges', 'bytes');
  ctx.type = f.type;
  if (notModified(ctx.get('If-None-Match'), f.etag)) {
    ctx.status = 304;
    return;
  }
  const range = ctx.get('Range');
  const ifRange = ctx.get('If-Range');
  if (range && (!ifRange || ifRange === f.etag)) {
    const ranges = parseRange(f.size, range, { combine: true });
    if (ranges === -1) {
      ctx.status = 416;
      ctx.set('Content-Range', `bytes */${f.size}`);
      ctx.body = '';
      return;
    }
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
      const { start, end } = ranges[0];
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${start}-${end}/${f.size}`);
      ctx.length = end - start + 1;
      ctx.body = ctx.method === 'HEAD' ? null : createReadStream(f.path, { start, end });
      if (ctx.method === 'HEAD') ctx.length = end - start + 1;
      return;
    }
  }
  ctx.status = 200;
  ctx.length = f.size;
  ctx.body = ctx.method === 'HEAD' ? null : createReadStream(f.path);
  if (ctx.method === 'HEAD') ctx.length = f.size;
}
