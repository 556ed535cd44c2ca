/**
 * Sends a generated document with a strong ETag over its exact bytes, answering a
 * matching If-None-Match with 304. Same content, same ETag, on every instance. Text a
 * client accepts compressed goes out Brotli- or gzip-coded, compressed once, with its own ETag.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { coded, type Prepared } from './document-cache.ts';
import { compressible, preferredCoding } from './compression.ts';
import { addVary } from './response-headers.ts';

export function etagOf(bytes: Buffer | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

const FIVE_MINUTES = 'public, max-age=300';

export interface SendOptions {
  /** Request headers besides Accept-Encoding that chose this representation (e.g. Accept). */
  vary?: string;
  cacheSeconds?: number;
}

export function sendDocument(ctx: Context, identity: Prepared, type: string, { vary, cacheSeconds = 300 }: SendOptions = {}): void {
  ctx.status = 200;
  // Straight onto the response: the type is a full media type already, nothing for Koa to look up.
  ctx.res.setHeader('Content-Type', type);
  let doc = identity;
  const compress = compressible(type, identity.bytes.length);
  // One Vary value set once: merging field by field costs more than the rest of the response.
  const varies = compress ? (vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding') : vary;
  if (varies) addVary(ctx, varies);
  if (compress) {
    const coding = preferredCoding(ctx);
    if (coding) {
      doc = coded(identity, coding);
      ctx.res.setHeader('Content-Encoding', coding);
    }
  }
  ctx.res.setHeader('ETag', doc.etag);
  ctx.res.setHeader('Cache-Control', cacheSeconds === 300 ? FIVE_MINUTES : `public, max-age=${cacheSeconds}`);
  if (notModified(ctx.req.headers['if-none-match'] ?? '', doc.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.body = doc.bytes;
}

/**
 * If-None-Match with weak comparison (RFC 9110 13.1.2). Unlike Koa's ctx.fresh this
 * ignores a request's Cache-Control: no-cache, which fetch() adds to every conditional request.
 */
export function notModified(ifNoneMatch: string, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => strip(tag) === strip(etag));
}
